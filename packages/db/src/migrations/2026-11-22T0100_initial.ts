import { sql, type Kysely } from 'kysely';

// The initial schema: every table of spec-accounts-admin §3 plus the additions the product needs
// (see schema.ts for what each column means). Forward-only: a later change is a new file.

const statements = [
  // ---- helpers --------------------------------------------------------------------------------
  `create function set_updated_at() returns trigger language plpgsql as $$
   begin
     new.updated_at := now();
     return new;
   end $$`,

  `create function lower_email() returns trigger language plpgsql as $$
   begin
     new.email := lower(new.email);
     return new;
   end $$`,

  // ---- accounts -------------------------------------------------------------------------------
  `create table users (
     id uuid primary key default gen_random_uuid(),
     email text not null,
     first_name text,
     last_name text,
     profile_image_url text,
     hashed_password text,
     email_verified boolean not null default false,
     verification_token text,
     verification_token_expiry timestamptz,
     reset_token text,
     reset_token_expiry timestamptz,
     stripe_customer_id text,
     stripe_subscription_id text,
     subscription_plan text not null default 'free'
       check (subscription_plan in ('free', 'monthly', 'quarterly', 'semiannually', 'annual')),
     subscription_status text not null default 'active',
     subscription_current_period_start timestamptz,
     subscription_current_period_end timestamptz,
     free_credits_used integer not null default 0 check (free_credits_used >= 0),
     subscription_credits integer not null default 0 check (subscription_credits >= 0),
     subscription_credits_used integer not null default 0 check (subscription_credits_used >= 0),
     effective_cost_per_review integer not null default 300 check (effective_cost_per_review >= 0),
     suspended_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     constraint users_email_key unique (email),
     constraint users_email_not_blank check (email <> '')
   )`,
  `create trigger users_lower_email before insert or update of email on users
     for each row execute function lower_email()`,
  `create trigger users_set_updated_at before update on users
     for each row execute function set_updated_at()`,
  `create unique index users_verification_token_key on users (verification_token) where verification_token is not null`,
  `create unique index users_reset_token_key on users (reset_token) where reset_token is not null`,
  `create unique index users_stripe_customer_id_key on users (stripe_customer_id) where stripe_customer_id is not null`,
  `create index users_stripe_subscription_id_idx on users (stripe_subscription_id) where stripe_subscription_id is not null`,
  `create index users_created_at_idx on users (created_at desc)`,

  `create table admin_users (
     id uuid primary key default gen_random_uuid(),
     email text not null,
     hashed_password text not null,
     first_name text,
     last_name text,
     role text not null default 'admin',
     is_active boolean not null default true,
     last_login_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     constraint admin_users_email_key unique (email),
     constraint admin_users_email_not_blank check (email <> '')
   )`,
  `create trigger admin_users_lower_email before insert or update of email on admin_users
     for each row execute function lower_email()`,
  `create trigger admin_users_set_updated_at before update on admin_users
     for each row execute function set_updated_at()`,

  `create table admin_activity_log (
     id uuid primary key default gen_random_uuid(),
     admin_id uuid references admin_users (id) on delete set null,
     action text not null,
     target text,
     details jsonb,
     ip_address text,
     user_agent text,
     created_at timestamptz not null default now()
   )`,
  `create index admin_activity_log_admin_id_created_at_idx on admin_activity_log (admin_id, created_at desc)`,
  `create index admin_activity_log_created_at_idx on admin_activity_log (created_at desc)`,

  `create table sessions (
     sid text primary key,
     sess json not null,
     expire timestamptz not null,
     user_id uuid references users (id) on delete cascade,
     admin_id uuid references admin_users (id) on delete cascade
   )`,
  `create index sessions_expire_idx on sessions (expire)`,
  `create index sessions_user_id_idx on sessions (user_id) where user_id is not null`,
  `create index sessions_admin_id_idx on sessions (admin_id) where admin_id is not null`,

  // ---- documents and analyses -----------------------------------------------------------------
  `create table documents (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users (id) on delete cascade,
     filename text not null,
     original_name text not null,
     mime_type text not null,
     size integer not null check (size >= 0),
     content text,
     storage_key text not null,
     sha256 text check (sha256 ~ '^[0-9a-f]{64}$'),
     created_at timestamptz not null default now(),
     constraint documents_storage_key_key unique (storage_key)
   )`,
  `create index documents_user_id_created_at_idx on documents (user_id, created_at desc)`,
  `create index documents_created_at_idx on documents (created_at desc)`,

  `create table analyses (
     id uuid primary key default gen_random_uuid(),
     document_id uuid not null references documents (id) on delete cascade,
     status text not null default 'pending'
       check (status in ('pending', 'processing', 'completed', 'failed')),
     total_concerns integer not null default 0 check (total_concerns >= 0),
     category_counts jsonb not null default '{}'::jsonb check (jsonb_typeof(category_counts) = 'object'),
     error_message text,
     created_at timestamptz not null default now(),
     completed_at timestamptz,
     stage text check (stage in ('queued', 'extracting', 'ocr', 'analysing', 'writing', 'report', 'done')),
     progress integer not null default 0 check (progress between 0 and 100),
     started_at timestamptz,
     page_count integer check (page_count >= 0),
     updated_at timestamptz not null default now()
   )`,
  `create trigger analyses_set_updated_at before update on analyses
     for each row execute function set_updated_at()`,
  `create index analyses_document_id_idx on analyses (document_id, created_at desc)`,
  `create index analyses_created_at_idx on analyses (created_at desc)`,
  `create index analyses_active_idx on analyses (updated_at) where status in ('pending', 'processing')`,

  `create table concerns (
     id uuid primary key default gen_random_uuid(),
     analysis_id uuid not null references analyses (id) on delete cascade,
     category text not null check (category in ('legal', 'financial', 'compliance', 'operational')),
     title text not null,
     description text not null,
     confidence integer not null check (confidence between 0 and 100),
     location text,
     context text,
     position integer not null default 0,
     created_at timestamptz not null default now()
   )`,
  `create index concerns_analysis_id_idx on concerns (analysis_id, position)`,

  `create table register_search_statements (
     id uuid primary key default gen_random_uuid(),
     analysis_id uuid not null references analyses (id) on delete cascade,
     company_name text,
     registration_number text,
     incorporation_date text,
     company_status text,
     company_type text,
     registered_address text,
     directors jsonb not null default '[]'::jsonb check (jsonb_typeof(directors) = 'array'),
     shareholders jsonb not null default '[]'::jsonb check (jsonb_typeof(shareholders) = 'array'),
     charges jsonb not null default '[]'::jsonb check (jsonb_typeof(charges) = 'array'),
     additional_info jsonb not null default '{}'::jsonb check (jsonb_typeof(additional_info) = 'object'),
     created_at timestamptz not null default now(),
     constraint register_search_statements_analysis_id_key unique (analysis_id)
   )`,

  `create table property_details (
     id uuid primary key default gen_random_uuid(),
     analysis_id uuid not null references analyses (id) on delete cascade,
     property_address text,
     purchaser_name text,
     vendor_name text,
     price bigint check (price >= 0),
     deposit bigint check (deposit >= 0),
     settlement_date text,
     title_details text,
     easements jsonb not null default '[]'::jsonb check (jsonb_typeof(easements) = 'array'),
     encumbrances jsonb not null default '[]'::jsonb check (jsonb_typeof(encumbrances) = 'array'),
     key_dates jsonb not null default '[]'::jsonb check (jsonb_typeof(key_dates) = 'array'),
     conditions jsonb not null default '[]'::jsonb check (jsonb_typeof(conditions) = 'array'),
     risks jsonb not null default '[]'::jsonb check (jsonb_typeof(risks) = 'array'),
     created_at timestamptz not null default now(),
     constraint property_details_analysis_id_key unique (analysis_id)
   )`,

  `create table comprehensive_property_analysis (
     id uuid primary key default gen_random_uuid(),
     analysis_id uuid not null references analyses (id) on delete cascade,
     property_details jsonb not null check (jsonb_typeof(property_details) = 'object'),
     easements jsonb not null default '[]'::jsonb check (jsonb_typeof(easements) = 'array'),
     restrictions jsonb not null default '[]'::jsonb check (jsonb_typeof(restrictions) = 'array'),
     encumbrances jsonb not null default '[]'::jsonb check (jsonb_typeof(encumbrances) = 'array'),
     caveats jsonb not null default '[]'::jsonb check (jsonb_typeof(caveats) = 'array'),
     notices jsonb not null default '[]'::jsonb check (jsonb_typeof(notices) = 'array'),
     covenants jsonb not null default '[]'::jsonb check (jsonb_typeof(covenants) = 'array'),
     overlays jsonb not null default '[]'::jsonb check (jsonb_typeof(overlays) = 'array'),
     costs jsonb not null check (jsonb_typeof(costs) = 'object'),
     risks jsonb not null default '[]'::jsonb check (jsonb_typeof(risks) = 'array'),
     buyer_summary jsonb not null check (jsonb_typeof(buyer_summary) = 'object'),
     property_images jsonb not null default '[]'::jsonb check (jsonb_typeof(property_images) = 'array'),
     created_at timestamptz not null default now(),
     constraint comprehensive_property_analysis_analysis_id_key unique (analysis_id)
   )`,

  `create table reports (
     id uuid primary key default gen_random_uuid(),
     analysis_id uuid not null references analyses (id) on delete cascade,
     type varchar(50) not null,
     filename varchar(255) not null,
     content text,
     content_type varchar(100) not null,
     file_size integer not null check (file_size >= 0),
     storage_key text,
     created_at timestamptz not null default now(),
     constraint reports_analysis_id_type_key unique (analysis_id, type),
     constraint reports_storage_key_key unique (storage_key),
     constraint reports_has_body check (content is not null or storage_key is not null)
   )`,

  // ---- billing --------------------------------------------------------------------------------
  `create table payments (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users (id) on delete cascade,
     provider text not null default 'stripe' check (provider in ('stripe', 'sandbox')),
     stripe_payment_intent_id text,
     stripe_subscription_id text,
     stripe_invoice_id text,
     amount integer not null,
     currency char(3) not null default 'aud' check (currency = lower(currency)),
     type text not null,
     status text not null,
     description text,
     metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
     credits integer check (credits >= 0),
     plan text check (plan in ('free', 'monthly', 'quarterly', 'semiannually', 'annual')),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     constraint payments_stripe_payment_intent_id_key unique (stripe_payment_intent_id),
     constraint payments_stripe_invoice_id_key unique (stripe_invoice_id)
   )`,
  `create trigger payments_set_updated_at before update on payments
     for each row execute function set_updated_at()`,
  `create index payments_user_id_created_at_idx on payments (user_id, created_at desc)`,
  `create index payments_stripe_subscription_id_idx on payments (stripe_subscription_id) where stripe_subscription_id is not null`,
  `create index payments_status_created_at_idx on payments (status, created_at desc)`,

  `create table subscriptions (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users (id) on delete cascade,
     plan text not null check (plan in ('monthly', 'quarterly', 'semiannually', 'annual')),
     status text not null,
     provider text not null default 'stripe' check (provider in ('stripe', 'sandbox')),
     provider_subscription_id text not null,
     provider_customer_id text,
     current_period_start timestamptz,
     current_period_end timestamptz,
     cancel_at_period_end boolean not null default false,
     canceled_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     constraint subscriptions_provider_subscription_id_key unique (provider_subscription_id)
   )`,
  `create trigger subscriptions_set_updated_at before update on subscriptions
     for each row execute function set_updated_at()`,
  `create index subscriptions_user_id_created_at_idx on subscriptions (user_id, created_at desc)`,
  `create index subscriptions_status_idx on subscriptions (status)`,

  `create table credit_ledger (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users (id) on delete cascade,
     kind text not null check (kind in ('free', 'subscription', 'payg', 'admin')),
     delta integer not null check (delta <> 0),
     expires_at timestamptz,
     analysis_id uuid,
     payment_id uuid,
     idempotency_key text not null,
     reason text,
     created_at timestamptz not null default now(),
     constraint credit_ledger_idempotency_key_key unique (idempotency_key)
   )`,
  `create index credit_ledger_user_id_created_at_idx on credit_ledger (user_id, created_at)`,
  `create index credit_ledger_analysis_id_idx on credit_ledger (analysis_id) where analysis_id is not null`,
  `create index credit_ledger_payment_id_idx on credit_ledger (payment_id) where payment_id is not null`,
  // Append-only. A row may only disappear with its user (ON DELETE CASCADE from users, which runs
  // after the user row is gone, so the check below lets exactly that through).
  `create function credit_ledger_append_only() returns trigger language plpgsql as $$
   begin
     if tg_op = 'DELETE' and not exists (select 1 from users u where u.id = old.user_id) then
       return old;
     end if;
     raise exception 'credit_ledger is append-only: % refused', tg_op
       using errcode = 'raise_exception', hint = 'record a compensating entry instead';
   end $$`,
  `create trigger credit_ledger_no_update before update on credit_ledger
     for each row execute function credit_ledger_append_only()`,
  `create trigger credit_ledger_no_delete before delete on credit_ledger
     for each row execute function credit_ledger_append_only()`,
  `create trigger credit_ledger_no_truncate before truncate on credit_ledger
     for each statement execute function credit_ledger_append_only()`,

  `create table webhook_events (
     id uuid primary key default gen_random_uuid(),
     provider text not null check (provider in ('stripe', 'sandbox')),
     event_id text not null,
     type text not null,
     payload jsonb not null,
     received_at timestamptz not null default now(),
     processed_at timestamptz,
     constraint webhook_events_provider_event_id_key unique (provider, event_id)
   )`,

  // ---- contact --------------------------------------------------------------------------------
  `create table pending_contact_messages (
     id uuid primary key default gen_random_uuid(),
     first_name text not null,
     last_name text not null,
     email text not null,
     subject text not null,
     category text not null check (category in ('general', 'technical', 'billing', 'document', 'bug', 'feature')),
     message text not null,
     verification_token text not null,
     is_verified boolean not null default false,
     verified_at timestamptz,
     expires_at timestamptz not null,
     created_at timestamptz not null default now(),
     constraint pending_contact_messages_verification_token_key unique (verification_token)
   )`,
  `create index pending_contact_messages_expires_at_idx on pending_contact_messages (expires_at)`,

  `create table contact_messages (
     id uuid primary key default gen_random_uuid(),
     first_name text not null,
     last_name text not null,
     email text not null,
     subject text not null,
     category text not null check (category in ('general', 'technical', 'billing', 'document', 'bug', 'feature')),
     message text not null,
     status text not null default 'new',
     admin_notes text,
     created_at timestamptz not null default now(),
     replied_at timestamptz,
     pending_message_id uuid references pending_contact_messages (id) on delete set null,
     constraint contact_messages_pending_message_id_key unique (pending_message_id)
   )`,
  `create index contact_messages_status_created_at_idx on contact_messages (status, created_at desc)`,
  `create index contact_messages_created_at_idx on contact_messages (created_at desc)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
