import type { Database, Kysely } from '@doco/db';
import type { Producer } from '@doco/queue';
import type { AccountPluginOptions } from '../auth/context.ts';
import { publicBase } from '../auth/links.ts';
import { createContactRepository, type ContactRepository } from './contact.repository.ts';

export interface ContactContext {
  db: Kysely<Database>;
  contacts: ContactRepository;
  producer: Producer;
  /** Base of the confirmation link (PUBLIC_URL, never the request's host). */
  publicBase: string;
  supportEmail: string;
  formSecret: string;
}

export function createContactContext({ deps, config }: AccountPluginOptions): ContactContext {
  return {
    db: deps.db,
    contacts: createContactRepository(deps.db),
    producer: deps.producer,
    publicBase: publicBase(config.PUBLIC_URL, config.PORT),
    supportEmail: config.SUPPORT_EMAIL,
    formSecret: config.SESSION_SECRET,
  };
}
