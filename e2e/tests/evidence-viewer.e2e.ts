import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A11yLedger } from '../src/a11y-ledger.ts';
import { openBrowser, screenshot } from '../src/browser.ts';
import { EVIDENCE_SENTENCE, evidencePdf } from '../src/evidence-pdf.ts';
import { linkIn, waitForMail } from '../src/mail.ts';
import { type Stack, startStack } from '../src/stack.ts';
import { detailsPanel, toast } from '../src/ui.ts';

// Issue 26: a concern's page link opens the original PDF page in the report, pdf.js drawing it in the
// browser from our own origin, with the quoted words highlighted on the page.

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
const FORM_FILL_MS = 2_500;
const ANALYSIS_MS = 45_000;
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'issue-26');
const FILE = 'vendor-statement-3-kookaburra-court.pdf';
const CONCERN = 'Heritage Overlay - Schedule 214 (HO214) affects the land';
const buyer = { firstName: 'Grace', lastName: 'Hopper', email: `grace.hopper+${Date.now()}@example.com`, password: 'Kookaburra-Court-3!' };

let stack: Stack;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const a11y = new A11yLedger('evidence-viewer');
/** Every URL the browser asked for, to show nothing came from another origin (pdf.js's worker included). */
const requested: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  browser = await openBrowser();
  page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('request', (request) => requested.push(request.url()));
  await page.setViewportSize(WIDE);
});
afterAll(async () => {
  a11y.save();
  await browser?.close();
  await stack?.stop();
});

async function registerAndSignIn() {
  await page.goto(stack.baseUrl);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  const openedAt = Date.now();
  await form.getByLabel('First name').fill(buyer.firstName);
  await form.getByLabel('Last name').fill(buyer.lastName);
  await form.getByLabel('Email', { exact: true }).fill(buyer.email);
  await form.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.waitForTimeout(Math.max(0, FORM_FILL_MS - (Date.now() - openedAt)));
  await form.getByRole('button', { name: 'Create Account' }).click();
  await toast(page, 'Registration successful!', 'Please check your email to verify your account.');
  const mail = await waitForMail(stack.mailDir, buyer.email, /^Verify your email for Doco$/);
  await page.goto(linkIn(mail, '/verify-email').href);
  await page.getByRole('link', { name: 'Continue to Login' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email', { exact: true }).fill(buyer.email);
  await signIn.getByLabel('Password', { exact: true }).fill(buyer.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

const viewer = () => page.getByRole('dialog', { name: FILE, exact: true });
const concernLink = () =>
  detailsPanel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: CONCERN }) })
    .getByRole('button', { name: /^Page 2, .* \(show in the document\)$/ });

/** Waits for the PDF page to be drawn and its text layer searched; returns the highlighted words. */
async function highlightedWords(): Promise<string> {
  const dialog = viewer();
  await dialog.locator('.pdf-page[data-page="2"] .textLayer mark').first().waitFor();
  const drawn = await dialog.locator('.pdf-page canvas').evaluate((canvas: HTMLCanvasElement) => {
    // Some of the page's pixels are ink (not all white): pdf.js really drew it.
    const context = canvas.getContext('2d');
    const { data } = context!.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) ink++;
    return { width: canvas.width, ink };
  });
  expect(drawn.width).toBeGreaterThan(300);
  expect(drawn.ink).toBeGreaterThan(500);
  const marks = await dialog.locator('.textLayer mark.evidence-highlight').allTextContents();
  return marks.join(' ').replace(/\s+/g, ' ');
}

async function openFromConcern() {
  await concernLink().click();
  await viewer().waitFor();
  await viewer().getByText('Page 2 of 2', { exact: true }).waitFor();
}

describe('the evidence of a concern, in the original PDF', () => {
  it('analyses a PDF whose concern sits under a heading on page 2', async () => {
    await registerAndSignIn();
    await page.getByRole('button', { name: 'Upload your first property document' }).click();
    const panel = detailsPanel(page);
    await panel.getByLabel('Document file').setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: await evidencePdf() });
    await panel.getByRole('button', { name: 'Start Analysis' }).click();
    await panel.getByRole('link', { name: 'Download PDF report' }).waitFor({ timeout: ANALYSIS_MS });
    // The report is named by the address, its file name under it.
    await panel.getByText(FILE, { exact: true }).last().waitFor();
    await concernLink().waitFor();
  });

  it("opens the concern's page in the report with the quoted words highlighted, pdf.js from our own origin", async () => {
    const before = requested.length;
    await openFromConcern();
    const words = await highlightedWords();
    expect(words).toContain('Heritage Overlay - Schedule 214 (HO214) applies to the whole of the land');
    expect(EVIDENCE_SENTENCE).toContain(words.replace(/^Overlay: /, ''));
    await expect.poll(() => viewer().getByText(/Quote not found/).count()).toBe(0);

    const loaded = requested.slice(before);
    expect(loaded.some((url) => /\/assets\/pdf\.worker[^/]*\.mjs$/.test(url) && url.startsWith(stack.baseUrl))).toBe(true);
    expect(loaded.filter((url) => !url.startsWith(stack.baseUrl) && !url.startsWith('blob:') && !url.startsWith('data:'))).toEqual([]);
    expect(loaded.some((url) => /\/api\/documents\/[0-9a-f-]+\/file$/.test(url))).toBe(true);

    expect(await a11y.scan(page, 'document viewer (PDF page, quote highlighted)')).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'viewer-1280.png') });
    await screenshot(page, 'evidence-viewer-1280');
  });

  it('turns the pages with the keyboard and gives focus back to the link on Escape', async () => {
    const dialog = viewer();
    expect(await dialog.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Previous page' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Page 1 of 2', { exact: true }).waitFor();
    await dialog.locator('.pdf-page[data-page="1"] .textLayer span').first().waitFor();
    await dialog.locator('.textLayer').getByText(/Harriet Josephine Quill/).waitFor();
    expect(await dialog.locator('.textLayer mark').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus moves back just after the dialog has gone.
    await expect.poll(() => concernLink().evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('fits a 390 px wide phone', async () => {
    await page.setViewportSize(NARROW);
    await openFromConcern();
    const words = await highlightedWords();
    expect(words).toContain('Heritage Overlay - Schedule 214 (HO214)');
    const box = await viewer().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(NARROW.width);
    const page2 = await viewer().locator('.pdf-page').boundingBox();
    expect(page2!.x + page2!.width).toBeLessThanOrEqual(NARROW.width);
    expect(await a11y.scan(page, 'document viewer at 390 px')).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'viewer-390.png') });
    await viewer().getByRole('button', { name: 'Close the document' }).click();
  });
});
