import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@doco/db';
import { PgSessionStore, purgeExpiredSessions } from './store.ts';
import type { SessionCache } from './auth-cache.ts';
import { cachingSigner } from './caching-signer.ts';
import { createDeviceCookies, type DeviceCookies } from './device-cookie.ts';

declare module 'fastify' {
  interface Session {
    userId?: string;
    adminId?: string;
    /** When the user signed in (ms): the absolute lifetime counts from here. */
    signedInAt?: number;
    /** When the idle expiry was last pushed forward (ms). */
    touchedAt?: number;
    /** When this session id was issued (ms): refused if the account's `sessions_valid_after` is later. */
    issuedAt?: number;
    /** This is the account's first sign-in (issue 27: the dashboard says 'Welcome', not 'Welcome back'). */
    firstSignIn?: boolean;
    /** Its row was written: saving it again updates that row and never inserts one (store.ts). */
    stored?: true;
  }
  interface FastifyInstance {
    /** The session cookie's name (`__Host-doco.sid` in production over https). */
    sessionCookieName: string;
    /** Its attributes: clearing it needs the same ones (a browser ignores a `__Host-` cookie without Secure). */
    sessionCookieOptions: SessionCookieOptions;
    /** Sessions in memory; `userChanged(id)` after anything that ends or changes a user's sessions. */
    sessionCache: SessionCache | undefined;
    /** Which accounts this browser signed in to before (sign-in limits, device-cookie.ts). */
    deviceCookies: DeviceCookies;
  }
}

export const SESSION_COOKIE = 'doco.sid';
/** A session unused this long ends (the cookie's and the row's expiry). */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
/** A session ends this long after sign-in however busy it is. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** The idle expiry moves forward at most this often: no database write on every request. */
export const SESSION_TOUCH_EVERY_MS = 5 * 60 * 1000;
const PURGE_EVERY_MS = 15 * 60 * 1000;

export interface SessionCookieOptions {
  path: '/';
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
}

export interface SessionOptions {
  db: Kysely<Database>;
  secret: string;
  /** Secure cookies: decided by the public URL being https, never per request. */
  secure: boolean;
  /** `__Host-` prefix (production over https: Secure, Path=/, no Domain). */
  hostPrefix: boolean;
  /** Keeps session reads off Postgres (auth-cache.ts); without it every request reads the table. */
  cache?: SessionCache;
}

/** Cookie sessions stored in Postgres: HttpOnly, SameSite=Lax, Secure when the public URL is https. */
export async function registerSessions(app: FastifyInstance, options: SessionOptions) {
  const cookieName = options.hostPrefix && options.secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
  const cookie: SessionCookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' };
  app.decorate('sessionCookieName', cookieName);
  app.decorate('sessionCookieOptions', cookie);
  app.decorate('sessionCache', options.cache);
  app.decorate('deviceCookies', createDeviceCookies(options));
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: cachingSigner(options.secret),
    cookieName,
    store: new PgSessionStore(options.db, SESSION_IDLE_MS, options.cache),
    saveUninitialized: false,
    // Not rolling: a rolling session is written on every request. keepAlive() touches it instead.
    rolling: false,
    cookie: { ...cookie, maxAge: SESSION_IDLE_MS },
  });
  app.addHook('onRequest', keepAlive);
  const timer = setInterval(() => {
    purgeExpiredSessions(options.db).catch((err) => app.log.warn({ err }, 'session clean-up failed'));
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await options.cache?.close();
  });
}

/**
 * Ends a signed-in session past its absolute lifetime; else pushes its idle expiry on, every few minutes.
 * A callback hook, not an async one: no promise per signed-in request on the hot path.
 */
function keepAlive(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  const session = request.session;
  if (!session?.userId) return done();
  const now = Date.now();
  if (!session.signedInAt || now - session.signedInAt > SESSION_ABSOLUTE_MS) {
    session.regenerate((err?: Error) => done(err)); // a fresh, empty session: the caller is signed out
    return;
  }
  if (!session.touchedAt || now - session.touchedAt >= SESSION_TOUCH_EVERY_MS) {
    session.touch();
    session.touchedAt = now; // changes the session, so it is saved once with its new expiry
  }
  done();
}

/**
 * Starts a signed-in session under a new id (an id planted before sign-in is worth nothing after).
 * `validAfter` is the account's `sessions_valid_after`: the new session counts as issued no earlier,
 * so another gateway's clock running behind cannot make it look older than the last password change.
 */
export async function signIn(request: FastifyRequest, userId: string, signedInAt = Date.now(), validAfter?: Date | null) {
  await request.session.regenerate();
  const now = Date.now();
  request.session.userId = userId;
  request.session.signedInAt = signedInAt;
  request.session.touchedAt = now;
  request.session.issuedAt = Math.max(now, validAfter?.getTime() ?? 0);
}

/** A session issued before the account's last password change or reset is over, whatever its row says. */
export function issuedBefore(session: { issuedAt?: number; signedInAt?: number }, validAfter: Date | null): boolean {
  if (!validAfter) return false;
  return (session.issuedAt ?? session.signedInAt ?? 0) < validAfter.getTime();
}
