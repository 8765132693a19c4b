import type { GatewayConfig } from '@doco/config';
import type { Database, Kysely } from '@doco/db';
import { DEFAULT_PREFIX } from '@doco/queue';
import type { GatewayDeps } from '../../deps.ts';
import { publicBase } from './links.ts';
import { createSignInFailures, type SignInFailures } from './sign-in-failures.ts';
import { accountEmails, type AccountEmails } from './emails.ts';
import { createUsersRepository, type UsersRepository } from './users.repository.ts';

/** Options of the account plugins (auth and contact), as app.ts registers them. */
export interface AccountPluginOptions {
  deps: GatewayDeps;
  config: Pick<GatewayConfig, 'PUBLIC_URL' | 'PORT' | 'SUPPORT_EMAIL' | 'SESSION_SECRET'>;
}

/** What the auth route files share, made once per app. */
export interface AuthContext {
  db: Kysely<Database>;
  users: UsersRepository;
  emails: AccountEmails;
  /** Base of every link in mail (links.ts): PUBLIC_URL, never the request's host. */
  publicBase: string;
  signInFailures: SignInFailures;
  /** Signs the start time of the register and contact forms (bot-check.ts). */
  formSecret: string;
}

export function createAuthContext({ deps, config }: AccountPluginOptions, userChanged?: (userId: string) => void): AuthContext {
  return {
    db: deps.db,
    users: createUsersRepository(deps.db, userChanged),
    emails: accountEmails(deps.producer),
    publicBase: publicBase(config.PUBLIC_URL, config.PORT),
    signInFailures: createSignInFailures(deps.redis, rateLimitNamespace(deps)),
    formSecret: config.SESSION_SECRET,
  };
}

/** Rate-limit keys sit beside the deployment's queue keys (a test's own prefix in tests). */
export const rateLimitNamespace = (deps: Pick<GatewayDeps, 'queuePrefix'>) => `${deps.queuePrefix ?? DEFAULT_PREFIX}:rate-limit:`;
