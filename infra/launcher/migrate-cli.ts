import { loadLauncherConfig } from '@doco/config';
import { migrateUrl, SERVICE_ROLES } from '@doco/db';
import { ensureInfrastructure } from './infrastructure.ts';

// `npm run migrate`: finds (or starts) Postgres as `npm start` does and applies every pending migration.
// In compose it also lets each service's role log in with its password (GATEWAY_DB_PASSWORD, ...).
const log = (m: string) => console.log(`[migrate] ${m}`);
const infra = await ensureInfrastructure(log).catch((error: Error) => {
  console.error(`[migrate] ${error.message}`);
  process.exit(1);
});
try {
  const config = loadLauncherConfig();
  const rolePasswords = {
    [SERVICE_ROLES.gateway]: config.GATEWAY_DB_PASSWORD,
    [SERVICE_ROLES.billing]: config.BILLING_DB_PASSWORD,
    [SERVICE_ROLES.worker]: config.WORKER_DB_PASSWORD,
  };
  await migrateUrl(infra.postgres.url, { log, rolePasswords });
} catch (error) {
  console.error(`[migrate] failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await infra.stop();
}
