import type { FastifyRequest } from 'fastify';
import { hashedKey, type LimitRule } from '../../plugins/rate-limit.ts';

// Rate limits of the account routes (the spec names none). Per email they stop a spread-out attack on
// one inbox; per IP they stop one machine hammering, with ceilings a busy office behind one NAT never
// reaches. Sign-in counts wrong passwords only (sign-in-failures.ts); its per-IP call ceiling here is a
// flood guard. README (Security) states these numbers.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const byIp = (name: string, max: number, windowMs: number): LimitRule => ({
  name: `${name}:ip`,
  max,
  windowMs,
  key: (request) => request.ip,
});

/** The (validated, lower-cased) body email, hashed; calls without one are not counted here. */
const byEmail = (name: string, max: number, windowMs: number): LimitRule => ({
  name: `${name}:email`,
  max,
  windowMs,
  key: (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email ? hashedKey(email) : undefined;
  },
});

const byUser = (name: string, max: number, windowMs: number): LimitRule => ({
  name: `${name}:user`,
  max,
  windowMs,
  key: (request: FastifyRequest) => request.session?.userId,
});

export const LIMITS = {
  login: [byIp('login', 300, 15 * MINUTE)],
  register: [byIp('register', 50, HOUR), byEmail('register', 3, HOUR)],
  resendVerification: [byIp('resend', 50, HOUR), byEmail('resend', 3, HOUR)],
  forgotPassword: [byIp('forgot', 50, HOUR), byEmail('forgot', 3, HOUR)],
  resetPassword: [byIp('reset', 30, 15 * MINUTE)],
  /** A stolen session cannot guess the current password at speed. */
  changePassword: [byIp('change-password', 10, 15 * MINUTE), byUser('change-password', 10, 15 * MINUTE)],
  contact: [byIp('contact', 5, HOUR), byEmail('contact', 3, HOUR)],
} satisfies Record<string, LimitRule[]>;
