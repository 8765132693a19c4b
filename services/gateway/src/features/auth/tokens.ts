import { createHash, randomBytes } from 'node:crypto';

export const VERIFICATION_TTL_MS = 24 * 3600 * 1000;
export const RESET_TTL_MS = 3600 * 1000;
export const CONTACT_TTL_MS = 24 * 3600 * 1000;

/** What the database keeps of a token: its sha256 hex, so a leaked table cannot be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A fresh single-use token (256 random bits, URL-safe) and the hash to store. */
export function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const expiresIn = (ms: number) => new Date(Date.now() + ms);
