import { sql, type Kysely } from 'kysely';

/** Each service's own Postgres role (migration 2026-11-27T0901_i24_service_roles: its grants). */
export const SERVICE_ROLES = { gateway: 'doco_gateway', billing: 'doco_billing', worker: 'doco_worker' } as const;
export type ServiceRole = (typeof SERVICE_ROLES)[keyof typeof SERVICE_ROLES];

/**
 * Lets `role` log in with `password` (the migration step does this in compose, where each service
 * connects as its own role). The server quotes both, so neither is ever pasted into SQL by hand.
 */
export async function setRolePassword<DB>(db: Kysely<DB>, role: string, password: string): Promise<void> {
  const { rows } = await sql<{ statement: string }>`select format('alter role %I with login password %L', ${role}::text, ${password}::text) as statement`.execute(db);
  await sql.raw(rows[0]!.statement).execute(db);
}
