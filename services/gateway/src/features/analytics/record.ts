import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@doco/db';
import { currentUser } from '../auth/require-user.ts';
import { createServerEvents } from './server-events.ts';

/** The server's checkout and purchase events for the signed-in user of a request; a failure is logged, never thrown. */
export function recordingServerEvents(db: Kysely<Database>) {
  const events = createServerEvents(db);
  const safely = async (request: FastifyRequest, what: string, write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (err) {
      request.log.warn({ err, event: what }, 'analytics event not recorded');
    }
  };
  return {
    checkoutBegun: (request: FastifyRequest, checkout: Parameters<typeof events.checkoutBegun>[1]) =>
      safely(request, 'begin_checkout', () => events.checkoutBegun(currentUser(request).id, checkout)),
    purchased: (request: FastifyRequest, transactionId: string) => safely(request, 'purchase', () => events.purchased(currentUser(request).id, transactionId)),
  };
}
