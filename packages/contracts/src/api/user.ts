import { z } from 'zod';

export const SUBSCRIPTION_PLANS = ['free', 'monthly', 'quarterly', 'semiannually', 'annual'] as const;
export const subscriptionPlan = z.enum(SUBSCRIPTION_PLANS);
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

/** The signed-in user as GET /api/auth/user returns it: never a hash or a token. */
export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailVerified: z.boolean(),
  subscriptionPlan: subscriptionPlan.nullable(),
  subscriptionStatus: z.string().nullable(),
  createdAt: z.string(),
  /** True in the session of the account's first sign-in ('Welcome', not 'Welcome back'; issue 27). */
  firstSignIn: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUser>;
