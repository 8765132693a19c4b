import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createDb } from '@doco/db';
import { createProducer, redisOptions } from '@doco/queue';
import { createStorage } from '@doco/storage';
import { createTestDatabase, createTestRedis } from '@doco/testkit';
import { buildBillingApp } from '@doco/billing/app';
import { buildApp } from '../src/app.ts';
import { createBillingClient } from '../src/clients/billing.ts';
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
  // The real billing service, in-process on a free port, on the same database.
  const billingApp = await buildBillingApp({ db: database.db });
  const billingUrl = await billingApp.listen({ host: '127.0.0.1', port: 0 });
  const billing = createBillingClient(billingUrl);
  const deps: GatewayDeps = { db, redis, storage, producer, billing };
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
  const objectsDir = join(dir, 'objects');
  return {
    app,
    deps,
    /** Keys stored under a prefix (reads the filesystem driver's layout: one `<key>~obj` file per object). */
    async listStoredKeys(prefix: string) {
      const root = join(objectsDir, prefix);
      if (!existsSync(root)) return [];
      return readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('~obj'))
        .map((f) => `${prefix}/${f.slice(0, -'~obj'.length)}`);
    },
    async close() {
      await app.close();
      await billingApp.close();
      await producer.close();
      redis.disconnect();
      if (options.databaseUrl) await db.destroy();
      await database.destroy();
      await redisInfo.cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
