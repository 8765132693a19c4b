import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A11yLedger } from '../src/a11y-ledger.ts';
import { openBrowser, screenshot } from '../src/browser.ts';
import { waitForMail } from '../src/mail.ts';
import { type Stack, startStack } from '../src/stack.ts';
import { creditsBanner, toast } from '../src/ui.ts';
import { registerVerifyAndSignIn } from '../src/sign-up.ts';

// Money and operators (issue 27), in Chromium against the real stack with the offline payment
// sandbox: checkout says how a plan renews and that its credits expire; a declined card is answered
// in the form; an administrator refunds a purchase, which stays in the buyer's Purchase History as
// Refunded and is mailed; deleting the buyer asks for their email typed out. The steps build on each
// other, on one browser with two pages (the buyer's and the administrator's).

const DOCO = fileURLToPath(new URL('../../infra/launcher/doco.ts', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/issue-27/', import.meta.url));
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
const admin = { email: 'billing-ops@doco.example', password: 'staff-only-passphrase-2026' };
const buyer = { firstName: 'Hedy', lastName: 'Lamarr', email: `hedy+${Date.now()}@example.com`, password: 'Frequency-Hopping-1942' };

let stack: Stack;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let adminPage: Page;
const a11y = new A11yLedger('money');
let failedStep: string | null = null;

async function expectNoSeriousA11y(on: Page, screen: string) {
  expect(await a11y.scan(on, screen), `axe on "${screen}"`).toEqual([]);
}

/** The same screen at 1280 and 390 px, checked by axe at both and kept for the issue (docs/screenshots/issue-27). */
async function shootBothWidths(on: Page, name: string, screen: string) {
  mkdirSync(SHOTS, { recursive: true });
  await on.setViewportSize(WIDE);
  await expectNoSeriousA11y(on, screen);
  await on.screenshot({ path: `${SHOTS}${name}-1280.png`, fullPage: true });
  await on.setViewportSize(NARROW);
  await expectNoSeriousA11y(on, `${screen} (390 px)`);
  await on.screenshot({ path: `${SHOTS}${name}-390.png`, fullPage: true });
  await on.setViewportSize(WIDE);
}

async function payWith(on: Page, cardNumber: string, button: string) {
  const card = on.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill(cardNumber);
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: button }).click();
  return card;
}

beforeAll(async () => {
  stack = await startStack();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await page.setViewportSize(WIDE);
  page.setDefaultTimeout(15_000);
  adminPage = await browser.context.newPage();
  await adminPage.setViewportSize(WIDE);
  adminPage.setDefaultTimeout(15_000);
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
  await screenshot(page, 'money-failure').catch(() => {});
  await screenshot(adminPage, 'money-admin-failure').catch(() => {});
});

describe('money and operator actions in Chromium, against the real stack', () => {
  it('an administrator is made with the CLI, and a buyer registers, verifies and signs in', async () => {
    const created = spawnSync(process.execPath, [DOCO, 'admin', 'create', '--email', admin.email, '--first', 'Olive'], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: stack.databaseUrl, DOCO_ADMIN_PASSWORD: admin.password },
      encoding: 'utf8',
    });
    expect(created.status, created.stderr).toBe(0);

    await registerVerifyAndSignIn(page, stack, buyer);
    await creditsBanner(page).getByText('1 credit available', { exact: true }).waitFor();
  });

  it('checkout says the plan renews at its price every month until cancelled, and that its credits expire each period', async () => {
    await page.goto(`${stack.baseUrl}/subscription?tab=plans`);
    await page.getByRole('group', { name: 'Monthly' }).getByRole('button', { name: 'Subscribe Now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Subscribe to Monthly' });
    await confirm.getByText(/^Renews automatically at A\$27\.50 per month until you cancel\./).waitFor();
    await confirm.getByText('Subscription credits expire at the end of each billing period; unused credits do not carry over.').waitFor();
    await confirm.getByRole('button', { name: 'Continue to Payment' }).click();

    const terms = page.getByRole('list', { name: 'Terms' });
    await terms.getByText(/^Renews automatically at A\$27\.50 per month until you cancel\./).waitFor();
    await terms.getByText('Subscription credits expire at the end of each billing period; unused credits do not carry over.').waitFor();
    await page.getByRole('form', { name: 'Card details' }).waitFor();
    await shootBothWidths(page, 'checkout', 'checkout with renewal and expiry');

    // A declined card is answered in the form, above its buttons, not in a toast over the Pay button.
    const card = await payWith(page, '4000 0000 0000 0002', 'Subscribe Now');
    const failure = card.getByRole('alert').filter({ hasText: 'Payment Failed' });
    await failure.getByText('Your card was declined.').waitFor();
    const [alertBox, payBox] = [await failure.boundingBox(), await card.getByRole('button', { name: 'Subscribe Now' }).boundingBox()];
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(payBox!.y);
    await expectNoSeriousA11y(page, 'checkout: card declined');

    await payWith(page, '4242 4242 4242 4242', 'Subscribe Now');
    await toast(page, 'Payment Successful', 'Your subscription is now active! 10 credits have been added to your account.');
    // The receipt gives the renewal date and where to cancel.
    const receipt = await waitForMail(stack.mailDir, buyer.email, /^Your Doco receipt DOCO-\d+$/);
    expect(receipt.text).toMatch(/Your plan renews automatically on \d{1,2} [A-Z][a-z]{2} \d{4} at the same price, until you cancel\./);
    expect(receipt.text).toContain(`To cancel, open ${stack.baseUrl}/subscription and choose Cancel Subscription`);
  });

  it('buys one pay-as-you-go credit for A$3.00', async () => {
    await page.getByRole('tab', { name: 'Plans' }).click();
    await page.getByRole('button', { name: 'Buy Credits (1-100)' }).click();
    await page.getByRole('button', { name: 'Buy 1 Credit' }).click();
    await payWith(page, '4242 4242 4242 4242', 'Pay A$3.00');
    await toast(page, 'Payment Successful', '1 credit added to your account.');
  });

  it('an administrator refunds the A$3.00 purchase: it stays in Purchase History as Refunded, with amount and date, and the buyer is mailed', async () => {
    await adminPage.goto(`${stack.baseUrl}/admin/login`);
    await adminPage.getByLabel('Email', { exact: true }).fill(admin.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
    await adminPage.getByRole('button', { name: 'Sign In' }).click();
    await adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await adminPage.getByRole('tab', { name: 'Payments' }).click();
    const row = adminPage
      .getByRole('list', { name: 'Payments' })
      .getByRole('listitem')
      .filter({ hasText: buyer.email })
      .filter({ hasText: '1 pay-as-you-go credit' });
    await row.getByRole('button', { name: 'Refund' }).click();
    await row.getByRole('button', { name: 'Confirm refund of A$3.00' }).click();
    await toast(adminPage, 'Action Completed', 'Refunded; 1 unspent credit removed.');

    await page.getByRole('tab', { name: 'Purchase History' }).click();
    await page.reload();
    const purchases = page.getByRole('list', { name: 'Purchases' });
    const refunded = purchases.getByRole('listitem').filter({ hasText: 'Pay-as-you-go' });
    const today = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());
    await refunded.getByText('Refunded', { exact: true }).waitFor();
    await refunded.getByText(`Refunded A$3.00 on ${today}`).waitFor();
    await purchases.getByRole('listitem').filter({ hasText: 'Monthly' }).getByText('Active', { exact: true }).waitFor();
    await shootBothWidths(page, 'refunded-row', 'purchase history with a refunded row');

    // Overview and Analytics show one revenue figure, billing's, saying what it counts: the Monthly
    // A$27.50 kept, the refunded A$3.00 left out.
    const revenueOn = async (tab: string) => {
      await adminPage.getByRole('tab', { name: tab }).click();
      const label = adminPage.getByText('Revenue (all time)', { exact: true });
      await label.waitFor();
      await adminPage.getByText('Card payments that went through, GST included; refunded and disputed ones left out.').waitFor();
      return label.locator('xpath=following-sibling::dd[1]').textContent();
    };
    expect(await revenueOn('Overview')).toBe('A$27.50');
    expect(await revenueOn('Analytics')).toBe('A$27.50');
    await expectNoSeriousA11y(adminPage, 'admin: analytics');

    const notice = await waitForMail(stack.mailDir, buyer.email, /^Your Doco refund of A\$3\.00$/);
    const melbourneToday = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Melbourne' }).format(new Date());
    expect(notice.text).toContain(`We refunded A$3.00 for 1 pay-as-you-go credit on ${melbourneToday}.`);
    expect(notice.text).toContain(`${stack.baseUrl}/subscription?tab=history`);
  });

  it('deleting the buyer asks for their email typed out; only the right one deletes', async () => {
    const name = `${buyer.firstName} ${buyer.lastName}`;
    await adminPage.getByRole('tab', { name: 'Users' }).click();
    await adminPage.getByLabel('Search users').fill(buyer.email);
    await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
    await adminPage.getByRole('button', { name: `Actions for ${name}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Actions for ${name}` });
    // A subscriber: Change plan is offered.
    expect(await dialog.getByLabel('Action').locator('option', { hasText: 'Change plan' }).count()).toBe(1);
    await dialog.getByLabel('Action').selectOption('delete_user');
    const remove = dialog.getByRole('button', { name: 'Delete user' });
    expect(await remove.isDisabled()).toBe(true);
    const typed = dialog.getByLabel(`Type ${buyer.email} to confirm`);
    await typed.fill('someone-else@example.com');
    expect(await remove.isDisabled()).toBe(true);
    await typed.fill(buyer.email);
    expect(await remove.isEnabled()).toBe(true);
    await shootBothWidths(adminPage, 'delete-confirmation', 'admin: delete confirmation');

    const users = await stack.count('users');
    await remove.click();
    await toast(adminPage, 'Action Completed', 'User deleted: account, documents, analyses and reports removed; payments kept detached. Their subscription was cancelled.');
    expect(await stack.count('users')).toBe(users - 1);
  });
});
