import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseDocument, splitTextIntoPages } from '../src/index.ts';
import { HELD_OUT_SAMPLES } from '../test/compare.ts';

// Our own two-document "samples" folder: one held-out name, one tuned-on name the eval must skip.
const TEXT = [
  'VENDOR STATEMENT',
  'Section 32 of the Sale of Land Act 1962 (Victoria)',
  'Land: 8 Cobbler Street, Bendigo VIC 3550',
  'Vendor: Harold James Pettigrew',
  '3.1 Easements, covenants and similar restrictions',
  '(a) The land is affected by drainage easement E-1, 1.83 metres wide along the eastern boundary, in favour of Coliban Region Water Corporation.',
  '4.3 Compulsory acquisition',
  'No notice of intention to acquire has been served.',
].join('\n');

const root = mkdtempSync(join(tmpdir(), 'doco-eval-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const [heldOut] = [...HELD_OUT_SAMPLES];

function sample(name: string, truth: object) {
  mkdirSync(join(root, 'samples', name), { recursive: true });
  writeFileSync(join(root, 'samples', name, 'document.txt'), TEXT);
  writeFileSync(join(root, 'samples', name, 'truth.json'), JSON.stringify(truth));
}

describe('npm run eval', () => {
  it('scores only the held-out documents, per field and per concern kind, and writes the JSON the Accuracy page reads', () => {
    const result = analyseDocument({ pages: splitTextIntoPages(TEXT), fileName: 'document.txt' });
    // The truth is the engine's own facts with one answer changed, so exactly that field is a miss;
    // it says the document must raise an easement and a heritage overlay (which it does not state).
    const truth = {
      ...result.facts,
      propertyDetails: { ...result.facts.propertyDetails, address: '9 Somewhere Else, Bendigo VIC 3550' },
      mustFlag: ['easement', 'heritage_overlay'],
      mustNotFlag: [],
      flagsComplete: true,
    };
    sample(heldOut!, truth);
    sample('sample-tuned-on', truth);
    const out = join(root, 'accuracy.json');
    execFileSync(process.execPath, [join(import.meta.dirname, 'eval-accuracy.ts'), join(root, 'samples'), '--out', out]);
    const report = JSON.parse(readFileSync(out, 'utf8'));

    expect(report.documents).toBe(1);
    expect(report.samples).toEqual([heldOut]);
    expect(report.measuredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(report.fields.find((f: { field: string }) => f.field === 'propertyDetails.address')).toEqual({ field: 'propertyDetails.address', correct: 0, total: 1 });
    expect(report.fields.filter((f: { correct: number }) => f.correct === 0).map((f: { field: string }) => f.field)).toEqual(['propertyDetails.address']);
    expect(report.totals.fields).toBe(report.fields.length);
    expect(report.totals.fieldsCorrect).toBe(report.fields.length - 1);

    const kinds = Object.fromEntries(report.concernKinds.map((k: { kind: string }) => [k.kind, k]));
    expect(kinds.easement).toEqual({ kind: 'easement', expected: 1, found: 1, falselyRaised: 0 });
    expect(kinds.heritage_overlay).toEqual({ kind: 'heritage_overlay', expected: 1, found: 0, falselyRaised: 0 });
    const falselyRaised = result.flags.filter((f) => !truth.mustFlag.includes(f));
    expect(report.totals).toMatchObject({ concernsExpected: 2, concernsFound: 1, falseConcerns: new Set(falselyRaised).size });
  });

  it('says where it looked when the folder is missing', () => {
    expect(() => execFileSync(process.execPath, [join(import.meta.dirname, 'eval-accuracy.ts'), join(root, 'nowhere')], { stdio: 'pipe' })).toThrow(/no samples at/);
  });
});
