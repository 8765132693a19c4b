import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// "This browser has signed in to this account before" (issue 24 §5). When wrong passwords from many
// addresses fill an account's counter, the owner still gets in with the right password from a browser
// that carries one of these. Each token is scoped to one account and signed with SESSION_SECRET, so it
// can be neither forged nor moved to another account; a browser keeps the newest few.

export const DEVICE_COOKIE = 'doco.device';
/** A token older than this, or than the account's last password change or reset, counts for nothing. */
export const DEVICE_TTL_MS = 180 * 24 * 3600 * 1000;
/** Accounts remembered by one browser (a shared family computer, an admin who is also a buyer). */
const MAX_TOKENS = 5;
const MAX_COOKIE_LENGTH = 1000;

export interface DeviceCookieOptions {
  secret: string;
  secure: boolean;
  /** `__Host-` prefix (production over https). */
  hostPrefix: boolean;
}

export interface DeviceCookies {
  cookieName: string;
  /** Whether the browser signed in to `account` before (and since `notBefore`, when given). */
  knows(request: FastifyRequest, account: string, notBefore?: Date | null): boolean;
  /** Sets the cookie with a fresh token for `account`, keeping the browser's other accounts. */
  remember(request: FastifyRequest, reply: FastifyReply, account: string): void;
}

export function createDeviceCookies(options: DeviceCookieOptions): DeviceCookies {
  const cookieName = options.hostPrefix && options.secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
  const mac = (account: string, body: string) =>
    createHmac('sha256', options.secret).update(`doco-device\n${account}\n${body}`).digest('base64url');
  const tokensOf = (request: FastifyRequest) => {
    const value = request.cookies?.[cookieName];
    return value && value.length <= MAX_COOKIE_LENGTH ? value.split('~') : [];
  };
  /** The token's issue time when it is this account's and its signature holds; null otherwise. */
  const issuedAt = (token: string, account: string): number | null => {
    const [time, nonce, signature] = token.split('.');
    if (!time || !nonce || !signature) return null;
    const expected = Buffer.from(mac(account, `${time}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const at = Number.parseInt(time, 36);
    return Number.isFinite(at) ? at : null;
  };

  return {
    cookieName,
    knows(request, account, notBefore) {
      const now = Date.now();
      return tokensOf(request).some((token) => {
        const at = issuedAt(token, account);
        return at !== null && now - at < DEVICE_TTL_MS && at >= (notBefore?.getTime() ?? 0);
      });
    },
    remember(request, reply, account) {
      const body = `${Date.now().toString(36)}.${randomBytes(12).toString('base64url')}`;
      const others = tokensOf(request).filter((token) => issuedAt(token, account) === null);
      const tokens = [...others.slice(-(MAX_TOKENS - 1)), `${body}.${mac(account, body)}`];
      reply.setCookie(cookieName, tokens.join('~'), {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secure,
        maxAge: DEVICE_TTL_MS / 1000,
      });
    },
  };
}
