import { sql, type Kysely } from 'kysely';

// Each service reads only its own tables and the views their owners name (issue 25, docs/ARCHITECTURE.md
// "Services and what each owns"):
// - the worker reads what it needs of an analysis's document through the gateway's
//   `analysis_documents_v`, no longer `documents` itself, and writes only the columns of an analysis's
//   progress and outcome (not its document, its owner's signing date or reminders);
// - the admin portal's payment, subscription and credit figures come from billing's internal API, so
//   the gateway's role loses its reads of billing's tables and the write it kept on payments (deleting
//   a user asks billing to detach their payments first; the foreign keys' own actions run as the
//   tables' owner, not as the gateway);
// - billing reads who a payer is (email and name, for receipts, invoices and the admin's payment list)
//   through the gateway's `payers_v`, and keeps on `users` only the columns it mirrors there (with `id`
//   to find the row), which it reads and writes.

const statements = [
  `create view analysis_documents_v as
     select a.id as analysis_id, d.id as document_id, d.user_id, d.storage_key, d.original_name, d.mime_type
       from analyses a join documents d on d.id = a.document_id`,
  `grant select on analysis_documents_v to doco_worker`,
  `revoke select on documents from doco_worker`,
  `revoke update on analyses from doco_worker`,
  `grant update (status, stage, stage_detail, progress, started_at, completed_at, page_count, total_concerns,
     category_counts, error_message) on analyses to doco_worker`,
  `revoke select on payments, subscriptions, credit_ledger, webhook_events from doco_gateway`,
  `revoke update (user_id, payer_hash) on payments from doco_gateway`,
  `create view payers_v as select id, email, first_name, last_name, stripe_customer_id from users`,
  `grant select on payers_v to doco_billing`,
  `revoke select on users from doco_billing`,
  `grant select (id, stripe_customer_id, stripe_subscription_id, subscription_plan, subscription_status,
     subscription_current_period_start, subscription_current_period_end, effective_cost_per_review) on users to doco_billing`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
