import type { Kysely } from 'kysely';
import type { Database } from '@doco/db';
import { MESSAGES, notFound } from '../errors.ts';
import type { PaymentProvider } from '../providers/types.ts';
import { createCustomersRepository as repo } from './repository.ts';

/**
 * The provider customer of a user. Stripe's id is kept on users.stripeCustomerId; the sandbox derives
 * its own from the user id, so a sandbox id never lands in the column the admin portal links to Stripe.
 */
export function createCustomers(db: Kysely<Database>, provider: PaymentProvider) {
  return {
    async ensure(userId: string): Promise<string> {
      const user = await repo(db).findUser(userId);
      if (!user) throw notFound(MESSAGES.unknownUser, 'unknown_user');
      const existingId = provider.name === 'stripe' ? user.stripeCustomerId : null;
      const customerId = await provider.ensureCustomer({ id: user.id, email: user.email, existingId });
      if (provider.name === 'stripe' && customerId !== existingId) return repo(db).setStripeCustomerId(user.id, customerId);
      return customerId;
    },
  };
}
export type Customers = ReturnType<typeof createCustomers>;
