// The doco CLI: `npm run doco -- analyze FILE [--json]` and `npm run doco -- duty --state VIC --price 600000 ...`.
// analyze runs the worker's own read and analyse pipeline steps over in-memory storage (cli/analyze.ts)
// and prints the object the worker stores (with `facts` and `flags`).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DutyCommandError, dutyCommand } from '@doco/analysis';
import { loadCliConfig } from '@doco/config';
import { analyseFile } from './cli/analyze.ts';
import { humanSummary } from './cli/summary.ts';
import { MAX_DOCUMENT_BYTES } from './extract/read-object.ts';
import type { OcrEngineChoice } from './ocr/engine.ts';
import { DocumentError } from './pipeline/errors.ts';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export const USAGE = [
  'Usage:',
  '  npm run doco -- analyze FILE [--json]',
  '      Reads a PDF (text or scanned), DOCX or TXT file - the kind is taken from its bytes -',
  '      and prints the analysis: a summary, or with --json the full result with facts and flags.',
  '  npm run doco -- duty --state <VIC|NSW|QLD|WA|SA|TAS|ACT|NT> --price <dollars>',
  '                       [--first-home] [--owner-occupier] [--foreign]',
  '      Prints the transfer duty as JSON {duty, surcharge, total, breakdown}.',
  '  npm run doco -- admin create|list|disable ...',
  '      Manages the administrators of the admin portal (npm run doco -- admin help).',
  '',
  'Exit status: 0 done, 1 the file could not be read or analysed, 2 wrong usage.',
].join('\n');

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Where relative FILE arguments are resolved. */
  cwd: string;
  ocrConcurrency: number;
  /** OCR_ENGINE (default auto: native tesseract when on PATH). */
  ocrEngine?: OcrEngineChoice;
  /** Where to show what the long steps are doing (a terminal's stderr); omitted, nothing is shown. */
  progress?(text: string): void;
}

class UsageError extends Error {}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'analyze':
      case 'analyse':
        return await analyzeCommand(rest, io);
      case 'duty':
        io.out(dutyCommand(rest));
        return EXIT.ok;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out(USAGE);
        return command === undefined ? EXIT.usage : EXIT.ok;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`doco: ${error.message}\n\n${USAGE}`);
      return EXIT.usage;
    }
    // dutyCommand's messages already carry its usage.
    if (error instanceof DutyCommandError) {
      io.err(error.message);
      return EXIT.usage;
    }
    throw error;
  }
}

async function analyzeCommand(args: string[], io: CliIo): Promise<number> {
  const options = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; strict: true; options: typeof options }>>;
  try {
    parsed = parseArgs({ args, allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.values.help) {
    io.out(USAGE);
    return EXIT.ok;
  }
  if (parsed.positionals.length !== 1) throw new UsageError(parsed.positionals.length === 0 ? 'analyze needs a FILE' : 'analyze takes one FILE');
  const file = parsed.positionals[0]!;
  const fullPath = path.resolve(io.cwd, file);

  let bytes: Buffer;
  try {
    const info = await stat(fullPath);
    if (!info.isFile()) return fail(io, file, 'not a file');
    if (info.size > MAX_DOCUMENT_BYTES) return fail(io, file, `too large (${info.size} bytes; the limit is ${MAX_DOCUMENT_BYTES})`);
    bytes = await readFile(fullPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(io, file, code === 'ENOENT' ? `no such file (${fullPath})` : `cannot read it (${(error as Error).message})`);
  }

  try {
    let last = '';
    const analysis = await analyseFile(bytes, file, {
      ocrEngine: io.ocrEngine,
      ocrConcurrency: io.ocrConcurrency,
      onStage: (stage, detail) => {
        const text = detail ?? stage;
        if (text !== last) io.progress?.((last = text));
      },
    });
    io.out(parsed.values.json ? JSON.stringify(analysis.result, null, 2) : humanSummary({ file, analysis }));
    return EXIT.ok;
  } catch (error) {
    if (error instanceof DocumentError) return fail(io, file, error.message);
    throw error;
  }
}

function fail(io: CliIo, file: string, message: string): number {
  io.err(`doco analyze: ${file}: ${message}`);
  return EXIT.failed;
}

async function main() {
  const config = loadCliConfig();
  const io: CliIo = {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    // npm runs scripts from the repository root; INIT_CWD is where the command was typed.
    cwd: config.INIT_CWD ?? process.cwd(),
    ocrConcurrency: config.OCR_CONCURRENCY,
    ocrEngine: config.OCR_ENGINE,
    ...(process.stderr.isTTY ? { progress: (text: string) => process.stderr.write(`doco analyze: ${text}\n`) } : {}),
  };
  try {
    process.exitCode = await runCli(process.argv.slice(2), io);
  } catch (error) {
    io.err(`doco: unexpected error: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = EXIT.failed;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
