import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { loadTestConfig } from '@doco/config';
import { redisAnswers } from '@doco/local-services';

export { redisAnswers };
import { freePort } from './free-port.ts';
import { startRedisContainer } from './containers.ts';

export type RedisSource = 'env' | 'local' | 'container' | 'spawned';

export interface RedisServer {
  url: string;
  source: RedisSource;
}

const LOCAL_URL = 'redis://127.0.0.1:6379';


let spawned: Promise<RedisServer> | undefined;

// The server runs under a small shell that holds a pipe from this process: when this process ends
// in any way (exit, signal, crash), the pipe closes, `cat` returns, and the shell stops redis-server
// and removes its directory. No server outlives the tests.
const SUPERVISOR = `
dir="$1"; shift
redis-server "$@" &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$dir"' EXIT
trap 'exit 0' TERM INT HUP
cat >/dev/null
`;

/** Starts (once per process) `redis-server` from PATH on a free port, no persistence, stopped at exit. */
export function startRedisServer(): Promise<RedisServer> {
  spawned ??= (async () => {
    const probe = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
    if (probe.error) {
      throw new Error(
        `no Redis: TEST_REDIS_URL is unset, nothing answers on 127.0.0.1:6379, and redis-server is not on PATH (${probe.error.message}). Install redis-server or set TEST_REDIS_URL.`,
      );
    }
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'doco-redis-'));
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    const child = spawn('sh', ['-c', SUPERVISOR, 'redis-supervisor', dir, ...args], {
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    const stop = () => child.stdin?.end();
    process.once('exit', stop);
    const url = `redis://127.0.0.1:${port}`;
    let answered = false;
    for (let attempt = 0; attempt < 100 && !answered; attempt++) {
      answered = await redisAnswers(url, 200);
      if (!answered) await new Promise((r) => setTimeout(r, 50));
    }
    if (!answered) {
      stop();
      throw new Error(`redis-server on port ${port} did not answer within 5 s`);
    }
    // Neither the child nor its pipe keeps this process alive.
    child.unref();
    (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    return { url, source: 'spawned' as const };
  })();
  spawned.catch(() => {
    spawned = undefined;
  });
  return spawned;
}

let resolved: Promise<RedisServer> | undefined;

/** TEST_REDIS_URL; else 127.0.0.1:6379; else a container when Docker answers; else a spawned redis-server. */
export function resolveRedis(): Promise<RedisServer> {
  resolved ??= (async (): Promise<RedisServer> => {
    const { TEST_REDIS_URL } = loadTestConfig();
    if (TEST_REDIS_URL) return { url: TEST_REDIS_URL, source: 'env' };
    if (await redisAnswers(LOCAL_URL)) return { url: LOCAL_URL, source: 'local' };
    const container = await startRedisContainer();
    if (container) return { ...container, source: 'container' };
    return startRedisServer();
  })();
  resolved.catch(() => {
    resolved = undefined;
  });
  return resolved;
}
