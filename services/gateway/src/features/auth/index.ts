import type { FastifyInstance } from 'fastify';
import { registerRateLimit } from '../../plugins/rate-limit.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { accountRoutes } from './account.routes.ts';
import { createAuthContext, rateLimitNamespace, type AccountPluginOptions } from './context.ts';
import { passwordRoutes } from './password.routes.ts';
import { registrationRoutes } from './registration.routes.ts';
import { sessionRoutes } from './session.routes.ts';

export type { AccountPluginOptions } from './context.ts';

/** /api/auth/*: registration, verification, sessions and password recovery (spec-accounts-admin §7). */
export async function authRoutes(scope: FastifyInstance, options: AccountPluginOptions) {
  const app = useZodSchemas(scope);
  await registerRateLimit(scope, { redis: options.deps.redis, nameSpace: rateLimitNamespace(options.deps) });
  // A write to a user's row drops the copy every gateway keeps in memory.
  const context = createAuthContext(options, (userId) => scope.sessionCache?.userChanged(userId));
  registrationRoutes(app, context);
  sessionRoutes(app, context);
  passwordRoutes(app, context);
  await scope.register(accountRoutes, context);
}
