import type { Database, Kysely } from '@doco/db';
import type { Producer } from '@doco/queue';
import type { AccountPluginOptions } from '../auth/context.ts';
import { createContactRepository, type ContactRepository } from './contact.repository.ts';

export interface ContactContext {
  db: Kysely<Database>;
  contacts: ContactRepository;
  producer: Producer;
  publicUrl: string | undefined;
  supportEmail: string;
}

export function createContactContext({ deps, config }: AccountPluginOptions): ContactContext {
  return {
    db: deps.db,
    contacts: createContactRepository(deps.db),
    producer: deps.producer,
    publicUrl: config.PUBLIC_URL,
    supportEmail: config.SUPPORT_EMAIL,
  };
}
