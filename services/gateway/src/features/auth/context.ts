import type { GatewayConfig } from '@doco/config';
import type { Database, Kysely } from '@doco/db';
import { DEFAULT_PREFIX } from '@doco/queue';
import type { GatewayDeps } from '../../deps.ts';
import { accountEmails, type AccountEmails } from './emails.ts';
import { createUsersRepository, type UsersRepository } from './users.repository.ts';

/** Options of the account plugins (auth and contact), as app.ts registers them. */
export interface AccountPluginOptions {
  deps: GatewayDeps;
  config: Pick<GatewayConfig, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
}

/** What the auth route files share, made once per app. */
export interface AuthContext {
  db: Kysely<Database>;
  users: UsersRepository;
  emails: AccountEmails;
  publicUrl: string | undefined;
}

export function createAuthContext({ deps, config }: AccountPluginOptions): AuthContext {
  return {
    db: deps.db,
    users: createUsersRepository(deps.db),
    emails: accountEmails(deps.producer),
    publicUrl: config.PUBLIC_URL,
  };
}

/** Rate-limit keys sit beside the deployment's queue keys (a test's own prefix in tests). */
export const rateLimitNamespace = (deps: GatewayDeps) => `${deps.queuePrefix ?? DEFAULT_PREFIX}:rate-limit:`;
