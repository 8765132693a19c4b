import type { FastifyBaseLogger } from 'fastify';
import { loadGatewayConfig } from '@doco/config';
import { createLogger, exitOnStartupError, onShutdown } from '@doco/service-kit';
import { buildApp } from './app.ts';
import { createDeps } from './deps.ts';

async function main() {
  const config = loadGatewayConfig();
  const logger = createLogger({ service: 'gateway', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const deps = createDeps(config);
  await deps.storage.ensureReady();
  const app = await buildApp({ config, deps, logger: logger as FastifyBaseLogger });
  onShutdown(logger, [() => app.close(), () => deps.close()]);
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error) => exitOnStartupError('gateway', error));
