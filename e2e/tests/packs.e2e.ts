import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A11yLedger } from '../src/a11y-ledger.ts';
import { openBrowser, screenshot } from '../src/browser.ts';
import { registerVerifyAndSignIn } from '../src/sign-up.ts';
import { type Stack, startStack } from '../src/stack.ts';
import { creditsBanner, detailsPanel } from '../src/ui.ts';

// Issue 28 in Chromium against the real stack: a buyer chooses three files (a contract, a vendor
// statement and a title search, written for this test), sends them as one pack, the analysis reads them
// all for one credit, and a concern's evidence is cited "file, page", opening the title search's own
// PDF at its page.

const ANALYSIS_MS = 90_000;
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'issue-28');
const buyer = { firstName: 'Imogen', lastName: 'Tarrant', email: `imogen.tarrant+${Date.now()}@example.com`, password: 'Banksia-Rise-28!' };

const CONTRACT = 'contract-12-banksia-rise.pdf';
const STATEMENT = 'vendor-statement.txt';
const TITLE = 'title-search.pdf';

/** A text PDF, one string per page. */
function textPdf(pages: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const text of pages) {
    doc.addPage();
    doc.font('Helvetica').fontSize(11).text(text, { width: 480 });
  }
  doc.end();
  return done;
}

const contractPdf = () =>
  textPdf([
    [
      'CONTRACT OF SALE OF REAL ESTATE - PARTICULARS OF SALE',
      'Property address: 12 Banksia Rise, Daylesford VIC 3460',
      'Vendor: Penelope Ashcombe',
      'Price: $689,000',
      'Deposit: $68,900 payable on signing of this contract',
    ].join('\n'),
    ['SPECIAL CONDITIONS', '1. Settlement is due 45 days after the day of sale.', '2. The purchaser accepts the property in its present condition.'].join('\n'),
  ]);
const STATEMENT_TEXT = [
  "VENDOR'S STATEMENT",
  'Section 32 of the Sale of Land Act 1962',
  'Land: 12 Banksia Rise, Daylesford VIC 3460',
  'Owners corporation: Not applicable',
  'Zone: Township Zone',
].join('\n');
const titlePdf = () =>
  textPdf([
    [
      'REGISTER SEARCH STATEMENT',
      'Volume 11642 Folio 918',
      'REGISTERED PROPRIETOR',
      'PENELOPE ASHCOMBE',
      'ENCUMBRANCES, CAVEATS AND NOTICES',
      'MORTGAGE AV882140 to Stringybark Community Bank Ltd',
    ].join('\n'),
  ]);

let stack: Stack;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const a11y = new A11yLedger('packs');

beforeAll(async () => {
  stack = await startStack();
  browser = await openBrowser();
  page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 1280, height: 900 });
});
afterAll(async () => {
  a11y.save();
  await browser?.close();
  await stack?.stop();
});

/** The concern card whose page link cites the title search. */
const titleLink = () => detailsPanel(page).getByRole('list', { name: 'Concerns' }).getByRole('button', { name: new RegExp(`^${TITLE.replace(/\./g, '\\.')}, page 1\\b`) });

describe('a pack of three files, one analysis', () => {
  it('a buyer chooses three files, sees them listed with their sizes and sends them as one pack', async () => {
    await registerVerifyAndSignIn(page, stack, buyer);
    await creditsBanner(page).getByText('1 credit available', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload your first property document' }).click();
    const panel = detailsPanel(page);
    await panel.getByLabel('Document files').setInputFiles([
      { name: CONTRACT, mimeType: 'application/pdf', buffer: await contractPdf() },
      { name: STATEMENT, mimeType: 'text/plain', buffer: Buffer.from(`${STATEMENT_TEXT}\n`) },
      { name: TITLE, mimeType: 'application/pdf', buffer: await titlePdf() },
    ]);
    await panel.getByTestId('pack-summary').getByText(/^3 of 10 files/).waitFor();
    expect(await panel.getByTestId('chosen-file').allTextContents()).toEqual([CONTRACT, STATEMENT, TITLE]);
    expect(await a11y.scan(page, 'upload panel with a pack of three files')).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'upload-pack-1280.png') });
    await panel.getByRole('button', { name: 'Start Analysis' }).click();
    await panel.getByRole('link', { name: 'Download PDF report' }).waitFor({ timeout: ANALYSIS_MS });
    // One document, one credit.
    await creditsBanner(page).getByText('0 credits available', { exact: true }).waitFor();
    expect(await stack.count('documents')).toBe(1);
  });

  it('lists the pack with its file count, and cites the concern from the title search as "file, page"', async () => {
    await page.getByTestId('pack-file-count').getByText('Pack of 3 files', { exact: true }).waitFor();
    await titleLink().waitFor();
    await titleLink().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'pack-evidence-1280.png') });
  });

  it("opens the title search's own PDF at its page from that citation", async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await titleLink().click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText(/^title-search\.pdf, page 1 · Page 4 of 4$/).waitFor();
    await viewer.locator('.pdf-page .textLayer').getByText(/Stringybark Community Bank/).waitFor();
    expect(requested.some((url) => /\/api\/documents\/[0-9a-f-]+\/file\?file=3$/.test(url))).toBe(true);
    expect(await a11y.scan(page, 'document viewer on a pack file')).toEqual([]);
    await page.keyboard.press('Escape');
    await screenshot(page, 'packs-1280');
  });
});
