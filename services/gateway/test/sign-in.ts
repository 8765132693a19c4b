import { createUser } from '@doco/testkit';
import type { NewUser } from '@doco/db';
import { hashPassword } from '../src/features/auth/passwords.ts';
import type { createTestGateway } from './helpers.ts';

type Gateway = Awaited<ReturnType<typeof createTestGateway>>;

const PASSWORD = 'correct-horse-battery-staple';
let clients = 0;

/** A verified user signed in through the real login route; returns the session cookie to send. */
export async function signedInUser(gateway: Gateway, overrides: Partial<NewUser> = {}) {
  const user = await createUser(gateway.deps.db, { hashedPassword: await hashPassword(PASSWORD), ...overrides });
  // Each signed-in user comes from its own address, so the per-IP login limit does not trip.
  clients += 1;
  const remoteAddress = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  const res = await gateway.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email: user.email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error('login set no cookie');
  return { user, cookie: first.split(';')[0]! };
}
