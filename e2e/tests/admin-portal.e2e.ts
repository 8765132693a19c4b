import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A11yLedger } from '../src/a11y-ledger.ts';
import { openBrowser, screenshot } from '../src/browser.ts';
import { type Stack, startStack } from '../src/stack.ts';
import { creditsBanner, toast } from '../src/ui.ts';
import { registerVerifyAndSignIn } from '../src/sign-up.ts';

// Staff run the platform (issue 12): the first administrator is made with the real CLI, signs in
// at /admin/login, checks the figures against the database, tops up a buyer (who sees it on their
// dashboard), suspends them (they can no longer sign in), looks at the system and Bull Board, and
// logs out. Each step runs in order on one browser, as a shift would.

const DOCO = fileURLToPath(new URL('../../infra/launcher/doco.ts', import.meta.url));
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
const admin = { email: 'ops@doco.example', password: 'staff-only-passphrase-2026' };
const buyer = { firstName: 'Grace', lastName: 'Hopper', email: `grace+${Date.now()}@example.com`, password: 'Compiler-Bug-1947!' };

let stack: Stack;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let buyerPage: Page;
const a11y = new A11yLedger('admin-portal');
let failedStep: string | null = null;

async function expectNoSeriousA11y(screen: string) {
  expect(await a11y.scan(page, screen), `axe on "${screen}"`).toEqual([]);
}

beforeAll(async () => {
  stack = await startStack();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await page.setViewportSize(WIDE);
  page.setDefaultTimeout(15_000);
  // One cookie jar: the buyer's session cookie and the admin's are different cookies, and neither opens the other's routes.
  buyerPage = await browser.context.newPage();
  buyerPage.setDefaultTimeout(15_000);
}, 180_000);
afterAll(async () => {
  a11y.save();
  await browser?.close();
  await stack?.stop();
}, 60_000);
// The steps build on each other: after a failure the rest fail at once instead of timing out one by one.
beforeEach(() => {
  if (failedStep) throw new Error(`not run: the earlier step "${failedStep}" failed`);
});
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || failedStep) return;
  failedStep = task.name;
  await screenshot(page, 'admin-failure').catch(() => {});
  console.log(`[e2e] admin portal failed at ${page.url()}; screenshot: e2e/artifacts/admin-failure.png`);
});

describe('the admin portal in Chromium, against the real stack', () => {
  it('makes the first administrator with npm run doco -- admin create', () => {
    const created = spawnSync(process.execPath, [DOCO, 'admin', 'create', '--email', admin.email, '--first', 'Olive'], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: stack.databaseUrl, DOCO_ADMIN_PASSWORD: admin.password },
      encoding: 'utf8',
    });
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toBe(`Created administrator ${admin.email}.\n`);
  });

  it('a buyer registers, verifies and signs in (the user the admin will act on)', async () => {
    await registerVerifyAndSignIn(buyerPage, stack, buyer);
    await creditsBanner(buyerPage).getByText('1 credit available', { exact: true }).waitFor();
  });

  it('signs in at /admin/login: a wrong password is refused inline, the right one opens the dashboard', async () => {
    await page.goto(`${stack.baseUrl}/admin/login`);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await expectNoSeriousA11y('admin login');
    await page.getByLabel('Email', { exact: true }).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
  });

  it('the overview figures match the database, and the System Healthy badge shows once every service reported', async () => {
    const figures = page.getByLabel('Platform figures');
    await figures.waitFor();
    const figure = async (label: string) => Number((await figures.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent())?.replace(/[^\d]/g, ''));
    expect(await figure('Total users')).toBe(await stack.count('users'));
    expect(await figure('Documents')).toBe(await stack.count('documents'));
    await page.getByText('System Healthy').waitFor({ timeout: 30_000 });
    await page.getByRole('list', { name: 'Recent users' }).getByText(buyer.email, { exact: false }).waitFor();
    await expectNoSeriousA11y('admin dashboard: overview');
    await screenshot(page, 'admin-dashboard-1280');
    await page.setViewportSize(NARROW);
    await expectNoSeriousA11y('admin dashboard (390 px)');
    await screenshot(page, 'admin-dashboard-390');
    await page.setViewportSize(WIDE);
  });

  it("adjusts the buyer's credits to 9: Action Completed, and the buyer's dashboard shows 9", async () => {
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(buyer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Actions for ${buyer.firstName} ${buyer.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Actions for ${buyer.firstName} ${buyer.lastName}` });
    expect(await dialog.getByRole('button', { name: 'Execute' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Action').selectOption('adjust_credits');
    // It says whether it adds, removes or sets, and shows the result before it runs (issue 27).
    await dialog.getByLabel('Adjustment').selectOption('set');
    await dialog.getByLabel('New balance (credits)').fill('9');
    await dialog.getByText('1 credit now → 9 credits after (adds 8 credits).').waitFor();
    // Not a subscriber: no Change plan.
    expect(await dialog.getByLabel('Action').locator('option', { hasText: 'Change plan' }).count()).toBe(0);
    await expectNoSeriousA11y('admin: action dialog');
    await dialog.getByRole('button', { name: 'Execute' }).click();
    await toast(page, 'Action Completed', 'Credits set to 9 (were 1).');
    await buyerPage.reload();
    await creditsBanner(buyerPage).getByText('9 credits available', { exact: true }).waitFor();
  });

  it("billing down when the buyer's analysis fails: the System tab shows the refund waiting, and it is given once billing is back", async () => {
    const origin = { origin: stack.baseUrl };
    const held = await stack.holdAnalyses();
    // A PDF's header and trailer around bytes that are no PDF: the upload accepts it, the worker cannot read it.
    const damaged = Buffer.concat([
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)),
      Buffer.from('\ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n4117\n%%EOF\n', 'latin1'),
    ]);
    const uploaded = await buyerPage.request.post(`${stack.baseUrl}/api/documents`, {
      multipart: { document: { name: 'damaged-contract.pdf', mimeType: 'application/pdf', buffer: damaged } },
      headers: origin,
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const analysisId = ((await uploaded.json()) as { analysis: { id: string } }).analysis.id;
    expect((await buyerPage.request.post(`${stack.baseUrl}/api/analyses/${analysisId}/start`, { headers: origin })).status()).toBe(202);

    await stack.stopService('billing');
    await held.release();
    const status = async () => ((await (await buyerPage.request.get(`${stack.baseUrl}/api/analyses/${analysisId}`)).json()) as { analysis: { status: string } }).analysis.status;
    await expect.poll(status, { timeout: 60_000, interval: 250 }).toBe('failed');
    await expect.poll(() => stack.refundsOwed(), { timeout: 15_000, interval: 250 }).toBe(1);

    await page.reload();
    await page.getByRole('tab', { name: 'System' }).click();
    const waiting = page.getByLabel('Refunds waiting');
    await waiting.getByText('billing unreachable', { exact: false }).waitFor();
    expect(await waiting.locator('dd').first().textContent()).toBe('1');
    await expectNoSeriousA11y('admin: system, a refund waiting');
    await screenshot(page, 'admin-refunds-waiting-1280');

    await stack.restartService('billing');
    await expect.poll(() => stack.refundsOwed(), { timeout: 30_000, interval: 250 }).toBe(0);
    await buyerPage.reload();
    await creditsBanner(buyerPage).getByText('9 credits available', { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'System' }).click();
    await page.getByText('No refunds waiting', { exact: false }).waitFor();
    await screenshot(page, 'admin-refunds-none-1280');

    // Back to the buyer on the Users tab, where the next step acts on them.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(buyer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  });

  it('suspends the buyer: their next call is refused and they cannot sign in again', async () => {
    await page.getByRole('button', { name: `Actions for ${buyer.firstName} ${buyer.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Actions for ${buyer.firstName} ${buyer.lastName}` });
    await dialog.getByLabel('Action').selectOption('suspend_account');
    await dialog.getByRole('button', { name: 'Execute' }).click();
    // This action's own toast: the previous step's 'Action Completed' may still be on screen.
    await toast(page, 'Action Completed', 'Account suspended; the user is signed out and cannot sign in.');
    expect((await buyerPage.request.get(`${stack.baseUrl}/api/auth/user`)).status()).toBe(401);
    const login = await buyerPage.request.post(`${stack.baseUrl}/api/auth/login`, { data: { email: buyer.email, password: buyer.password }, headers: { origin: stack.baseUrl } });
    expect(login.status()).toBe(403);
    expect(((await login.json()) as { message: string }).message).toBe('This account has been suspended. Please contact support.');
  });

  it('the System tab shows every service ready and the queues; Bull Board opens', async () => {
    await page.getByRole('tab', { name: 'System' }).click();
    const services = page.getByRole('list', { name: 'Services' });
    await services.waitFor();
    for (const name of ['postgres', 'redis', 'storage', 'billing', 'mailer']) {
      await services.getByRole('listitem').filter({ hasText: name }).getByText('Ready', { exact: true }).waitFor();
    }
    await services.getByRole('listitem').filter({ hasText: /^analysis worker/ }).first().getByText('Ready', { exact: true }).waitFor();
    expect(await services.getByText('Down', { exact: true }).count()).toBe(0);
    await expectNoSeriousA11y('admin: system');
    const [board] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Open Bull Board' }).click()]);
    await board.waitForLoadState();
    expect(new URL(board.url()).pathname).toBe('/admin/queues');
    await board.getByText('analysis').first().waitFor();
    await board.close();
  });

  it('logs out to /admin/login, and the dashboard then asks to sign in again', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    expect((await page.request.get(`${stack.baseUrl}/api/admin/dashboard/stats`)).status()).toBe(401);
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('link', { name: 'Go to Admin Login' }).waitFor();
  });
});
