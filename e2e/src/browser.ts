import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** Debian's Chromium, headless, never a downloaded browser. */
export async function openBrowser(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'doco-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  // From the top, so the sticky header is drawn once, where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
  return path;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  /** CSS selectors of the first few offending elements. */
  targets: string[];
}

/** Runs axe-core in the page (injected once per document); returns every violation. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, not as a <script> tag: the app's CSP (rightly) refuses
  // inline scripts, and the page must run under that CSP for the journey to prove it works.
  if (!loaded) await page.evaluate(`${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}\n;window.axe = axe;`);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> };
    const result = await (window as unknown as { axe: { run(): Promise<Result> } }).axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' ')),
    }));
  });
}

export const isSerious = (v: AxeViolation) => v.impact === 'serious' || v.impact === 'critical';

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter(isSerious);
}
