// Small helpers shared by the benchmarks: medians, a plain-text table, machine facts, result files.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const round = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);

/** A left-aligned first column, right-aligned numbers, a rule under the header. */
export function table(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => (cell === null ? '-' : String(cell))));
  const widths = header.map((_, col) => Math.max(...cells.map((row) => row[col]?.length ?? 0)));
  const line = (row: string[]) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
  };
}

/** Writes bench/results/<name>.json (git-ignored) and returns its path. */
export function writeResult(name: string, data: unknown): string {
  const dir = fileURLToPath(new URL('../results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}${name}.json`;
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** True when this module is the script node was started with. */
export const isMain = (moduleUrl: string) => process.argv[1] !== undefined && fileURLToPath(moduleUrl) === process.argv[1];
