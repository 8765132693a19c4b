import { createUser } from '@doco/testkit';
import type { NewUser } from '@doco/db';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { login, type TestGateway } from './helpers.ts';

const PASSWORD = 'correct-horse-battery-staple';

/**
 * A verified user made by the factory (no mail round trip) and signed in through the real login
 * route; returns the user and the session cookie to send.
 */
export async function signedInUser(gateway: TestGateway, overrides: Partial<NewUser> = {}) {
  const user = await createUser(gateway.deps.db, { hashedPassword: await hashPassword(PASSWORD), ...overrides });
  return { user, cookie: await login(gateway, user.email, PASSWORD) };
}
