import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { normaliseWhitespace } from '@doco/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageOnlyPdf, textPdf } from '../test/fixtures/build.ts';
import { SCANNED_LINES, SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../test/fixtures/documents.ts';
import { EXIT, runCli, type CliIo } from './cli.ts';
import { MESSAGES } from './pipeline/errors.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'doco-cli-'));
  await writeFile(path.join(dir, 'statement.pdf'), await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]));
  // A TXT whose pages are separated by a form feed, as pdftotext writes them.
  await writeFile(path.join(dir, 'statement.txt'), `${SECTION32_PAGE_1}\n\f${SECTION32_PAGE_2}\n`);
  await writeFile(path.join(dir, 'scan.pdf'), await imageOnlyPdf([SCANNED_LINES]));
  // An executable renamed .pdf: the kind comes from the bytes.
  await writeFile(path.join(dir, 'setup.pdf'), Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The CLI as a person runs it: its own process, relative FILE resolved against INIT_CWD. */
async function cli(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env: { ...process.env, INIT_CWD: dir } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function memoryIo(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => stdout.push(t), err: (t) => stderr.push(t), cwd: dir, ocrConcurrency: 1 };
}

const SECTION32_TEXT = normaliseWhitespace(`${SECTION32_PAGE_1}\n${SECTION32_PAGE_2}`);

function expectSection32Result(json: Record<string, any>) {
  expect(json.documentType).toBe('section32');
  expect(json.state).toBe('VIC');
  expect(json.facts.propertyDetails).toMatchObject({ address: '12 Quokka Lane, Ballarat Central VIC 3350', volume: '12345', folio: '678' });
  expect(json.facts.vendors).toEqual(['Jordan Alexis Pemberton']);
  expect(json.facts.section173).toBe(true);
  expect(json.flags).toEqual(expect.arrayContaining(['heritage_overlay', 'easement', 'section_173']));
  expect(json.comprehensivePropertyAnalysis.propertyDetails.purchasePrice).toBe('Not specified in contract');
  expect(json.concerns.length).toBeGreaterThanOrEqual(3);
  for (const concern of json.concerns) {
    // Every quote is the document's own words, on the page the concern names.
    expect(SECTION32_TEXT).toContain(normaliseWhitespace(concern.context));
    expect([1, 2]).toContain(concern.page);
  }
  // The part the worker stores, as well as facts, flags and the parts the pack was split into.
  expect(Object.keys(json).sort()).toEqual(
    ['categoryCounts', 'checked', 'comprehensivePropertyAnalysis', 'concerns', 'couldNotConfirm', 'documentType', 'facts', 'flags', 'hiddenText', 'keyDates', 'parts', 'registerSearchStatement', 'scannedPages', 'state', 'vendorQuestions'].sort(),
  );
  expect(json.parts[0]).toMatchObject({ kind: 'vendor-statement', pages: [1, 2] });
  expect(json.parts[0].confidence).toBeGreaterThan(0);
}

describe('doco analyze', () => {
  it('reads a text PDF and prints the full result as JSON', async () => {
    const { code, stdout, stderr } = await cli(['analyze', 'statement.pdf', '--json']);
    expect(stderr).toBe('');
    expect(code).toBe(EXIT.ok);
    expectSection32Result(JSON.parse(stdout));
  });

  it('reads a TXT the same way, page by page, to the same findings', async () => {
    const pdf = JSON.parse((await cli(['analyze', 'statement.pdf', '--json'])).stdout);
    const { code, stdout } = await cli(['analyze', path.join(dir, 'statement.txt'), '--json']);
    expect(code).toBe(EXIT.ok);
    const txt = JSON.parse(stdout);
    expectSection32Result(txt);
    expect(txt.facts).toEqual(pdf.facts);
    expect(txt.flags.sort()).toEqual(pdf.flags.sort());
  });

  it('reads a scanned PDF through OCR and prints a human summary without --json', async () => {
    const { code, stdout } = await cli(['analyze', 'scan.pdf']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain('scan.pdf: PDF, 1 page, 1 read by OCR');
    expect(stdout).toMatch(/Document: +contract/);
    expect(stdout).toContain('Wattlebird Court');
    expect(stdout).toContain('heritage_overlay');
  });

  it('shows the stages the worker would show while it reads, when given somewhere to show them', async () => {
    const io = { ...memoryIo(), progress: (text: string) => shown.push(text) };
    const shown: string[] = [];
    expect(await runCli(['analyze', 'scan.pdf'], io)).toBe(EXIT.ok);
    expect(shown).toEqual(expect.arrayContaining(['extracting', 'Reading scanned page 1 of 1', 'analysing']));
    expect(shown.indexOf('analysing')).toBeGreaterThan(shown.indexOf('Reading scanned page 1 of 1'));
    expect(io.stdout.join('\n')).toContain('scan.pdf: PDF, 1 page, 1 read by OCR');
  });

  it('refuses a file that is not a document, judged by its bytes, with exit status 1', async () => {
    const { code, stdout, stderr } = await cli(['analyze', 'setup.pdf']);
    expect(code).toBe(EXIT.failed);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(`doco analyze: setup.pdf: ${MESSAGES.unsupported}`);
  });

  it('names a missing file and exits 1; wrong usage exits 2 with the usage', async () => {
    const missing = memoryIo();
    expect(await runCli(['analyze', 'nowhere.pdf'], missing)).toBe(EXIT.failed);
    expect(missing.stderr.join('\n')).toContain(`nowhere.pdf: no such file (${path.join(dir, 'nowhere.pdf')})`);

    for (const argv of [['analyze'], ['analyze', 'a.pdf', 'b.pdf'], ['analyze', 'statement.pdf', '--jsn'], ['analyse-this'], []]) {
      const io = memoryIo();
      expect(await runCli(argv, io)).toBe(EXIT.usage);
      expect([...io.stdout, ...io.stderr].join('\n')).toContain('Usage:');
    }
    const help = memoryIo();
    expect(await runCli(['--help'], help)).toBe(EXIT.ok);
    expect(help.stdout.join('\n')).toContain('npm run doco -- analyze FILE [--json]');
  });
});

describe('doco duty', () => {
  it('prints duty as JSON from the engine, with the concession flags', async () => {
    const { code, stdout } = await cli(['duty', '--state', 'VIC', '--price', '600000']);
    expect(code).toBe(EXIT.ok);
    expect(JSON.parse(stdout)).toMatchObject({ duty: 31_070, surcharge: 0, total: 31_070 });
    const io = memoryIo();
    expect(await runCli(['duty', '--state', 'VIC', '--price', '800000', '--foreign'], io)).toBe(EXIT.ok);
    expect(JSON.parse(io.stdout[0]!)).toMatchObject({ duty: 43_070, surcharge: 64_000, total: 107_070 });
    const firstHome = memoryIo();
    await runCli(['duty', '--state', 'VIC', '--price', '600000', '--first-home', '--owner-occupier'], firstHome);
    expect(JSON.parse(firstHome.stdout[0]!).total).toBe(0);
  });

  it('explains bad input and exits 2', async () => {
    const { code, stderr } = await cli(['duty', '--state', 'XYZ', '--price', '1']);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toMatch(/unknown state "XYZ"/);
    expect(stderr).toContain('Usage: duty --state');
  });
});
