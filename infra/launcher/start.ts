import { loadLauncherConfig } from '@doco/config';
import { redact, waitFor } from '@doco/local-services';
import { ensureInfrastructure } from './infrastructure.ts';
import { migrateUrl } from '@doco/db';
import { SERVICES, startService } from './services.ts';
import { supervise, type Supervised } from './supervisor.ts';
import { buildWebIfStale } from './web-build.ts';
import { ocrEngineLine } from './ocr-notice.ts';

// `npm start`: Postgres and Redis found or started, migrations, the web build, then the four services.
const log = (m: string) => console.log(`[doco] ${m}`);

async function gatewayAnswers(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function main() {
  const config = loadLauncherConfig();
  const infra = await ensureInfrastructure(log);
  log(`postgres: ${redact(infra.postgres.url)} (${infra.postgres.source})`);
  log(`redis: ${infra.redis.url} (${infra.redis.source})`);

  let services: Supervised[] = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await Promise.all(services.map((service) => service.stop()));
    await infra.stop();
    // Exit once the last line is written (stdout to a pipe is asynchronous).
    process.stdout.write('[doco] stopped\n', () => process.exit(code));
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    await migrateUrl(infra.postgres.url, { log });
    buildWebIfStale(log);
  } catch (error) {
    log(`cannot start: ${(error as Error).message}`);
    return shutdown(1);
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: infra.postgres.url,
    REDIS_URL: infra.redis.url,
    DATA_DIR: config.DATA_DIR,
    LOG_PRETTY: process.env.LOG_PRETTY ?? 'true',
  };
  // Said once here (a restarted worker logs its engine again, but only in its own lines).
  log(ocrEngineLine(env));
  // A service that dies is restarted with backoff (its jobs go back to the queue and the restarted
  // worker picks them up); only five failed starts in a row stop everything.
  services = SERVICES.map((spec) =>
    supervise(spec.name, () => startService(spec, env), {
      log,
      onGiveUp: () => void shutdown(1),
    }),
  );

  await waitFor(() => gatewayAnswers(config.PORT), 60_000, 'the gateway');
  log(`Doco is running at http://localhost:${config.PORT}  (Ctrl-C stops everything)`);
}

main().catch((error) => {
  console.error(`[doco] cannot start: ${(error as Error).message}`);
  process.exit(1);
});
