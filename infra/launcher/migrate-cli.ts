import { ensureInfrastructure } from './infrastructure.ts';
import { migrateUrl } from '@doco/db';

// `npm run migrate`: finds (or starts) Postgres as `npm start` does and applies every pending migration.
const log = (m: string) => console.log(`[migrate] ${m}`);
const infra = await ensureInfrastructure(log).catch((error: Error) => {
  console.error(`[migrate] ${error.message}`);
  process.exit(1);
});
try {
  await migrateUrl(infra.postgres.url, { log });
} catch (error) {
  console.error(`[migrate] failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await infra.stop();
}
