import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { redisAnswers, waitFor } from './probe.ts';

export interface RedisHandle {
  url: string;
  source: 'env' | 'local' | 'spawned';
  stop(): Promise<void>;
}

export interface EnsureRedisOptions {
  url?: string | undefined;
  dataDir: string;
  port?: number;
  log?: (message: string) => void;
}

const LOCAL = 'redis://127.0.0.1:6379';

export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/** Redis from the URL given, else 127.0.0.1:6379, else a redis-server from PATH started under dataDir. */
export async function ensureRedis(options: EnsureRedisOptions): Promise<RedisHandle> {
  const noop = async () => {};
  if (options.url) {
    if (!(await redisAnswers(options.url))) {
      throw new RedisUnavailableError('REDIS_URL does not answer. Start that server or unset REDIS_URL.');
    }
    return { url: options.url, source: 'env', stop: noop };
  }
  if (await redisAnswers(LOCAL)) return { url: LOCAL, source: 'local', stop: noop };
  return spawnRedis(options);
}

function findRedisServer(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : null;
}

export async function spawnRedis(options: EnsureRedisOptions): Promise<RedisHandle> {
  const port = options.port ?? 6389;
  const url = `redis://127.0.0.1:${port}`;
  if (await redisAnswers(url)) return { url, source: 'spawned', stop: async () => {} };
  const binary = findRedisServer();
  if (!binary) {
    throw new RedisUnavailableError(
      'Redis is not answering on 127.0.0.1:6379 and no redis-server is on PATH. ' +
        'Install Redis (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) or set REDIS_URL.',
    );
  }
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
