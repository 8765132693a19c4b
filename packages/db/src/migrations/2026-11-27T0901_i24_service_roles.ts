import { sql, type Kysely } from 'kysely';

// One Postgres role per service (issue 24), with grants on what it owns and reads, so a service's
// credentials cannot write another's tables: the analysis worker's cannot touch users or
// admin_users. Roles belong to the whole server, so they are made only when missing (several
// databases on one server share them); they cannot log in until the migration step gives them a
// password (roles.ts, compose). Local development may keep connecting as a superuser.

const statements = [
  `do $$
   declare r text;
   begin
     foreach r in array array['doco_gateway', 'doco_billing', 'doco_worker'] loop
       begin
         execute format('create role %I nologin', r);
       exception when duplicate_object or unique_violation then null; -- made by another database's migration
       end;
     end loop;
   end $$`,
  `do $$ begin execute format('grant usage on schema %I to doco_gateway, doco_billing, doco_worker', current_schema()); end $$`,

  // gateway: accounts, sessions, documents, analyses, contact, admin, analytics.
  `grant select, insert, update, delete on users, sessions, documents, analyses, analytics_events,
     pending_contact_messages, contact_messages, admin_users, admin_activity_log to doco_gateway`,
  `grant select on analysis_results_v to doco_gateway`,
  // Known drift (docs/ARCHITECTURE.md): the admin portal reads billing's tables, and deleting a user
  // detaches their payments. Nothing else of billing's is writable by the gateway.
  `grant select on payments, subscriptions, credit_ledger, webhook_events to doco_gateway`,
  `grant update (user_id, payer_hash) on payments to doco_gateway`,

  // billing: the ledger, payments, subscriptions, webhooks; the subscription columns mirrored on users.
  `grant select, insert, update, delete on credit_ledger, payments, subscriptions, webhook_events to doco_billing`,
  `grant usage on sequence invoice_number_seq to doco_billing`,
  `grant select on users to doco_billing`,
  `grant update (stripe_customer_id, stripe_subscription_id, subscription_plan, subscription_status,
     subscription_current_period_start, subscription_current_period_end, effective_cost_per_review) on users to doco_billing`,

  // analysis worker: an analysis's progress and results, read from the document it analyses.
  `grant select, update on analyses to doco_worker`,
  `grant select on documents to doco_worker`,
  `grant select, insert, update, delete on concerns, register_search_statements, comprehensive_property_analysis,
     reports, analysis_texts to doco_worker`,
  `grant select on analysis_results_v to doco_worker`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
