import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedisContainer } from './containers.ts';
import { freePort } from './free-port.ts';
import { redisAnswers, waitFor } from './probe.ts';

// The one find-or-start of Redis, for `npm start` and for the tests (packages/testkit).

export interface RedisHandle {
  url: string;
  source: 'env' | 'local' | 'container' | 'spawned';
  stop(): Promise<void>;
}

export interface EnsureRedisOptions {
  url?: string | undefined;
  /**
   * Where a spawned redis-server keeps its directory. Without it the server is throwaway: a free port,
   * a temporary directory, and it dies with this process however this process ends.
   */
  dataDir?: string;
  port?: number;
  /** Before spawning a redis-server, try a testcontainers Redis (when a Docker engine answers). */
  container?: boolean;
  log?: (message: string) => void;
}

const LOCAL = 'redis://127.0.0.1:6379';

export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/** Redis from the URL given, else 127.0.0.1:6379, else (with `container`) a container, else a redis-server from PATH. */
export async function ensureRedis(options: EnsureRedisOptions): Promise<RedisHandle> {
  const noop = async () => {};
  if (options.url) {
    if (!(await redisAnswers(options.url))) {
      throw new RedisUnavailableError('REDIS_URL does not answer. Start that server or unset REDIS_URL.');
    }
    return { url: options.url, source: 'env', stop: noop };
  }
  if (await redisAnswers(LOCAL)) return { url: LOCAL, source: 'local', stop: noop };
  if (options.container) {
    const container = await startRedisContainer();
    if (container) return { url: container.url, source: 'container', stop: container.stop };
  }
  return spawnRedis(options);
}

function findRedisServer(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : null;
}

const NO_REDIS =
  'Redis is not answering on 127.0.0.1:6379 and no redis-server is on PATH. ' +
  'Install Redis (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) or set REDIS_URL.';

export async function spawnRedis(options: EnsureRedisOptions): Promise<RedisHandle> {
  if (!options.dataDir) return spawnThrowaway(options.log);
  const port = options.port ?? 6389;
  const url = `redis://127.0.0.1:${port}`;
  if (await redisAnswers(url)) return { url, source: 'spawned', stop: async () => {} };
  const binary = findRedisServer();
  if (!binary) throw new RedisUnavailableError(NO_REDIS);
  const dir = join(options.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitFor(() => redisAnswers(url, 500), 10_000, 'redis-server');
  options.log?.(`started redis-server on 127.0.0.1:${port}`);
  return {
    url,
    source: 'spawned',
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// The throwaway server runs under a small shell that holds a pipe from this process: when this process
// ends in any way (exit, signal, crash), the pipe closes, `cat` returns, and the shell stops
// redis-server and removes its directory. No server outlives the tests.
const SUPERVISOR = `
dir="$1"; shift
redis-server "$@" &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$dir"' EXIT
trap 'exit 0' TERM INT HUP
cat >/dev/null
`;

async function spawnThrowaway(log?: (message: string) => void): Promise<RedisHandle> {
  if (!findRedisServer()) throw new RedisUnavailableError(NO_REDIS);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'doco-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const child = spawn('sh', ['-c', SUPERVISOR, 'redis-supervisor', dir, ...args], { stdio: ['pipe', 'ignore', 'ignore'] });
  const stop = () => child.stdin?.end();
  process.once('exit', stop);
  const url = `redis://127.0.0.1:${port}`;
  try {
    await waitFor(() => redisAnswers(url, 200), 5_000, 'redis-server');
  } catch (error) {
    stop();
    throw error;
  }
  // Neither the child nor its pipe keeps this process alive.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  log?.(`started a throwaway redis-server on 127.0.0.1:${port}`);
  return {
    url,
    source: 'spawned',
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      stop();
      await exited;
    },
  };
}
