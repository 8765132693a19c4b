import type { PublicUser } from '@doco/contracts';
import type { User } from '@doco/db';

/** The user record the API shows: never the password hash, a token or billing ids. */
export function toPublicUser(user: User, session?: { firstSignIn?: boolean }): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    emailVerified: user.emailVerified,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: user.createdAt.toISOString(),
    firstSignIn: session?.firstSignIn === true,
  };
}
