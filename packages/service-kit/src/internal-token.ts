import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header services use among themselves: `authorization: Bearer <the caller's token>`. */
export const internalAuthHeader = (token: string) => ({ authorization: `Bearer ${token}` });

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the internal token; compared in constant time (digests of equal length). */
export function hasInternalToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}
