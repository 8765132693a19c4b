import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnalysisResponse, DocumentListItem } from '@doco/contracts';
import type { Page } from 'playwright-core';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A11yLedger } from '../src/a11y-ledger.ts';
import { ARTIFACTS, openBrowser, screenshot } from '../src/browser.ts';
import { linkIn, waitForMail, waitForMails } from '../src/mail.ts';
import { section32Pdf } from '../src/section32-pdf.ts';
import { type Stack, startStack } from '../src/stack.ts';
import { creditsBanner, detailsPanel, toast } from '../src/ui.ts';

// One buyer, from a clean database, through the whole product in Chromium (issue 7, "Tests"): the
// steps run in order and share the page, as a person's visit would.

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
/** The server refuses forms sent sooner than 2 s after they opened (bot check); a person takes longer. */
const FORM_FILL_MS = 2_500;
/** An analysis of the 7-page PDF takes about a second; the stack's first one also warms the worker up. */
const ANALYSIS_MS = 45_000;

const buyer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada.lovelace+${Date.now()}@example.com`,
  password: 'Harbour-Bridge-42!',
};
const files = {
  free: { name: 'section32-14-wattle-gully-road.pdf', street: '14 Wattle Gully Road' },
  paid: { name: 'contract-22-barker-street.pdf', street: '22 Barker Street' },
  declined: { name: 'vendor-statement-5-templeton-street.pdf', street: '5 Templeton Street' },
};
const RISK_TABS = ['Property', 'Costs', 'Restrictions', 'Overlays', 'Risks'] as const;
/** expect.poll waits on a UI state for up to this long. */
const POLL = { timeout: 10_000 };
const CATEGORY_LABELS = { legal: 'Legal', financial: 'Financial', compliance: 'Compliance', operational: 'Operational' } as const;

let stack: Stack;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const a11y = new A11yLedger('buyer-journey');
const startedAt = Date.now();

async function expectNoSeriousA11y(screen: string) {
  expect(await a11y.scan(page, screen), `axe on "${screen}"`).toEqual([]);
}

/** GET through the page's own session (same cookies as the UI). */
async function api<T>(path: string): Promise<T> {
  const res = await page.request.get(`${stack.baseUrl}${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function documentNamed(name: string): Promise<DocumentListItem> {
  const documents = await api<DocumentListItem[]>('/api/user/documents');
  const document = documents.find((d) => d.originalName === name);
  if (!document) throw new Error(`${name} is not in the documents list`);
  return document;
}

async function chooseFile(file: { name: string; street: string }) {
  const panel = detailsPanel(page);
  await panel.getByRole('heading', { name: 'Upload Document' }).waitFor();
  const start = panel.getByRole('button', { name: 'Start Analysis' });
  expect(await start.isDisabled()).toBe(true);
  await panel.getByLabel('Document file').setInputFiles({
    name: file.name,
    mimeType: 'application/pdf',
    buffer: await section32Pdf({ street: file.street }),
  });
  // The chosen file is listed, with a button to remove it.
  await panel.getByText(file.name, { exact: true }).waitFor();
  await panel.getByRole('button', { name: `Remove ${file.name}` }).waitFor();
  expect(await start.isEnabled()).toBe(true);
}

/** The completed report of `name` is on screen (the report link, and its file name under the address that names it). */
async function waitForReport(name: string) {
  const panel = detailsPanel(page);
  await panel.getByRole('link', { name: 'Download PDF report' }).waitFor({ timeout: ANALYSIS_MS });
  await panel.getByText(name, { exact: true }).first().waitFor();
}

/** The text of a PDF's first page. */
async function pdfText(bytes: Buffer): Promise<string> {
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const content = await (await (await task.promise).getPage(1)).getTextContent();
  await task.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

const documentRow = (name: string) =>
  page.getByRole('list', { name: 'Documents', exact: true }).getByRole('listitem').filter({ hasText: name });

beforeAll(async () => {
  stack = await startStack();
  browser = await openBrowser();
  page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize(WIDE);
});

// The steps build on each other: after a failure the rest fail at once instead of timing out one by one.
let failedStep: string | null = null;
beforeEach(() => {
  if (failedStep) throw new Error(`not run: the earlier step "${failedStep}" failed`);
});
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || failedStep) return;
  failedStep = task.name;
  await screenshot(page, 'failure').catch(() => {});
  console.log(`[e2e] failed at ${page.url()}; screenshot: e2e/artifacts/failure.png`);
});

afterAll(async () => {
  a11y.save();
  console.log(`[e2e] buyer journey: ${((Date.now() - startedAt) / 1000).toFixed(1)} s with the stack's start`);
  await browser?.close();
  await stack?.stop();
});

describe('a buyer in Chromium, against the real stack from a clean database', () => {
  it('sees the landing page and registers on the auth screen (honeypot untouched, human form timing)', async () => {
    await page.goto(stack.baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Understand your contract of sale before you sign' }).waitFor();
    await expectNoSeriousA11y('landing');

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Doco' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    await expectNoSeriousA11y('auth: Sign In tab');

    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.waitFor();
    const openedAt = Date.now();
    await form.getByLabel('First name').fill(buyer.firstName);
    await form.getByLabel('Last name').fill(buyer.lastName);
    await form.getByLabel('Email', { exact: true }).fill(buyer.email);
    await form.getByLabel('Password', { exact: true }).fill(buyer.password);
    // The bot trap stays empty and out of reach: off-screen, not focusable, hidden from assistive tech.
    const honeypot = form.locator('input[name="website"]');
    expect(await honeypot.inputValue()).toBe('');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await expectNoSeriousA11y('auth: Register tab');

    // The one timed wait: a person takes more than the 2 s the server asks of a registration.
    await page.waitForTimeout(Math.max(0, FORM_FILL_MS - (Date.now() - openedAt)));
    await form.getByRole('button', { name: 'Create Account' }).click();
    await toast(page, 'Registration successful!', 'Please check your email to verify your account.');
    // The screen moves to Sign In; signing in before verifying is refused with a way to resend.
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email', { exact: true }).fill(buyer.email);
    await signIn.getByLabel('Password', { exact: true }).fill(buyer.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    const refused = await toast(page, 'Login failed', 'Please verify your email before logging in');
    await refused.getByRole('button', { name: 'Resend' }).waitFor();
  });

  it('verifies the email from the captured mail, then signs in to an empty dashboard', async () => {
    const mail = await waitForMail(stack.mailDir, buyer.email, /^Verify your email for Doco$/);
    expect(mail.text).toContain(`Hi ${buyer.firstName}`);
    const link = linkIn(mail, '/verify-email');
    expect(link.origin).toBe(stack.baseUrl);
    expect(link.searchParams.get('token')).toMatch(/.{20,}/);

    await page.goto(link.href);
    await page.getByRole('status').getByText('Email verified successfully! You can now log in.').waitFor();
    await expectNoSeriousA11y('verify email');
    // A second click on the same link (issue 27): already verified, with the way to sign in.
    await page.goto(link.href);
    await page.getByRole('status').getByText('Your email is already verified').waitFor();
    await expectNoSeriousA11y('verify email, second click');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();

    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email', { exact: true }).fill(buyer.email);
    await signIn.getByLabel('Password', { exact: true }).fill(buyer.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The account's first sign-in: 'Welcome', not 'Welcome back' (issue 27).
    await page.getByText(`Welcome, ${buyer.firstName} ${buyer.lastName}.`).waitFor();
    const credits = creditsBanner(page);
    await credits.getByText('1 credit available', { exact: true }).waitFor();
    await credits.getByText('Includes 1 free credit', { exact: true }).waitFor();
    await credits.getByText(/^Plan: Free Plan$/).waitFor(); // 'Plan: ' is read to screen readers only
    expect(await credits.getAttribute('data-tone')).toBe('yellow');
    await page.getByText('No property documents uploaded yet').waitFor();
    await page.getByRole('link', { name: 'Read the full disclaimer' }).waitFor();
    await expectNoSeriousA11y('dashboard (empty)');
    await screenshot(page, 'dashboard-empty-1280');
  });

  it('uploads a text PDF, watches the real stage in the progress view, and sees the analysis complete', async () => {
    await page.getByRole('button', { name: 'Upload your first property document' }).click();
    await chooseFile(files.free);
    await expectNoSeriousA11y('upload');

    // Hold the queue so the processing view can be looked at before a worker takes the job.
    const hold = await stack.holdAnalyses();
    try {
      await detailsPanel(page).getByRole('button', { name: 'Start Analysis' }).click();
      await toast(page, 'Document uploaded successfully', 'Analysis is now processing...');
      const panel = detailsPanel(page);
      await panel.getByRole('heading', { name: 'Analysing Document...' }).waitFor();
      const bar = panel.getByRole('progressbar', { name: 'Analysis progress' });
      await page.waitForFunction(
        (el) => el?.getAttribute('aria-valuetext') === 'Waiting in the queue: 0%',
        await bar.elementHandle(),
      );
      await panel.getByText('Waiting in the queue', { exact: true }).waitFor();
      // What the bar shows is what the server reports for this analysis.
      const document = await documentNamed(files.free.name);
      const server = await api<AnalysisResponse>(`/api/documents/${document.id}/analysis`);
      expect(server.analysis).toMatchObject({ status: 'pending', stage: 'queued', progress: 0 });
      await documentRow(files.free.name).getByText('Analysis pending').waitFor();
      await expectNoSeriousA11y('processing');
    } finally {
      await hold.release();
    }

    await waitForReport(files.free.name);
    await documentRow(files.free.name).getByText('Analysis saved').waitFor();
    const credits = creditsBanner(page);
    await credits.getByText('0 credits available', { exact: true }).waitFor();
    expect(await credits.getAttribute('data-tone')).toBe('red');
  });

  it('opens every tab of the report, filters the concerns by category and downloads the PDF report', async () => {
    const panel = detailsPanel(page);
    const document = await documentNamed(files.free.name);
    const report = await api<AnalysisResponse>(`/api/documents/${document.id}/analysis`);
    expect(report.analysis.status).toBe('completed');

    await panel.getByRole('heading', { name: 'Register Search Statement' }).waitFor();
    await panel.getByText(/Goldfields Ridge Developments Pty Ltd/i).first().waitFor();
    const summary = panel.getByRole('region', { name: 'Doco Summary' });
    await summary.getByText(/(Low|Medium|High|Critical) overall risk/).waitFor();
    await summary.getByRole('heading', { name: 'Red Flags' }).waitFor();

    const expectations: Record<(typeof RISK_TABS)[number], string[]> = {
      Property: ['14 Wattle Gully Road, Castlemaine VIC 3450', '$745,000', 'The council valuation is not the purchase price.'],
      Costs: ['Total upfront costs', 'Total ongoing costs (annual)', 'Breakdown'],
      // One row per item (issue 26): the covenant is listed once, in the first group that has it.
      Restrictions: ['Easements', 'AT445120'],
      Overlays: ['Heritage Overlay', 'Bushfire Management Overlay'],
      Risks: ['Recommendation:'],
    };
    for (const name of RISK_TABS) {
      const tab = panel.getByRole('tab', { name, exact: true });
      await tab.click();
      await page.waitForFunction((el) => el?.getAttribute('aria-selected') === 'true', await tab.elementHandle());
      const tabPanel = panel.getByRole('tabpanel', { name, exact: true });
      for (const text of expectations[name]) await tabPanel.getByText(text).first().waitFor();
      if (name === 'Costs') {
        // md and up: a table of the breakdown.
        await tabPanel.getByRole('table', { name: 'Cost breakdown' }).waitFor();
        expect(await tabPanel.getByRole('row').count()).toBeGreaterThan(1);
      }
      await expectNoSeriousA11y(`results: ${name} tab`);
    }

    // Category tiles and filter chips agree with what the server found.
    const byCategory = (category: string) => report.concerns.filter((c) => c.category === category);
    expect(report.concerns.length).toBeGreaterThan(3);
    const tiles = panel.getByRole('list', { name: 'Concerns by category', exact: true });
    const chips = panel.getByRole('group', { name: 'Filter concerns by category' });
    const concernCards = panel.getByRole('list', { name: 'Concerns', exact: true }).getByRole('listitem');
    const all = chips.getByRole('button', { name: `All (${report.concerns.length})` });
    expect(await all.getAttribute('aria-pressed')).toBe('true');
    expect(await concernCards.count()).toBe(report.concerns.length);
    for (const [category, label] of Object.entries(CATEGORY_LABELS)) {
      const expected = byCategory(category);
      const tile = tiles.getByRole('listitem').filter({ hasText: label });
      expect(await tile.innerText()).toMatch(new RegExp(`^${label}\\s+${expected.length}$`));
      const chip = chips.getByRole('button', { name: `${label} (${expected.length})` });
      await chip.click();
      await page.waitForFunction((el) => el?.getAttribute('aria-pressed') === 'true', await chip.elementHandle());
      expect(await all.getAttribute('aria-pressed')).toBe('false');
      if (expected.length === 0) {
        await panel.getByText('No concerns in this category.').waitFor();
        continue;
      }
      await expect.poll(() => concernCards.count(), POLL).toBe(expected.length);
      const titles = await concernCards.getByRole('heading', { level: 4 }).allInnerTexts();
      expect(titles).toEqual(expected.map((c) => c.title));
      // Each concern shows its category, its quote and the page it sits on.
      const shown = await concernCards.all();
      for (const [i, concern] of expected.entries()) {
        const cardText = await shown[i]!.innerText();
        expect(cardText).toContain(label);
        expect(concern.location).toMatch(/^Page \d+/);
        expect(cardText).toContain(concern.location!);
        if (concern.context) expect(await shown[i]!.getByRole('blockquote').innerText()).toBe(`“${concern.context}”`);
      }
    }
    await all.click();
    await expect.poll(() => concernCards.count(), POLL).toBe(report.concerns.length);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download PDF report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(bytes.length).toBeGreaterThan(2_000);

    await panel.getByRole('tab', { name: 'Costs', exact: true }).click();
    await screenshot(page, 'results-1280');
    // A phone: the costs become a stacked list, and the page still passes axe.
    await page.setViewportSize(NARROW);
    const costsPanel = panel.getByRole('tabpanel', { name: 'Costs', exact: true });
    await costsPanel.getByRole('list', { name: 'Cost breakdown' }).waitFor();
    expect(await costsPanel.getByRole('table').count()).toBe(0);
    await expectNoSeriousA11y('results (390 px, Costs tab)');
    await screenshot(page, 'results-390');
    await page.setViewportSize(WIDE);
    await costsPanel.getByRole('table', { name: 'Cost breakdown' }).waitFor();
  });

  it('plans the key dates: sets the day they signed, adds the dates to a calendar and copies the questions for the vendor\'s solicitor', async () => {
    const panel = detailsPanel(page);
    const document = await documentNamed(files.free.name);
    const keyDates = panel.getByRole('list', { name: 'Key dates timeline' });
    await panel.getByRole('heading', { name: 'Key dates' }).waitFor();
    const cooling = keyDates.getByRole('listitem').filter({ hasText: 'Cooling-off ends' });
    await cooling.getByText('Not known yet').waitFor();
    // Settlement is stated in the particulars (15/03/2027), so it is already on the timeline.
    await keyDates.getByRole('listitem').filter({ hasText: 'Settlement' }).getByText('15 Mar 2027').waitFor();

    // Signed tomorrow: the cooling-off end is worked out by the server with Victoria's business days.
    const signed = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await panel.getByLabel('The day you signed the contract').fill(signed);
    await panel.getByRole('button', { name: 'Save signing date' }).click();
    await expect.poll(async () => (await cooling.innerText()).includes('Not known yet'), POLL).toBe(false);
    const report = await api<AnalysisResponse>(`/api/documents/${document.id}/analysis`);
    expect(report.signingDate).toBe(signed);
    const coolingDate = report.keyDates.find((d) => d.kind === 'cooling-off-ends')?.date;
    expect(coolingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await cooling.locator('time').getAttribute('datetime')).toBe(coolingDate);
    // The next date is highlighted with the days left.
    const next = keyDates.locator('li[aria-current="step"]');
    await next.getByText(/days left|Today|Tomorrow/).waitFor();
    await expectNoSeriousA11y('results: key dates');

    const [calendar] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(calendar.suggestedFilename()).toMatch(/key dates\.ics$/);
    const ics = await readFile(await calendar.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${coolingDate!.replaceAll('-', '')}`);
    expect(ics.match(/BEGIN:VALARM/g)?.length ?? 0).toBeGreaterThanOrEqual(6);

    // Questions to ask: untick one, copy the rest as an email.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
    expect(report.vendorQuestions.length).toBeGreaterThan(1);
    const first = report.vendorQuestions[0]!;
    await panel.getByRole('checkbox', { name: first.question }).click();
    await panel.getByText(`${report.vendorQuestions.length - 1} of ${report.vendorQuestions.length} selected`).waitFor();
    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await toast(page, 'Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Dear Sir or Madam,');
    expect(copied).toContain(`1. ${report.vendorQuestions[1]!.question}`);
    expect(copied).not.toContain(first.question);
    expect(copied.trimEnd().endsWith(`${buyer.firstName} ${buyer.lastName}`)).toBe(true);
    expect(await panel.getByRole('link', { name: 'Open in email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);

    const cards = { 'key-dates': panel.getByRole('region', { name: 'Key dates' }), questions: panel.getByRole('region', { name: 'Questions to ask' }) };
    await screenshot(page, 'key-dates-1280');
    for (const [name, card] of Object.entries(cards)) await card.screenshot({ path: join(ARTIFACTS, `${name}-card-1280.png`) });
    await page.setViewportSize(NARROW);
    await cards.questions.waitFor();
    await expectNoSeriousA11y('results: key dates and questions (390 px)');
    await screenshot(page, 'key-dates-390');
    for (const [name, card] of Object.entries(cards)) await card.screenshot({ path: join(ARTIFACTS, `${name}-card-390.png`) });
    await page.setViewportSize(WIDE);
  });

  it('with the free credit spent, hits the no-credits screen, pays A$3.00 with the sandbox test card and sees the analysis run', async () => {
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await chooseFile(files.paid);
    await detailsPanel(page).getByRole('button', { name: 'Start Analysis' }).click();

    const panel = detailsPanel(page);
    await panel.getByRole('heading', { name: 'You have no credits left' }).waitFor();
    await panel.getByText('No credits available. Choose a subscription plan or pay-as-you-go to continue.').waitFor();
    // 'View Subscription Plans' leads to the Plans tab.
    expect(await panel.getByRole('link', { name: 'View Subscription Plans' }).getAttribute('href')).toBe('/subscription?tab=plans');
    await expectNoSeriousA11y('no credits');

    // One step to the card form (issue 27).
    await panel.getByRole('button', { name: 'Pay A$3.00 Now' }).click();

    await panel.getByRole('heading', { name: 'Complete Payment' }).waitFor();
    const card = panel.getByRole('form', { name: 'Card details' });
    await card.getByText('Test mode', { exact: true }).waitFor();
    await expectNoSeriousA11y('payment form (sandbox)');
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry (MM/YY)').fill('12/34');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: 'Pay A$3.00 and Start Analysis' }).click();

    await toast(page, 'Payment Successful', '1 credit added to your account.');
    await waitForReport(files.paid.name);
    await panel
      .getByRole('tabpanel', { name: 'Property', exact: true })
      .getByText('22 Barker Street, Castlemaine VIC 3450', { exact: true })
      .waitFor();
    await documentRow(files.paid.name).getByText('Analysis saved').waitFor();
    // The paid credit went to this analysis.
    await creditsBanner(page).getByText('0 credits available', { exact: true }).waitFor();
  });

  it('a declined card (4000 0000 0000 0002) shows Payment Failed and charges nothing', async () => {
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await chooseFile(files.declined);
    await detailsPanel(page).getByRole('button', { name: 'Start Analysis' }).click();

    const panel = detailsPanel(page);
    await panel.getByRole('button', { name: 'Pay A$3.00 Now' }).click();
    const card = panel.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Card number').fill('4000 0000 0000 0002');
    await card.getByLabel('Expiry (MM/YY)').fill('12/34');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: 'Pay A$3.00 and Start Analysis' }).click();

    // The message sits in the form above its buttons, not in a toast over the Pay button.
    await card.getByRole('alert').filter({ hasText: 'Payment Failed' }).filter({ hasText: 'Your card was declined.' }).waitFor();
    // Still on the card form, ready for another card; nothing was credited or started.
    await card.getByRole('button', { name: 'Pay A$3.00 and Start Analysis' }).waitFor();
    expect(await card.getByRole('button', { name: 'Pay A$3.00 and Start Analysis' }).isEnabled()).toBe(true);
    await expectNoSeriousA11y('payment failed');
    await panel.getByRole('button', { name: 'Back to Dashboard' }).click();
    await panel.getByRole('heading', { name: 'Check a property before you sign' }).waitFor();
    const document = await documentNamed(files.declined.name);
    expect(document.analysis?.status).toBe('pending');
    await documentRow(files.declined.name).getByText('Analysis pending').waitFor();
    await creditsBanner(page).getByText('0 credits available', { exact: true }).waitFor();
  });

  it('shows the dashboard with its documents at 1280 px and 390 px, and the profile page', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Documents', exact: true }).getByRole('listitem').count(), POLL).toBe(3);
    await creditsBanner(page).getByText('0 credits available', { exact: true }).waitFor();
    await expectNoSeriousA11y('dashboard (3 documents)');
    await screenshot(page, 'dashboard-1280');
    await page.setViewportSize(NARROW);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expectNoSeriousA11y('dashboard (390 px)');
    await screenshot(page, 'dashboard-390');
    await page.setViewportSize(WIDE);

    await page.getByRole('button', { name: `Account menu: ${buyer.firstName} ${buyer.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByText(buyer.email, { exact: true }).waitFor();
    await expectNoSeriousA11y('profile');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('deletes one document after the exact confirmation, then the rest with Delete Multiple', async () => {
    const list = page.getByRole('list', { name: 'Documents', exact: true });
    await page.getByRole('button', { name: `Delete ${files.declined.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete document' });
    await dialog.getByText('Are you sure you want to delete this document? This action cannot be undone.', { exact: true }).waitFor();
    await expectNoSeriousA11y('delete confirmation');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Document deleted', 'The document and its analysis have been permanently deleted.');
    await documentRow(files.declined.name).waitFor({ state: 'detached' });
    await expect.poll(() => list.getByRole('listitem').count(), POLL).toBe(2);

    await page.getByRole('button', { name: 'Delete Multiple' }).click();
    const bar = page.getByRole('toolbar', { name: 'Delete multiple documents' });
    expect(await bar.getByRole('button', { name: 'Delete Selected (0)' }).isDisabled()).toBe(true);
    await bar.getByRole('button', { name: 'Select All' }).click();
    await bar.getByRole('button', { name: 'Deselect All' }).waitFor();
    for (const checkbox of await list.getByRole('checkbox').all()) expect(await checkbox.getAttribute('aria-checked')).toBe('true');
    await bar.getByRole('button', { name: 'Delete Selected (2)' }).click();
    const many = page.getByRole('alertdialog', { name: 'Delete 2 documents' });
    await many.getByText('Are you sure you want to delete these 2 documents? This action cannot be undone.', { exact: true }).waitFor();
    await many.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Documents deleted', 'Successfully deleted 2 documents');
    await page.getByText('No property documents uploaded yet').waitFor();
    expect(await api<DocumentListItem[]>('/api/user/documents')).toEqual([]);
  });

  it('buys credits on Subscription Management: Monthly with the sandbox card, then 10 pay-as-you-go credits, then cancels', async () => {
    type Credits = { freeCreditsRemaining: number; subscriptionCreditsRemaining: number };
    const total = async () => {
      const c = await api<Credits>('/api/subscription/credits');
      return c.freeCreditsRemaining + c.subscriptionCreditsRemaining;
    };
    const before = await total();
    // The banner's 'Get credits' opens the Plans tab.
    await creditsBanner(page).getByRole('link', { name: 'Get credits' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscription Management' }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=plans');
    const monthly = page.getByRole('group', { name: 'Monthly' });
    await monthly.waitFor();
    await page.getByRole('group', { name: 'Quarterly' }).getByText('Most Popular').waitFor();
    await expectNoSeriousA11y('subscription: plans');
    await screenshot(page, 'subscription-plans-1280');
    await page.setViewportSize(NARROW);
    await expectNoSeriousA11y('subscription: plans (390 px)');
    await screenshot(page, 'subscription-plans-390');
    await page.setViewportSize(WIDE);

    // Subscribe to Monthly but leave the card form: the subscription waits for its first payment.
    await monthly.getByRole('button', { name: 'Subscribe Now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Subscribe to Monthly' });
    await confirm.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('form', { name: 'Card details' }).getByRole('button', { name: 'Cancel Payment' }).click();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('Pending', { exact: true }).waitFor();

    // Overview's Complete Payment opens the full-page 'Complete Your Payment'.
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Complete Your Payment' }).waitFor();
    const card = page.getByRole('form', { name: 'Card details' });
    await card.waitFor();
    await expectNoSeriousA11y('complete your payment');
    await screenshot(page, 'complete-your-payment-1280');
    await page.setViewportSize(NARROW);
    await expectNoSeriousA11y('complete your payment (390 px)');
    await screenshot(page, 'complete-your-payment-390');
    await page.setViewportSize(WIDE);
    // A declined card: 'Payment Failed', nothing added.
    await card.getByLabel('Card number').fill('4000 0000 0000 0002');
    await card.getByLabel('Expiry (MM/YY)').fill('12/34');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: 'Complete Payment' }).click();
    await card.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(await total()).toBe(before);
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByRole('button', { name: 'Complete Payment' }).click();
    await toast(page, 'Payment Successful', 'Your subscription is now active! 10 credits have been added to your account.');
    await page.getByRole('heading', { level: 1, name: 'Subscription Management' }).waitFor();
    await expect.poll(total, POLL).toBe(before + 10);
    await page.getByText('Active', { exact: true }).first().waitFor();

    // Another plan from the period end: confirmed in words that say so; nothing charged now.
    await page.getByRole('tab', { name: 'Plans' }).click();
    await page.getByRole('group', { name: 'Quarterly' }).getByRole('button', { name: 'Switch Plan' }).click();
    const switchDialog = page.getByRole('dialog', { name: 'Switch to Quarterly' });
    await switchDialog.getByText(/Your Monthly plan stays until .*Nothing is charged today/).waitFor();
    await expectNoSeriousA11y('subscription: switch plan');
    await switchDialog.getByRole('button', { name: 'Switch at Period End' }).click();
    await toast(page, 'Plan Change Scheduled');
    await page.getByRole('group', { name: 'Quarterly' }).getByText(/^Starts on /).waitFor();
    expect(await total()).toBe(before + 10);

    await page.getByRole('button', { name: 'Buy Credits (1-100)' }).click();
    const quantity = page.getByLabel('Number of analyses (1-100)');
    await quantity.fill('10');
    await page.getByLabel('Price breakdown').getByText('A$29.00', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Buy 10 Credits' }).click();
    const bundleCard = page.getByRole('form', { name: 'Card details' });
    await bundleCard.getByLabel('Card number').fill('4242 4242 4242 4242');
    await bundleCard.getByLabel('Expiry (MM/YY)').fill('12/34');
    await bundleCard.getByLabel('CVC').fill('123');
    await bundleCard.getByRole('button', { name: 'Pay A$29.00' }).click();
    await toast(page, 'Payment Successful', '10 credits added to your account.');
    await expect.poll(total, POLL).toBe(before + 20);

    await page.getByRole('tab', { name: 'Purchase History' }).click();
    const purchases = page.getByRole('list', { name: 'Purchases' });
    await purchases.getByText('Monthly', { exact: true }).waitFor();
    await purchases.getByText('A$29.00', { exact: true }).waitFor();
    await expectNoSeriousA11y('subscription: purchase history');
    // Each purchase has its tax invoice, with the GST in the total.
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      purchases.getByRole('link', { name: /^Tax invoice for Monthly/ }).click(),
    ]);
    expect(invoice.suggestedFilename()).toMatch(/^tax-invoice-DOCO-\d+\.pdf$/);
    const invoiceText = await pdfText(await readFile(await invoice.path()));
    expect(invoiceText).toContain('Tax invoice');
    expect(invoiceText).toContain('GST included in total');
    expect(invoiceText).toContain('A$2.50'); // the GST in A$27.50
    expect(invoiceText).toContain(`${buyer.firstName} ${buyer.lastName} (${buyer.email})`);
    // Each payment's receipt arrives once by mail, with its tax invoice attached.
    // (A$3.00 on the dashboard, then Monthly A$27.50 and 10 credits A$29.00 here.)
    const receipts = await waitForMails(stack.mailDir, buyer.email, /^Your Doco receipt DOCO-\d+$/, 3);
    expect(receipts.map((m) => /payment of (A\$[\d.]+)/.exec(m.text)?.[1]).sort()).toEqual(['A$27.50', 'A$29.00', 'A$3.00']);
    for (const receipt of receipts) {
      expect(await readFile(join(stack.mailDir, receipt.file), 'utf8')).toMatch(/Content-Type: application\/pdf; name="?tax-invoice-DOCO-\d+\.pdf/);
    }

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('Active', { exact: true }).first().waitFor();
    await page.getByText(/^Changes to Quarterly on /).waitFor();
    await expectNoSeriousA11y('subscription: overview');
    await screenshot(page, 'subscription-overview-1280');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await toast(page, 'Subscription Cancelled');
    // Credits stay to the period end.
    expect(await total()).toBe(before + 20);
    await page.getByRole('link', { name: /Back to Dashboard/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // First-party analytics recorded the visit: page views from the browser; a checkout for every
    // payment begun and a purchase for every one credited, recorded by the server.
    const [payments, succeeded] = [await stack.count('payments'), await stack.succeededPayments()];
    expect(succeeded).toBeGreaterThanOrEqual(3); // A$3.00 on the dashboard, Monthly, 10 credits
    await expect
      .poll(async () => {
        const names = await stack.analyticsEventNames();
        return ['page_view', 'tab_change', 'begin_checkout', 'purchase'].map((n) => names.filter((x) => x === n).length);
      }, POLL)
      .toEqual([expect.any(Number), expect.any(Number), payments, succeeded]);
    expect((await stack.analyticsEventNames()).filter((n) => n === 'page_view').length).toBeGreaterThan(3);
  });

  it('logs out: the toast, then back on the landing page', async () => {
    // Hold the logout call until the toast has been seen: the full-page redirect follows it at once.
    let letLogoutThrough!: () => void;
    const toastSeen = new Promise<void>((resolve) => (letLogoutThrough = resolve));
    await page.route('**/api/auth/logout', async (route) => {
      await toastSeen;
      await route.continue();
    });
    await page.getByRole('button', { name: `Account menu: ${buyer.firstName} ${buyer.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await toast(page, 'Logged out successfully', 'Redirecting to home page...');
    letLogoutThrough();

    await page.getByRole('heading', { level: 1, name: 'Understand your contract of sale before you sign' }).waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => window.localStorage.getItem('auth_logged_out'))).toBe('true');
    await page.unroute('**/api/auth/logout');
    // The session is gone on the server too.
    expect((await page.request.get(`${stack.baseUrl}/api/auth/user`)).status()).toBe(401);
  });
});
