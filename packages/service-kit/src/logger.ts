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
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'], remove: true },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' } } }
      : {}),
  };
}

export function createLogger(settings: LoggerSettings): Logger {
  return pino(loggerOptions(settings));
}
export type { Logger };
