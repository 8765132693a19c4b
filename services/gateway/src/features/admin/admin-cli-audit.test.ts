import { spawnSync } from 'node:child_process';
import { hostname, userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@doco/testkit';

// The real command, as `npm run doco -- admin ...` runs it, on a test database: what it does to
// administrators is in the activity log like what the portal does.
const DOCO = fileURLToPath(new URL('../../../../../infra/launcher/doco.ts', import.meta.url));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.destroy());

const doco = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [DOCO, ...args], { env: { PATH: process.env.PATH ?? '', DATABASE_URL: t.url, ...env }, encoding: 'utf8', timeout: 60_000 }).status;
const auditRows = () => t.db.selectFrom('adminActivityLog').selectAll().orderBy('createdAt').execute();

describe('doco admin writes the activity log', () => {
  it('records create, password reset and disable with who ran it, and never the password', async () => {
    expect(doco(['admin', 'create', '--email', 'cli@doco.test'], { DOCO_ADMIN_PASSWORD: 'first long passphrase' })).toBe(0);
    expect(doco(['admin', 'create', '--email', 'cli@doco.test'], { DOCO_ADMIN_PASSWORD: 'second long passphrase' })).toBe(0);
    expect(doco(['admin', 'disable', '--email', 'cli@doco.test'])).toBe(0);
    expect(doco(['admin', 'list'])).toBe(0);

    const admin = await t.db.selectFrom('adminUsers').select('id').where('email', '=', 'cli@doco.test').executeTakeFirstOrThrow();
    const rows = await auditRows();
    const operator = `${userInfo().username}@${hostname()}`;
    expect(rows.map((r) => [r.action, r.target, r.adminId, r.userAgent])).toEqual([
      ['cli_admin_create', admin.id, null, 'doco admin CLI'],
      ['cli_admin_reset_password', admin.id, null, 'doco admin CLI'],
      ['cli_admin_disable', admin.id, null, 'doco admin CLI'],
    ]);
    expect(rows.map((r) => r.details)).toEqual(Array(3).fill({ via: 'cli', operator, email: 'cli@doco.test' }));
    expect(JSON.stringify(rows)).not.toMatch(/passphrase|argon2/);
  }, 60_000); // four CLI processes
});
