// `npm run doco -- admin create|list|disable|unlock`: how the first administrator (and every later one) is
// made. The password comes from DOCO_ADMIN_PASSWORD, or a prompt without echo when stdin is a terminal.
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { AdminCliConfig } from '@doco/config';
import { createDb } from '@doco/db';
import { redisOptions } from '@doco/queue';
import { Redis } from 'ioredis';
import { hashPassword } from '../auth/passwords.ts';
import { createAdminsRepository } from './admins.repository.ts';
import { unlockSignIn } from './unlock.ts';

export const ADMIN_PASSWORD_MIN = 12;

export interface AdminCliIo {
  out(line: string): void;
  err(line: string): void;
  config: AdminCliConfig;
  /** Reads a password without echo; null when there is no terminal to ask on. */
  askPassword(prompt: string): Promise<string | null>;
}

const USAGE = [
  'Usage:',
  '  npm run doco -- admin create --email E [--first F] [--last L]',
  '      Creates the administrator, or resets its password (and re-activates it) if it exists.',
  `      The password (at least ${ADMIN_PASSWORD_MIN} characters) comes from DOCO_ADMIN_PASSWORD, or is asked for.`,
  '  npm run doco -- admin list',
  '  npm run doco -- admin disable --email E',
  '      Deactivates the administrator and ends its sessions.',
  '  npm run doco -- admin unlock --email E',
  '      Clears the wrong-password counters of the account (buyer or administrator) with that email.',
].join('\n');

const email = z.email();

export async function adminCommand(args: string[], io: AdminCliIo): Promise<number> {
  const [sub, ...rest] = args;
  const options = { email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' } } as const;
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; strict: true; options: typeof options }>>;
  try {
    parsed = parseArgs({ args: rest, strict: true, options });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const databaseUrl = io.config.DATABASE_URL;
  if (sub === 'create' || sub === 'disable' || sub === 'unlock') {
    if (!parsed.values.email || !email.safeParse(parsed.values.email).success) {
      io.err(`admin ${sub} needs --email with a valid email address.\n${USAGE}`);
      return 2;
    }
  } else if (sub !== 'list') {
    io.err(USAGE);
    return sub === undefined || sub === 'help' ? 0 : 2;
  }

  let password = '';
  if (sub === 'create') {
    const given = io.config.DOCO_ADMIN_PASSWORD ?? (await io.askPassword('Password for the administrator: '));
    if (given === null) {
      io.err('Set DOCO_ADMIN_PASSWORD, or run this in a terminal to be asked for the password.');
      return 2;
    }
    if (given.length < ADMIN_PASSWORD_MIN) {
      io.err(`The password must be at least ${ADMIN_PASSWORD_MIN} characters.`);
      return 1;
    }
    password = given;
  }

  const db = createDb({ url: databaseUrl });
  // Named in the audit row of what it does: the CLI has no admin session.
  const operator = `${userInfo().username}@${hostname()}`;
  try {
    if (sub === 'unlock') {
      const cleared = await withRedis(io.config.REDIS_URL, (redis) => unlockSignIn(db, redis, io.config.QUEUE_PREFIX, parsed.values.email!));
      io.out(`Unlocked sign-in for ${parsed.values.email!.toLowerCase()} (${cleared} ${cleared === 1 ? 'counter' : 'counters'} cleared).`);
      return 0;
    }
    const admins = createAdminsRepository(db);
    if (sub === 'create') {
      const { admin, created } = await admins.upsert({
        email: parsed.values.email!,
        hashedPassword: await hashPassword(password),
        firstName: parsed.values.first ?? null,
        lastName: parsed.values.last ?? null,
      }, operator);
      io.out(created ? `Created administrator ${admin.email}.` : `Reset the password of administrator ${admin.email}.`);
      return 0;
    }
    if (sub === 'disable') {
      if (!(await admins.disable(parsed.values.email!, operator))) {
        io.err(`No administrator ${parsed.values.email}.`);
        return 1;
      }
      io.out(`Disabled administrator ${parsed.values.email!.toLowerCase()}; its sessions are ended.`);
      return 0;
    }
    const rows = await admins.list();
    if (rows.length === 0) io.out('No administrators yet. Create one with: npm run doco -- admin create --email E');
    for (const a of rows) {
      const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
      io.out(`${a.email}\t${a.isActive ? 'active' : 'disabled'}\t${name || '-'}\tlast login ${a.lastLoginAt ? a.lastLoginAt.toISOString() : 'never'}`);
    }
    return 0;
  } catch (error) {
    const where = sub === 'unlock' ? 'the database or Redis' : `the database (${databaseUrl.replace(/\/\/[^@]*@/, '//')})`;
    io.err(`Could not reach ${where}: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

/** One short-lived Redis connection for a command, closed whatever happens. */
async function withRedis<T>(url: string, work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis({ ...redisOptions(url), lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}
