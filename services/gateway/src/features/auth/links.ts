import type { FastifyRequest } from 'fastify';

/** Base of links in emails: PUBLIC_URL when set, else the origin the request came to. */
export function publicBase(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

export function link(base: string, path: string, token: string) {
  return `${base}${path}?token=${encodeURIComponent(token)}`;
}
