import { createHash, randomBytes } from 'node:crypto';
import { SHARE_TOKEN_PATTERN } from '@doco/contracts';

/** A new link's token: 32 bytes from the system's CSPRNG (256 bits), base64url; only its hash is stored. */
export function newShareToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashShareToken(token) };
}

/** sha256 hex, the form the database keeps (a copy of the database gives no working link). */
export const hashShareToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a path's token has a token's shape (anything else is answered 404 without a lookup). */
export const isShareToken = (value: unknown): value is string => typeof value === 'string' && SHARE_TOKEN_PATTERN.test(value);
