import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalysisResponse } from '@doco/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from '../src/browser.ts';
import { type Stack, startStack } from '../src/stack.ts';
import { creditsBanner, detailsPanel } from '../src/ui.ts';
import { registerVerifyAndSignIn } from '../src/sign-up.ts';

// "Checked" (issue 26) in Chromium against the real stack: a vendor statement of our own whose section
// 173 item is a heading followed by its negation shows it under Checked, with its quote and page, and
// raises no concern for it. Screenshots of the list at 1280 and 390 px go to docs/screenshots/issue-26.

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'vendor-statement-pelican-row.txt');
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'issue-26');
const NAME = 'vendor-statement-pelican-row.txt';
const ANALYSIS_MS = 60_000;
const buyer = { firstName: 'Noor', lastName: 'Haddad', email: `noor.haddad+${Date.now()}@example.com`, password: 'Pelican-Row-2026!' };

let stack: Stack;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  stack = await startStack();
  browser = await openBrowser();
  page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 1280, height: 900 });
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function post(path: string, options: Parameters<Page['request']['post']>[1] = {}) {
  return page.request.post(`${stack.baseUrl}${path}`, { ...options, headers: { origin: stack.baseUrl, ...(options.headers ?? {}) } });
}

describe('the Checked list', () => {
  it('a buyer registers, verifies, signs in and has a vendor statement analysed', async () => {
    await registerVerifyAndSignIn(page, stack, buyer);
    await creditsBanner(page).getByText('1 credit available', { exact: true }).waitFor();

    const uploaded = await post('/api/documents', { multipart: { document: { name: NAME, mimeType: 'text/plain', buffer: readFileSync(FIXTURE) } } });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { analysis } = (await uploaded.json()) as { analysis: { id: string } };
    expect((await post(`/api/analyses/${analysis.id}/start`)).status()).toBe(202);
    await expect
      .poll(async () => ((await (await page.request.get(`${stack.baseUrl}/api/analyses/${analysis.id}`)).json()) as AnalysisResponse).analysis.status, {
        timeout: ANALYSIS_MS,
        interval: 1_000,
      })
      .toBe('completed');
  });

  it('shows the heading answered in the negative under Checked with its quote and page, and no concern for it', async () => {
    await page.reload();
    // The documents list names a document by its address, its file name after it.
    await page.getByRole('button', { name: new RegExp(NAME.replace(/\./g, '\\.')) }).first().click();
    const panel = detailsPanel(page);
    await panel.getByRole('link', { name: 'Download PDF report' }).waitFor({ timeout: ANALYSIS_MS });
    await panel.getByText(NAME, { exact: true }).last().waitFor();

    const checked = panel.getByRole('region', { name: 'Checked' });
    const entry = checked.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: 'No section 173 agreement' }) });
    await entry.waitFor();
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain('No agreement under section 173 of the Planning and Environment Act 1987 affects the land.');
    expect(text).toContain('Page 1');
    // The same item is no concern: not in the cards, not in the API's concerns.
    const concerns = panel.getByRole('list', { name: 'Concerns' });
    await concerns.getByRole('listitem').first().waitFor();
    expect(await concerns.getByText(/section 173/i).count()).toBe(0);
    const documents = (await (await page.request.get(`${stack.baseUrl}/api/user/documents`)).json()) as { id: string; originalName: string }[];
    const id = documents.find((d) => d.originalName === NAME)?.id;
    const result = (await (await page.request.get(`${stack.baseUrl}/api/documents/${id}/analysis`)).json()) as AnalysisResponse;
    expect(result.concerns.map((c) => c.kind)).not.toContain('section_173');
    expect(result.checked.map((c) => c.kind)).toContain('section_173');
    // The heritage overlay the statement does assert is a concern, with its level on the card.
    await concerns.getByRole('listitem').filter({ hasText: /heritage/i }).getByText(/^(Low|Medium|High|Critical) risk$/).waitFor();

    mkdirSync(SCREENSHOTS, { recursive: true });
    await checked.scrollIntoViewIfNeeded();
    await checked.screenshot({ path: join(SCREENSHOTS, 'checked-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await checked.scrollIntoViewIfNeeded();
    await checked.screenshot({ path: join(SCREENSHOTS, 'checked-390.png') });
  });
});
