import { DEV_BILLING_TOKEN_GATEWAY } from '@doco/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { A11yLedger } from '../src/a11y-ledger.ts';
import { openBrowser, screenshot } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

let stack: Stack;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let context: BrowserContext;
const a11y = new A11yLedger('shell');

beforeAll(async () => {
  stack = await startStack();
  browser = await openBrowser();
  context = browser.context;
});
afterAll(async () => {
  a11y.save();
  await browser?.close();
  await stack?.stop();
});

describe('the web app served by the gateway', () => {
  it('shows the landing page to a visitor, with no serious accessibility problems', async () => {
    const page = await context.newPage();
    await page.goto(stack.baseUrl);
    // Waits past the spinner shown while the session is checked (isVisible() would not wait).
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await screenshot(page, 'landing-1280');
    expect(await a11y.scan(page, 'landing (shell smoke test)')).toEqual([]);
    await page.close();
  });

  it('shows the 404 card for an unknown path, with a 404 status', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${stack.baseUrl}/nope`);
    expect(response?.status()).toBe(404);
    await page.getByText('404 Page Not Found').waitFor();
    expect(await a11y.scan(page, '404 page')).toEqual([]);
    await page.close();
  });

  it('reports every dependency ready: ok to anyone, the details only with the internal token', async () => {
    const open = await fetch(`${stack.baseUrl}/readyz`);
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ status: 'ok' });
    const res = await fetch(`${stack.baseUrl}/readyz`, { headers: { authorization: `Bearer ${DEV_BILLING_TOKEN_GATEWAY}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { checks: Record<string, { status: string }> };
    expect(Object.fromEntries(Object.entries(body.checks).map(([k, v]) => [k, v.status]))).toEqual({
      postgres: 'ok',
      redis: 'ok',
      storage: 'ok',
    });
  });
});
