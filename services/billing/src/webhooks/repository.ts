import type { Kysely } from 'kysely';
import { toJson, type Database, type PaymentProvider } from '@doco/db';
import type { ProviderEvent } from '../providers/types.ts';

/** All SQL of webhook_events: every event seen, unique per (provider, event id). */
export function createWebhookEventsRepository(db: Kysely<Database>) {
  return {
    /** Records the event unless it was seen before; returns whether it was already processed. */
    async record(provider: PaymentProvider, event: ProviderEvent): Promise<{ processed: boolean }> {
      await db
        .insertInto('webhookEvents')
        .values({ provider, eventId: event.id, type: event.type, payload: toJson(event.payload) })
        .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
        .execute();
      const row = await db
        .selectFrom('webhookEvents')
        .select('processedAt')
        .where('provider', '=', provider)
        .where('eventId', '=', event.id)
        .executeTakeFirstOrThrow();
      return { processed: row.processedAt !== null };
    },

    async markProcessed(provider: PaymentProvider, eventId: string, at: Date) {
      await db
        .updateTable('webhookEvents')
        .set({ processedAt: at })
        .where('provider', '=', provider)
        .where('eventId', '=', eventId)
        .where('processedAt', 'is', null)
        .execute();
    },
  };
}
export type WebhookEventsRepository = ReturnType<typeof createWebhookEventsRepository>;
