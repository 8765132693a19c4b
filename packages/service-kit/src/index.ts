export { createLogger, loggerOptions, type Logger, type LoggerSettings } from './logger.ts';
export { runChecks, type Check } from './readiness.ts';
export { registerHealthRoutes } from './health-routes.ts';
export { startHealthServer } from './health-server.ts';
export { onShutdown, exitOnStartupError } from './shutdown.ts';
export { hasInternalToken, internalAuthHeader } from './internal-token.ts';
export { createMetrics, instrumentHttp, registerMetricsRoute, startMetricsServer, METRIC_PREFIX, type Metrics } from './metrics.ts';
