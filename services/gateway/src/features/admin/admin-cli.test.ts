import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@doco/db';
import { createTestDatabase, type TestDatabase } from '@doco/testkit';
import { verifyPassword } from '../auth/passwords.ts';

// The real command, as `npm run doco -- admin ...` runs it (the launcher's dispatcher), on a test database.
const DOCO = fileURLToPath(new URL('../../../../../infra/launcher/doco.ts', import.meta.url));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.destroy());

function doco(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [DOCO, ...args], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: t.url, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const adminRow = (email: string) => t.db.selectFrom('adminUsers').selectAll().where('email', '=', email).executeTakeFirst();

// Each case spawns the CLI a few times (Node start-up, argon2): seconds apiece on a busy machine.
describe('npm run doco -- admin', { timeout: 60_000 }, () => {
  it('creates an administrator with an argon2id password from DOCO_ADMIN_PASSWORD, and resets it when run again', async () => {
    const created = doco(['admin', 'create', '--email', 'Ops@Doco.test', '--first', 'Olive', '--last', 'Ops'], { DOCO_ADMIN_PASSWORD: 'correct horse battery' });
    expect(created).toMatchObject({ code: 0, out: 'Created administrator ops@doco.test.\n' });
    const row = await adminRow('ops@doco.test');
    expect(row).toMatchObject({ firstName: 'Olive', lastName: 'Ops', isActive: true, role: 'admin' });
    expect(row!.hashedPassword).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.hashedPassword, 'correct horse battery')).toBe(true);

    const reset = doco(['admin', 'create', '--email', 'ops@doco.test'], { DOCO_ADMIN_PASSWORD: 'another long passphrase' });
    expect(reset).toMatchObject({ code: 0, out: 'Reset the password of administrator ops@doco.test.\n' });
    const after = await adminRow('ops@doco.test');
    expect(await verifyPassword(after!.hashedPassword, 'another long passphrase')).toBe(true);
    expect(after).toMatchObject({ firstName: 'Olive', id: row!.id });
  });

  it('refuses a password under 12 characters, and asks for one only on a terminal', async () => {
    const short = doco(['admin', 'create', '--email', 'short@doco.test'], { DOCO_ADMIN_PASSWORD: 'elevenchars' });
    expect(short.code).toBe(1);
    expect(short.err).toContain('The password must be at least 12 characters.');
    expect(await adminRow('short@doco.test')).toBeUndefined();
    const none = doco(['admin', 'create', '--email', 'short@doco.test']);
    expect(none.code).toBe(2);
    expect(none.err).toContain('Set DOCO_ADMIN_PASSWORD');
    expect(doco(['admin', 'create', '--email', 'not-an-email'], { DOCO_ADMIN_PASSWORD: 'long enough password' }).code).toBe(2);
  });

  it('lists administrators and disables one, ending its portal sessions', async () => {
    doco(['admin', 'create', '--email', 'second@doco.test'], { DOCO_ADMIN_PASSWORD: 'a very long password' });
    const second = (await adminRow('second@doco.test'))!;
    await t.db.insertInto('sessions').values({ sid: 'admin-session-1', sess: toJson({}), expire: new Date(Date.now() + 3_600_000), adminId: second.id }).execute();

    const listed = doco(['admin', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^second@doco\.test\tactive\t-\tlast login never$/m);

    expect(doco(['admin', 'disable', '--email', 'second@doco.test'])).toMatchObject({ code: 0 });
    expect((await adminRow('second@doco.test'))!.isActive).toBe(false);
    expect(await t.db.selectFrom('sessions').select('sid').where('adminId', '=', second.id).execute()).toEqual([]);
    expect(doco(['admin', 'list']).out).toMatch(/^second@doco\.test\tdisabled/m);
    expect(doco(['admin', 'disable', '--email', 'nobody@doco.test'])).toMatchObject({ code: 1 });
  }, 60_000); // five CLI processes

  it('still sends everything else to the analysis CLI', () => {
    const help = doco(['help']);
    expect(help.code).toBe(0);
    expect(help.out + help.err).toContain('npm run doco -- admin create|list|disable');
  });
});
