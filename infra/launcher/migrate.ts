import { createDb, migrateToLatest } from '@doco/db';

/** `npm run migrate`: finds (or starts) Postgres as `npm start` does and applies every pending migration. */
export async function migrate(url: string, log: (m: string) => void) {
  const db = createDb({ url });
  try {
    const applied = await migrateToLatest(db);
    log(applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await db.destroy();
  }
}
