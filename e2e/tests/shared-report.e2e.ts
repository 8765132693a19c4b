import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A11yLedger } from '../src/a11y-ledger.ts';
import { openBrowser, screenshot } from '../src/browser.ts';
import { IRONBARK_LANE } from '../src/ironbark-lane-s32.ts';
import { registerVerifyAndSignIn } from '../src/sign-up.ts';
import { type Stack, startStack } from '../src/stack.ts';
import { creditsBanner, detailsPanel } from '../src/ui.ts';

// Share a report (issue 28 §5): the buyer makes a read-only link for their conveyancer, the
// conveyancer opens it in another browser without an account, the buyer sees the opening in the
// link's log and revokes it, and the link then shows a not-found page. The real stack, steps in order.

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
const ANALYSIS_MS = 60_000;
const buyer = { firstName: 'Philippa', lastName: 'Quarrington', email: `philippa.q+${Date.now()}@example.com`, password: 'Ironbark-Lane-9!' };

let stack: Stack;
let owner: Awaited<ReturnType<typeof openBrowser>>;
let stranger: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let conveyancer: Page;
let link: string;
const a11y = new A11yLedger('shared-report');
let failedStep: string | null = null;

async function expectNoSeriousA11y(on: Page, screen: string) {
  expect(await a11y.scan(on, screen), `axe on "${screen}"`).toEqual([]);
}
const shareDialog = () => page.getByRole('alertdialog', { name: 'Share with your conveyancer' });
const reportHeading = (on: Page) => on.getByRole('heading', { level: 2, name: IRONBARK_LANE.address, exact: true });

beforeAll(async () => {
  stack = await startStack();
  owner = await openBrowser();
  page = await owner.context.newPage();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize(WIDE);
}, 180_000);
afterAll(async () => {
  a11y.save();
  await stranger?.close();
  await owner?.close();
  await stack?.stop();
}, 60_000);
beforeEach(() => {
  if (failedStep) throw new Error(`not run: the earlier step "${failedStep}" failed`);
});
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || failedStep) return;
  failedStep = task.name;
  await screenshot(conveyancer ?? page, 'shared-report-failure').catch(() => {});
  console.log(`[e2e] shared-report failed; screenshot: e2e/artifacts/shared-report-failure.png`);
});

describe('a report shared with a conveyancer, in Chromium against the real stack', () => {
  it('a buyer signs up and analyses a vendor statement', async () => {
    await registerVerifyAndSignIn(page, stack, buyer);
    await creditsBanner(page).getByText('1 credit available', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload your first property document' }).click();
    const panel = detailsPanel(page);
    await panel.getByLabel('Document file').setInputFiles({ name: IRONBARK_LANE.fileName, mimeType: 'text/plain', buffer: Buffer.from(IRONBARK_LANE.text) });
    await panel.getByRole('button', { name: 'Start Analysis' }).click();
    await panel.getByRole('link', { name: 'Download PDF report' }).waitFor({ timeout: ANALYSIS_MS });
    await reportHeading(page).waitFor();
  });

  it("makes a link for 3 days with the notes hidden, and copies it from the dialog", async () => {
    await detailsPanel(page).getByRole('button', { name: 'Share with your conveyancer' }).click();
    const dialog = shareDialog();
    await dialog.getByText('You have not shared this report yet.').waitFor();
    await dialog.getByLabel('Days the link works').fill('3');
    expect(await dialog.getByRole('checkbox', { name: 'Hide my notes' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const address = dialog.getByLabel('Your new link');
    await address.waitFor();
    link = await address.inputValue();
    expect(link).toMatch(new RegExp(`^${stack.baseUrl}/shared/[A-Za-z0-9_-]{43}$`));
    const row = dialog.getByRole('list').getByRole('listitem').first();
    await row.getByText('Working', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('Not yet');
    await expectNoSeriousA11y(page, 'share dialog');
    await page.setViewportSize(NARROW);
    await expectNoSeriousA11y(page, 'share dialog (390 px)');
    await page.setViewportSize(WIDE);
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('a conveyancer opens it in a fresh browser, signed out, and reads the report read-only', async () => {
    stranger = await openBrowser();
    conveyancer = await stranger.context.newPage();
    conveyancer.setDefaultTimeout(15_000);
    await conveyancer.setViewportSize(WIDE);
    const response = await conveyancer.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await conveyancer.getByRole('heading', { level: 1, name: 'Shared report' }).waitFor();
    await conveyancer.getByText(/read-only copy of a Doco report, shared by the buyer\. The link works until/).waitFor();
    await reportHeading(conveyancer).waitFor();
    await conveyancer.getByRole('heading', { name: IRONBARK_LANE.easementTitle }).first().waitFor();
    expect(await conveyancer.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    // Nothing that writes, and nothing of the account.
    expect(await conveyancer.getByRole('button', { name: /This looks wrong/ }).count()).toBe(0);
    expect(await conveyancer.getByRole('button', { name: /Share with your conveyancer/ }).count()).toBe(0);
    expect(await conveyancer.getByLabel(/signed/i).count()).toBe(0);
    const text = (await conveyancer.locator('body').textContent()) ?? '';
    for (const secret of [buyer.email, buyer.firstName, buyer.lastName, 'credit']) expect(text).not.toContain(secret);
    // Its PDF, through the link.
    const pdfHref = await conveyancer.getByRole('link', { name: 'Download PDF report' }).getAttribute('href');
    const pdf = await conveyancer.request.get(`${stack.baseUrl}${pdfHref}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await expectNoSeriousA11y(conveyancer, 'shared report (signed out)');
    await conveyancer.setViewportSize(NARROW);
    await expectNoSeriousA11y(conveyancer, 'shared report (signed out, 390 px)');
    await conveyancer.setViewportSize(WIDE);
  });

  it('the buyer sees the openings in the list, revokes the link, and the link then shows a not-found page', async () => {
    await detailsPanel(page).getByRole('button', { name: 'Share with your conveyancer' }).click();
    const dialog = shareDialog();
    const row = dialog.getByRole('list').getByRole('listitem').first();
    await row.getByText(/^2 times, last /).waitFor();
    await row.getByText('Openings').click();
    const openings = row.getByRole('list', { name: 'Openings of this link' });
    await openings.getByText(/Viewed the report, Chrome on Linux, network [0-9a-f]{6}/).waitFor();
    await openings.getByText(/Downloaded the PDF/).waitFor();

    await row.getByRole('button', { name: /^Revoke the link/ }).click();
    await row.getByRole('status').getByText(/^Link revoked\./).waitFor();
    await row.getByText('Revoked', { exact: true }).first().waitFor();
    expect(await row.getByRole('button', { name: /^Revoke the link/ }).count()).toBe(0);

    const api = await conveyancer.request.get(`${stack.baseUrl}/api/shared/${link.split('/shared/')[1]}`);
    expect(api.status()).toBe(404);
    await conveyancer.reload();
    await conveyancer.getByRole('heading', { level: 1, name: 'Shared report not found' }).waitFor();
    expect(await reportHeading(conveyancer).count()).toBe(0);
    await expectNoSeriousA11y(conveyancer, 'shared report revoked');
  });
});
