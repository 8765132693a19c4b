import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DocumentListItem } from '@doco/contracts';
import type { Page } from 'playwright-core';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A11yLedger } from '../src/a11y-ledger.ts';
import { openBrowser, screenshot } from '../src/browser.ts';
import { IRONBARK_LANE } from '../src/ironbark-lane-s32.ts';
import { type Stack, startStack } from '../src/stack.ts';
import { creditsBanner, detailsPanel, toast } from '../src/ui.ts';
import { registerVerifyAndSignIn } from '../src/sign-up.ts';

// A report a buyer can trust at a glance (issue 26): each report has its own address, named by the
// property; a buyer says 'This looks wrong' about a concern and hides it; staff read it in the admin
// portal's 'Reported errors' tab. One browser, the real stack, steps in order.

const DOCO = fileURLToPath(new URL('../../infra/launcher/doco.ts', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/issue-26/', import.meta.url));
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
const ANALYSIS_MS = 60_000;
const admin = { email: 'quality@doco.example', password: 'staff-only-passphrase-2026' };
const buyer = { firstName: 'Mary', lastName: 'Fairfax', email: `mary.fairfax+${Date.now()}@example.com`, password: 'Ironbark-Lane-9!' };
const NOTE = 'The easement runs along the southern boundary, not the northern one.';

let stack: Stack;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let adminPage: Page;
let analysisId: string;
const a11y = new A11yLedger('report-url');
let failedStep: string | null = null;

async function expectNoSeriousA11y(on: Page, screen: string) {
  expect(await a11y.scan(on, screen), `axe on "${screen}"`).toEqual([]);
}

/** A PNG for the documentation (docs/screenshots/issue-26), at the viewport as it is. */
async function docShot(on: Page, name: string, fullPage: boolean) {
  mkdirSync(SHOTS, { recursive: true });
  await on.screenshot({ path: `${SHOTS}${name}.png`, fullPage });
}

const path = (on: Page) => new URL(on.url()).pathname;

/** The text of every page of the buyer's PDF report, downloaded with their session. */
async function reportPdfText(): Promise<string> {
  const res = await page.request.get(`${stack.baseUrl}/api/analyses/${analysisId}/report.pdf`);
  expect(res.status()).toBe(200);
  const task = pdfjs.getDocument({ data: new Uint8Array(await res.body()), verbosity: 0 });
  const pdf = await task.promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += ` ${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}`;
  }
  await task.destroy();
  return text.replace(/\s+/g, ' ');
}
const reportHeading = () => detailsPanel(page).getByRole('heading', { level: 2, name: IRONBARK_LANE.address, exact: true });
const easementCard = () => detailsPanel(page).getByRole('list', { name: 'Concerns', exact: true }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: IRONBARK_LANE.easementTitle }) });

beforeAll(async () => {
  stack = await startStack();
  browser = await openBrowser();
  page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize(WIDE);
  adminPage = await browser.context.newPage();
  adminPage.setDefaultTimeout(15_000);
  await adminPage.setViewportSize(WIDE);
}, 180_000);
afterAll(async () => {
  a11y.save();
  await browser?.close();
  await stack?.stop();
}, 60_000);
beforeEach(() => {
  if (failedStep) throw new Error(`not run: the earlier step "${failedStep}" failed`);
});
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || failedStep) return;
  failedStep = task.name;
  await screenshot(page, 'report-url-failure').catch(() => {});
  console.log(`[e2e] report-url failed at ${page.url()}; screenshot: e2e/artifacts/report-url-failure.png`);
});

describe('named, linkable reports and "This looks wrong", in Chromium against the real stack', () => {
  it('a buyer registers, verifies, signs in and uploads a vendor statement', async () => {
    await registerVerifyAndSignIn(page, stack, buyer);
    await creditsBanner(page).getByText('1 credit available', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Upload your first property document' }).click();
    const panel = detailsPanel(page);
    await panel.getByLabel('Document file').setInputFiles({ name: IRONBARK_LANE.fileName, mimeType: 'text/plain', buffer: Buffer.from(IRONBARK_LANE.text) });
    await panel.getByRole('button', { name: 'Start Analysis' }).click();
    await panel.getByRole('link', { name: 'Download PDF report' }).waitFor({ timeout: ANALYSIS_MS });
  });

  it('names the report by its address (the file name under it) at /reports/{analysisId}, which a reload keeps', async () => {
    const documents = (await (await page.request.get(`${stack.baseUrl}/api/user/documents`)).json()) as DocumentListItem[];
    analysisId = documents[0]!.analysis!.id;
    expect(path(page)).toBe(`/reports/${analysisId}`);
    await reportHeading().waitFor();
    await detailsPanel(page).getByText(IRONBARK_LANE.fileName, { exact: true }).waitFor();
    // The list names the document the same way, with its kind in words and its date.
    const row = page.getByRole('list', { name: 'Documents', exact: true }).getByRole('listitem').first();
    await row.getByText(IRONBARK_LANE.address, { exact: true }).waitFor();
    await row.getByText('Section 32 statement', { exact: true }).waitFor();
    expect(await row.textContent()).not.toContain('section32');

    await page.reload();
    await reportHeading().waitFor();
    expect(path(page)).toBe(`/reports/${analysisId}`);
    await expectNoSeriousA11y(page, 'report at its own address');
  });

  it('Back returns to the dashboard list; opening the report from the list pushes its address again', async () => {
    await page.goBack();
    await page.getByRole('heading', { name: 'Check a property before you sign' }).waitFor();
    expect(path(page)).toBe('/');
    expect(await reportHeading().count()).toBe(0);

    await page.getByRole('list', { name: 'Documents', exact: true }).getByRole('button', { name: new RegExp(IRONBARK_LANE.address) }).click();
    await reportHeading().waitFor();
    expect(path(page)).toBe(`/reports/${analysisId}`);
    await page.goBack();
    await page.getByRole('heading', { name: 'Check a property before you sign' }).waitFor();
    expect(path(page)).toBe('/');
  });

  it("an id that is not the buyer's shows 'Report not found' (the API answers 404)", async () => {
    const unknown = '0b7c4a52-2f1e-4c4b-9a57-6d5b0f1f2e3a';
    expect((await page.request.get(`${stack.baseUrl}/api/analyses/${unknown}`)).status()).toBe(404);
    await page.goto(`${stack.baseUrl}/reports/${unknown}`);
    await detailsPanel(page).getByRole('heading', { name: 'Report not found' }).waitFor();
    await expectNoSeriousA11y(page, 'report not found');
    await detailsPanel(page).getByRole('button', { name: 'Back to your documents' }).click();
    expect(path(page)).toBe('/');
  });

  it("reports 'This looks wrong' on a concern and hides it from the report and its PDF", async () => {
    await page.goto(`${stack.baseUrl}/reports/${analysisId}`);
    await reportHeading().waitFor();
    await easementCard().getByRole('button', { name: /This looks wrong/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'This looks wrong' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Wrong page or quote' }).check();
    await dialog.getByLabel('Add a note (optional)').fill(NOTE);
    await expectNoSeriousA11y(page, "'This looks wrong' dialog");
    await docShot(page, 'looks-wrong-dialog-1280', false);
    await page.setViewportSize(NARROW);
    await expectNoSeriousA11y(page, "'This looks wrong' dialog (390 px)");
    await docShot(page, 'looks-wrong-dialog-390', false);
    await page.setViewportSize(WIDE);

    expect(await reportPdfText()).toContain('Sewerage easement E-1');
    await dialog.getByRole('checkbox', { name: /Hide this from my report/ }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toast(page, 'Thank you for telling us');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: IRONBARK_LANE.easementTitle }).waitFor({ state: 'detached' });
    const hidden = detailsPanel(page).getByRole('region', { name: 'Hidden items' });
    await hidden.getByText('1 item is hidden from this report and its PDF.').waitFor();
    // Hidden it stays, after a reload too.
    await page.reload();
    await hidden.getByRole('button', { name: 'Show 1 hidden item' }).click();
    await hidden.getByRole('list', { name: 'Items hidden from your report' }).getByText(IRONBARK_LANE.easementTitle).waitFor();
    expect(await easementCard().count()).toBe(0);
    await expectNoSeriousA11y(page, 'hidden items shown');
    // The worker renders the PDF again without it.
    await expect.poll(reportPdfText, { timeout: 30_000 }).not.toContain('Sewerage easement E-1');
    expect(await reportPdfText()).toContain(IRONBARK_LANE.address);
  });

  it("staff see it in the admin portal's 'Reported errors' tab", async () => {
    const created = spawnSync(process.execPath, [DOCO, 'admin', 'create', '--email', admin.email, '--first', 'Quinn'], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: stack.databaseUrl, DOCO_ADMIN_PASSWORD: admin.password },
      encoding: 'utf8',
    });
    expect(created.status, created.stderr).toBe(0);
    // The buyer's own session does not open it.
    expect((await page.request.get(`${stack.baseUrl}/api/admin/error-reports`)).status()).toBe(401);

    await adminPage.goto(`${stack.baseUrl}/admin/login`);
    await adminPage.getByLabel('Email', { exact: true }).fill(admin.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
    await adminPage.getByRole('button', { name: 'Sign In' }).click();
    await adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await adminPage.getByRole('tab', { name: 'Reported errors' }).click();
    const report = adminPage.getByRole('list', { name: 'Reported errors' }).getByRole('listitem').first();
    await report.getByText(/Concern: Sewerage easement E-1/).waitFor();
    const text = (await report.textContent()) ?? '';
    expect(text).toContain(buyer.email);
    expect(text).toContain(IRONBARK_LANE.address);
    expect(text).toContain(IRONBARK_LANE.fileName);
    expect(text).toContain(`“${IRONBARK_LANE.easementQuote}”`);
    expect(text).toContain('Wrong page or quote');
    expect(text).toContain(NOTE);
    expect(await report.getByText('Page', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('1');

    await expectNoSeriousA11y(adminPage, "admin: 'Reported errors'");
    await docShot(adminPage, 'admin-reported-errors-1280', true);
    await adminPage.setViewportSize(NARROW);
    await expectNoSeriousA11y(adminPage, "admin: 'Reported errors' (390 px)");
    await docShot(adminPage, 'admin-reported-errors-390', true);
  });
});
