import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@doco/db';
import { PgSessionStore, purgeExpiredSessions } from './store.ts';

declare module 'fastify' {
  interface Session {
    userId?: string;
    adminId?: string;
  }
}

export const SESSION_COOKIE = 'doco.sid';
const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
const PURGE_EVERY_MS = 15 * 60 * 1000;

/** Cookie sessions stored in Postgres: HttpOnly, SameSite=Lax, Secure when served over https. */
export async function registerSessions(app: FastifyInstance, options: { db: Kysely<Database>; secret: string }) {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName: SESSION_COOKIE,
    store: new PgSessionStore(options.db, SESSION_TTL_MS),
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: SESSION_TTL_MS },
  });
  const timer = setInterval(() => {
    purgeExpiredSessions(options.db).catch((err) => app.log.warn({ err }, 'session clean-up failed'));
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
