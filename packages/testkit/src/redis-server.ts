import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { loadTestConfig } from '@doco/config';
import { freePort } from './free-port.ts';

export type RedisSource = 'env' | 'local' | 'spawned';

export interface RedisServer {
  url: string;
  source: RedisSource;
}

const LOCAL_URL = 'redis://127.0.0.1:6379';

/** True when `url` answers PING within timeoutMs. */
export async function redisAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

let spawned: Promise<RedisServer> | undefined;

/** Starts (once per process) `redis-server` from PATH on a free port, no persistence, killed at exit. */
export function startRedisServer(): Promise<RedisServer> {
  spawned ??= (async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'doco-redis-'));
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    const child: ChildProcess = spawn('redis-server', args, { stdio: 'ignore' });
    const stop = () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    };
    process.once('exit', stop);
    const failed = new Promise<never>((_, reject) => {
      child.once('error', (error) =>
        reject(new Error(`no Redis: TEST_REDIS_URL unset, nothing on 127.0.0.1:6379, and redis-server could not start (${error.message}). Install redis-server or set TEST_REDIS_URL.`)),
      );
      child.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}`)));
    });
    const url = `redis://127.0.0.1:${port}`;
    const ready = (async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        if (await redisAnswers(url, 200)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('redis-server did not answer within 5 s');
    })();
    try {
      await Promise.race([ready, failed]);
    } catch (error) {
      stop();
      throw error;
    }
    child.unref();
    return { url, source: 'spawned' as const };
  })();
  spawned.catch(() => {
    spawned = undefined;
  });
  return spawned;
}

let resolved: Promise<RedisServer> | undefined;

/** TEST_REDIS_URL; else 127.0.0.1:6379 if it answers; else a spawned redis-server. Once per process. */
export function resolveRedis(): Promise<RedisServer> {
  resolved ??= (async (): Promise<RedisServer> => {
    const { TEST_REDIS_URL } = loadTestConfig();
    if (TEST_REDIS_URL) return { url: TEST_REDIS_URL, source: 'env' };
    if (await redisAnswers(LOCAL_URL)) return { url: LOCAL_URL, source: 'local' };
    return startRedisServer();
  })();
  resolved.catch(() => {
    resolved = undefined;
  });
  return resolved;
}
