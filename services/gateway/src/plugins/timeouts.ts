import type { FastifyServerOptions } from 'fastify';

// Without these a client could hold a request open for as long as it liked: a stolen cookie kept alive
// in a slow request outlived the logout that ended it (issue 24), and idle sockets pile up. The
// request timeout leaves a 20 MB upload on a slow phone link (about 2 Mbit/s) time to arrive.

/** The whole request (headers and body) must arrive within this. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** A socket with nothing sent or received this long is closed. */
export const CONNECTION_TIMEOUT_MS = 150_000;
/** An idle keep-alive connection is closed after this (longer than a proxy's own idle timeout of 60 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export const serverTimeouts = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionTimeout: CONNECTION_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
} as const satisfies Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'>;
