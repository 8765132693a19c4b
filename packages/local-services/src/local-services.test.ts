import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ensurePostgres, postgresAnswers, redisAnswers, spawnRedis, startEmbedded } from './index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'doco-local-services-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function count(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select count(*)::int as n from marks')).rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe('embedded Postgres', () => {
  it('starts a real server under the data dir, and a second start reuses its data', async () => {
    const options = { database: 'doco_local_test', dataDir, embeddedPort: 54391 };
    const first = await startEmbedded(options, () => {});
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('create table marks (id int)');
    await client.query('insert into marks values (1)');
    await client.end();
    await first.stop();
    expect(await postgresAnswers(first.url, 500)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    const second = await startEmbedded(options, () => {});
    expect(await count(second.url)).toBe(1);
    await second.stop();
  }, 60_000);
});

describe('finding Postgres', () => {
  it('explains which URL does not answer', async () => {
    await expect(
      ensurePostgres({ url: 'postgres://postgres:secret@127.0.0.1:1/doco', database: 'doco', dataDir }),
    ).rejects.toThrow('DATABASE_URL does not answer (postgres://postgres:***@127.0.0.1:1/doco)');
  });
});

describe('Redis', () => {
  it('starts a redis-server from PATH on its own port and stops it', async () => {
    const handle = await spawnRedis({ dataDir, port: 6391 });
    expect(await redisAnswers(handle.url)).toBe(true);
    await handle.stop();
    expect(await redisAnswers(handle.url, 300)).toBe(false);
  }, 20_000);
});
