import type { FastifyBaseLogger } from 'fastify';
import { loadGatewayConfig } from '@doco/config';
import { createLogger, exitOnStartupError, onShutdown, startMetricsServer } from '@doco/service-kit';
import { buildApp } from './app.ts';
import { createDeps } from './deps.ts';

async function main() {
  const config = loadGatewayConfig();
  const logger = createLogger({ service: 'gateway', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const deps = createDeps(config);
  await deps.storage.ensureReady();
  const app = await buildApp({ config, deps, logger: logger as FastifyBaseLogger });
  // Prometheus scrapes /metrics on its own port (127.0.0.1 by default), never the public one.
  const metricsServer = await startMetricsServer({ host: config.METRICS_HOST, port: config.METRICS_PORT, metrics: deps.metrics! });
  onShutdown(logger, [() => app.close(), () => metricsServer.close(), () => deps.close()]);
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error) => exitOnStartupError('gateway', error));
