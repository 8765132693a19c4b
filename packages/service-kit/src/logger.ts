import { pino, type Logger, type LoggerOptions } from 'pino';

export interface LoggerSettings {
  service: string;
  level: string;
  pretty: boolean;
}

/** pino options shared by every service: JSON in production, pretty under `npm start`. */
export function loggerOptions({ service, level, pretty }: LoggerSettings): LoggerOptions {
  return {
    level,
    base: { service },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.link'], remove: true },
    serializers: { req: requestForLog },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' } } }
      : {}),
  };
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  routeOptions?: { url?: string | undefined };
}

/**
 * A request as its log line shows it: the route pattern (`/api/analyses/:id`), else the path with no
 * query string. Links in mail carry their tokens in the query, so a logged URL would leak them.
 */
export function requestForLog(request: LoggedRequest) {
  const path = request.routeOptions?.url ?? (request.url ?? '').split('?')[0];
  return { method: request.method, url: path, remoteAddress: request.ip };
}

export function createLogger(settings: LoggerSettings): Logger {
  return pino(loggerOptions(settings));
}
export type { Logger };
