import type { PublicUser } from '@doco/contracts';

/** A signed-in user as GET /api/auth/user returns it (contracts publicUser). */
export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lee',
    emailVerified: true,
    subscriptionPlan: 'free',
    subscriptionStatus: null,
    createdAt: '2026-03-03T00:00:00.000Z',
    ...overrides,
  };
}
