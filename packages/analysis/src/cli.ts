// doco CLI: `analyze FILE [--json]` for .txt files, `duty --state VIC --price 600000 ...`.
// Usage: node src/cli.ts analyze document.txt --json   (or: pnpm --filter @doco/analysis doco ...)
import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseDocument } from './analyse.ts';
import { dutyCommand, DutyCommandError } from './costs/index.ts';
import type { AnalysisResult } from './result.ts';
import { splitTextIntoPages } from './text/pages.ts';

export const USAGE = [
  'Usage:',
  '  doco analyze FILE [--json]   analyse a .txt document (pages split on form feeds)',
  '  doco duty --state <STATE> --price <dollars> [--first-home] [--owner-occupier] [--foreign]',
].join('\n');

export interface CliIo {
  out: (s: string) => void;
  err: (s: string) => void;
  readFile: (path: string) => string;
}

const defaultIo: CliIo = {
  out: (s) => process.stdout.write(s + '\n'),
  err: (s) => process.stderr.write(s + '\n'),
  readFile: (p) => readFileSync(p, 'utf8'),
};

function human(r: AnalysisResult): string {
  const cpa = r.comprehensivePropertyAnalysis;
  const lines = [
    `Document: ${r.documentType}${r.state ? ` (${r.state})` : ''}`,
    `Address: ${cpa.propertyDetails.address ?? 'not found'}`,
    `Price: ${cpa.propertyDetails.purchasePrice}`,
    `Overall risk: ${cpa.buyerSummary.overallRisk}`,
    `Flags: ${r.flags.length > 0 ? r.flags.join(', ') : 'none'}`,
    '',
    `Concerns (${r.concerns.length}):`,
    ...r.concerns.map((c) => `  - [${c.category}] ${c.title} (${c.location}, ${c.confidence}%)\n      "${c.context}"`),
  ];
  return lines.join('\n');
}

/** Runs the CLI; returns the exit code. */
export function runCli(argv: readonly string[], io: CliIo = defaultIo): number {
  const [command, ...rest] = argv;
  if (command === 'analyze' || command === 'analyse') {
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file) {
      io.err(USAGE);
      return 2;
    }
    const ext = extname(file).toLowerCase();
    if (ext === '.pdf' || ext === '.docx' || ext === '.doc') {
      io.err(`${file}: text extraction for ${ext} files lives in the analysis worker (pdf.js / mammoth / OCR). Convert the document to .txt (e.g. pdftotext) and run analyze on that.`);
      return 2;
    }
    let text: string;
    try {
      text = io.readFile(resolve(file));
    } catch (e) {
      io.err(`${file}: cannot read file (${(e as Error).message})`);
      return 1;
    }
    const result = analyseDocument({ pages: splitTextIntoPages(text), fileName: file });
    io.out(rest.includes('--json') ? JSON.stringify(result, null, 2) : human(result));
    return 0;
  }
  if (command === 'duty') {
    try {
      io.out(dutyCommand(rest));
      return 0;
    } catch (e) {
      if (e instanceof DutyCommandError) {
        io.err(e.message);
        return 2;
      }
      throw e;
    }
  }
  io.err(USAGE);
  return command === undefined || command === '--help' || command === '-h' ? 0 : 2;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runCli(process.argv.slice(2));
}
