import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { openBrowser, screenshot, seriousA11yViolations } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

let stack: Stack;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let context: BrowserContext;

beforeAll(async () => {
  stack = await startStack();
  browser = await openBrowser();
  context = browser.context;
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the web app served by the gateway', () => {
  it('shows the landing page to a visitor, with no serious accessibility problems', async () => {
    const page = await context.newPage();
    await page.goto(stack.baseUrl);
    await expect(page.getByRole('button', { name: /login/i }).first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'landing-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the 404 card for an unknown path', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${stack.baseUrl}/nope`);
    expect(response?.status()).toBe(200);
    await page.getByText('404 Page Not Found').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('reports every dependency ready', async () => {
    const res = await fetch(`${stack.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { checks: Record<string, { status: string }> };
    expect(Object.fromEntries(Object.entries(body.checks).map(([k, v]) => [k, v.status]))).toEqual({
      postgres: 'ok',
      redis: 'ok',
      storage: 'ok',
    });
  });
});
