import type { FastifyRequest } from 'fastify';
import { hashedKey, type LimitRule } from '../../plugins/rate-limit.ts';

// Rate limits of the account routes (the spec names none). Per IP they stop one machine hammering;
// per email they stop a spread-out attack on one account or one inbox. Every call counts, not just
// failures, so the 11th rapid login attempt is refused.

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
  login: [byIp('login', 10, 5 * MINUTE), byEmail('login', 10, 15 * MINUTE)],
  register: [byIp('register', 10, HOUR), byEmail('register', 3, HOUR)],
  resendVerification: [byIp('resend', 10, HOUR), byEmail('resend', 3, HOUR)],
  forgotPassword: [byIp('forgot', 10, HOUR), byEmail('forgot', 3, HOUR)],
  resetPassword: [byIp('reset', 10, 15 * MINUTE)],
  /** A stolen session cannot guess the current password at speed. */
  changePassword: [byIp('change-password', 10, 15 * MINUTE), byUser('change-password', 10, 15 * MINUTE)],
  contact: [byIp('contact', 5, HOUR), byEmail('contact', 3, HOUR)],
} satisfies Record<string, LimitRule[]>;
