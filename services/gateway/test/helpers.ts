import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createDb } from '@doco/db';
import { createProducer, redisOptions } from '@doco/queue';
import { createStorage } from '@doco/storage';
import { createTestDatabase, createTestRedis } from '@doco/testkit';
import { buildApp } from '../src/app.ts';
import type { GatewayDeps } from '../src/deps.ts';

/** A gateway built on a fresh database, its own Redis prefix and a temporary storage dir and web build. */
export async function createTestGateway(options: { webBuilt?: boolean; databaseUrl?: string } = {}) {
  const database = await createTestDatabase();
  const redisInfo = await createTestRedis();
  const dir = mkdtempSync(join(tmpdir(), 'doco-gateway-'));
  const distDir = join(dir, 'web');
  if (options.webBuilt !== false) {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Doco</title><div id="root"></div>');
    writeFileSync(join(distDir, 'app.js'), 'console.log("doco")');
  }
  const db = options.databaseUrl ? createDb({ url: options.databaseUrl }) : database.db;
  const redis = new Redis({ ...redisOptions(redisInfo.url), enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  const storage = createStorage({ dir: join(dir, 'objects') });
  await storage.ensureReady();
  const producer = createProducer({ redisUrl: redisInfo.url, prefix: redisInfo.prefix });
  const deps: GatewayDeps = { db, redis, storage, producer };
  const app = await buildApp({
    config: {
      WEB_DIST_DIR: distDir,
      TRUST_PROXY: false,
      MAX_UPLOAD_BYTES: 20 * 1024 * 1024,
      SESSION_SECRET: 'test-session-secret-0123456789-abcdefghij',
      PUBLIC_URL: undefined,
    },
    deps,
  });
  return {
    app,
    deps,
    async close() {
      await app.close();
      await producer.close();
      redis.disconnect();
      if (options.databaseUrl) await db.destroy();
      await database.destroy();
      await redisInfo.cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
