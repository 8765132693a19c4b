import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, type AxeViolation, axeViolations, isSerious } from './browser.ts';

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

export interface A11yEntry {
  screen: string;
  violations: AxeViolation[];
}

/** Where a test file's scans are written (artifacts/axe-<name>.json); the global teardown reads them back. */
export const ledgerFile = (name: string) => join(ARTIFACTS, `axe-${name}.json`);

/** A Markdown table: screen → violations by impact, and which rules the serious ones broke. */
export function a11yTable(entries: A11yEntry[]): string {
  const header = ['screen', ...IMPACTS, 'serious/critical rules'];
  const rows = entries.map(({ screen, violations }) => [
    screen,
    ...IMPACTS.map((impact) => String(violations.filter((v) => v.impact === impact).length)),
    violations.filter(isSerious).map((v) => v.id).join(', ') || '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Scans each screen a test file visits with axe-core and keeps every result for the summary. */
export class A11yLedger {
  private readonly entries: A11yEntry[] = [];
  private readonly name: string;

  constructor(name: string) {
    this.name = name;
  }

  /** Scans the page as it is now; returns the serious and critical violations (expect them to be []). */
  async scan(page: Page, screen: string): Promise<AxeViolation[]> {
    const violations = await axeViolations(page);
    this.entries.push({ screen, violations });
    return violations.filter(isSerious);
  }

  /** Writes the results (JSON, with the offending elements) for the end-of-run summary. */
  save(): void {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(ledgerFile(this.name), `${JSON.stringify(this.entries, null, 2)}\n`);
  }
}
