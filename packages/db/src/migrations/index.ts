import type { Migration } from 'kysely/migration';
import * as m20261122T0100 from './2026-11-22T0100_initial.ts';

// Every migration, by name, in order. Static imports (no directory scanning) so this works under
// Node's type stripping and inside bundles. Add a new file here; never edit or remove an applied one.
export const migrations: Record<string, Migration> = {
  '2026-11-22T0100_initial': m20261122T0100,
};
