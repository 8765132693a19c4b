// The checks across a pack's files (issue 28), on packs written for these tests
// (test/fixtures/packs): a VIC contract, its section 32 statement, title searches that agree or
// disagree with them, an OC certificate, special conditions and an old rates notice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { citePage, type ConcernKind } from '@doco/contracts';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import type { AnalysisResult, Concern } from '../result.ts';
import { splitTextIntoPages } from '../text/pages.ts';
import { quoteFound } from '../text/quotes.ts';
import { llmReviewBasis } from '../llm/basis.ts';
import { analysePack, joinPack, runPack, type PackInputFile } from './analyse-pack.ts';

const PACKS = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'packs');
const text = (name: string): string => readFileSync(join(PACKS, name), 'utf8');
/** A fixture as an uploaded file, its text changed by `edit` when given. */
const file = (name: string, edit: (t: string) => string = (t) => t): PackInputFile => ({ name: name.replace('.txt', '.pdf'), pages: splitTextIntoPages(edit(text(name))) });
const pack = (files: PackInputFile[], today?: string): AnalysisResult => analysePack({ files }, { costs: null, today });

const PACK_KINDS: readonly ConcernKind[] = ['document_contradiction', 'missing_attachment', 'stale_document'];
const acrossFiles = (r: AnalysisResult): Concern[] => r.concerns.filter((c) => c.kind !== null && PACK_KINDS.includes(c.kind));
const ofKind = (r: AnalysisResult, kind: ConcernKind): Concern[] => r.concerns.filter((c) => c.kind === kind);

/** Every concern's quote is verbatim on the pack page it names. */
function expectQuotesOnTheirPages(files: PackInputFile[], r: AnalysisResult): void {
  const { pages } = joinPack({ files });
  for (const c of r.concerns) expect(quoteFound([pages[c.page - 1] as (typeof pages)[number]], c.context), c.context).toBe(true);
}

describe('a contract, a vendor statement and a title whose vendor and plan disagree', () => {
  const files = [file('contract.txt'), file('vendor-statement.txt'), file('title-disagreeing.txt')];
  const r = pack(files);
  const found = ofKind(r, 'document_contradiction');

  it('raises exactly two contradictions: the vendor and the lot and plan', () => {
    expect(acrossFiles(r)).toHaveLength(2);
    expect(found.map((c) => c.title)).toEqual(['The documents disagree on the vendor', 'The documents disagree on the lot and plan']);
  });

  it('gives both values, each with its file and page, and quotes one file verbatim', () => {
    const [vendor, plan] = found as [Concern, Concern];
    expect(vendor.description).toContain('contract.pdf, page 1 gives the vendor as Marigold Grove Pty Ltd ("Vendor: Marigold Grove Pty Ltd")');
    expect(vendor.description).toContain('title-disagreeing.pdf, page 1 gives Thistledown Holdings Pty Ltd ("THISTLEDOWN HOLDINGS PTY LTD of 40 STURT STREET BALLARAT VIC 3350")');
    expect(vendor.context).toBe('Vendor: Marigold Grove Pty Ltd');
    expect(citePage(r.files, vendor.page)).toBe('contract.pdf, page 1');
    expect(plan.description).toContain('contract.pdf, page 1 gives the lot and plan as Lot 4 on PS512345A');
    expect(plan.description).toContain('title-disagreeing.pdf, page 1 gives Lot 4 on PS512346B ("Lot 4 on Plan of Subdivision 512346B.")');
    for (const c of found) expect(c.description).toContain("Ask the vendor's solicitor");
    expectQuotesOnTheirPages(files, r);
  });

  it('is a concern like any other: its kind flagged, counted in its category, with a question for the vendor', () => {
    expect(r.flags).toContain('document_contradiction');
    for (const c of found) expect(c).toMatchObject({ kind: 'document_contradiction', flag: 'document_contradiction', category: 'legal', severity: 'high', source: 'rules' });
    expect(r.categoryCounts.legal).toBe(r.concerns.filter((c) => c.category === 'legal').length);
    const questions = r.vendorQuestions.filter((q) => found.includes(r.concerns[q.concernIndex] as Concern));
    expect(questions).toHaveLength(2);
    expect(questions[0]?.question).toContain('what gives them the right to sell');
    expect(r.comprehensivePropertyAnalysis.risks.map((x) => x.title)).toEqual(expect.arrayContaining(found.map((c) => c.title)));
  });
});

describe("the pack's engine run", () => {
  it('keeps the checks across files among its findings, so the LLM review knows them', () => {
    const files = [file('contract.txt'), file('vendor-statement.txt'), file('title-disagreeing.txt')];
    const run = runPack({ files }, { costs: null });
    expect(run.result).toEqual(pack(files));
    expect(llmReviewBasis(run).findings.filter((f) => f.flag === 'document_contradiction')).toHaveLength(2);
  });
});

describe('a consistent pack', () => {
  // The statement writes the company "PTY. LIMITED", the title "PTY LTD"; the contract's plan is
  // "PS 512345A", the title's "Plan of Subdivision 512345A".
  const files = [file('contract.txt'), file('vendor-statement.txt'), file('title-agreeing.txt')];

  it('raises no contradiction, no missing attachment and no stale document', () => {
    expect(acrossFiles(pack(files))).toEqual([]);
    expect(acrossFiles(pack(files, '2026-03-25'))).toEqual([]);
  });

  it('scores as the same pages in one file, and its file list says where each page came from', () => {
    const r = pack(files);
    const single = analyseDocument({ fileName: 'all.pdf', pages: joinPack({ files }).pages }, { costs: null });
    expect(r.concerns).toEqual(single.concerns);
    expect(r.files?.map((f) => f.name)).toEqual(['contract.pdf', 'vendor-statement.pdf', 'title-agreeing.pdf']);
  });
});

describe('the same text uploaded as one file', () => {
  const files = [file('contract.txt'), file('vendor-statement.txt'), file('title-disagreeing.txt'), file('rates-notice-2024.txt')];
  const { pages } = joinPack({ files });

  it('raises none of the checks across files', () => {
    const single = analyseDocument({ fileName: 'pack.pdf', pages }, { costs: null });
    expect(acrossFiles(single)).toEqual([]);
    const asOneFile = analysePack({ files: [{ name: 'pack.pdf', pages }] }, { costs: null, today: '2026-12-01' });
    expect(asOneFile).toEqual(single);
  });

  it('the pack is that result plus its concerns across files, the others in the same order', () => {
    const single = analyseDocument({ fileName: 'pack.pdf', pages }, { costs: null });
    const r = pack(files);
    expect(acrossFiles(r).length).toBeGreaterThan(0);
    expect(r.concerns.filter((c) => !acrossFiles(r).includes(c))).toEqual(single.concerns);
    expect(r.facts).toEqual(single.facts);
  });
});

describe('a vendor statement missing an attachment the law requires', () => {
  it('a VIC section 32 with no title search in the pack', () => {
    const files = [file('contract.txt'), file('vendor-statement.txt')];
    const r = pack(files);
    const missing = ofKind(r, 'missing_attachment');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ flag: 'missing_attachment', category: 'compliance', title: 'The section 32 vendor statement is missing the register search statement (title search)' });
    expect(citePage(r.files, missing[0]?.page ?? 0)).toBe('vendor-statement.pdf, page 1');
    expect(missing[0]?.description).toContain('vendor-statement.pdf, page 1');
    expect(r.flags).toContain('missing_attachment');
    expect(r.vendorQuestions.some((q) => q.question.includes('register search statement'))).toBe(true);
    expectQuotesOnTheirPages(files, r);
  });

  it('a title search attached inside the statement file counts as in the pack', () => {
    expect(ofKind(pack([file('contract-oc.txt'), file('vendor-statement-oc.txt'), file('oc-certificate.txt')]), 'missing_attachment')).toEqual([]);
  });

  it('an owners-corporation lot without its OC certificate; with it, the fees the two state are compared', () => {
    const without = pack([file('contract-oc.txt'), file('vendor-statement-oc.txt')]);
    expect(ofKind(without, 'missing_attachment').map((c) => c.title)).toEqual(['The section 32 vendor statement is missing the owners corporation certificate']);
    expect(ofKind(without, 'missing_attachment')[0]?.context).toBe('1.2 Owners Corporation 1 Plan No. PS633410X. Annual fees: $2,880.00');

    const withCertificate = pack([file('contract-oc.txt'), file('vendor-statement-oc.txt'), file('oc-certificate.txt')]);
    const fees = ofKind(withCertificate, 'document_contradiction');
    expect(fees.map((c) => c.title)).toEqual(['The documents disagree on the owners corporation fees']);
    expect(fees[0]?.category).toBe('financial');
    expect(fees[0]?.description).toContain('vendor-statement-oc.pdf, page 1 gives the owners corporation fees as $2,880');
    expect(fees[0]?.description).toContain('oc-certificate.pdf, page 1 gives $2,460 ("1. The current annual fees for the lot are $2,460.00")');
  });
});

describe('stale documents', () => {
  it('a rates notice dated two years before the day of sale is flagged with its date', () => {
    const files = [file('contract.txt'), file('vendor-statement.txt'), file('title-agreeing.txt'), file('rates-notice-2024.txt')];
    const r = pack(files);
    const stale = ofKind(r, 'stale_document');
    expect(acrossFiles(r)).toEqual(stale);
    expect(stale).toHaveLength(1);
    expect(stale[0]).toMatchObject({ title: 'The rates notice is more than a year old', context: 'Date of issue: 11 March 2024', category: 'compliance' });
    expect(stale[0]?.description).toContain('rates-notice-2024.pdf, page 1 dates the rates notice 11 Mar 2024');
    expect(stale[0]?.description).toContain('24 months before the day of sale (20 Mar 2026, contract.pdf, page 1)');
    expect(citePage(r.files, stale[0]?.page ?? 0)).toBe('rates-notice-2024.pdf, page 1');
    expectQuotesOnTheirPages(files, r);
  });

  it('a rates notice less than a year before the day of sale is not', () => {
    const recent = file('rates-notice-2024.txt', (t) => t.replace('11 March 2024', '11 July 2025'));
    expect(ofKind(pack([file('contract.txt'), file('vendor-statement.txt'), file('title-agreeing.txt'), recent]), 'stale_document')).toEqual([]);
  });

  it('without a day of sale, a title search is aged against the analysis date passed in, never the clock', () => {
    const files = [file('vendor-statement.txt'), file('title-agreeing.txt')];
    expect(ofKind(pack(files), 'stale_document')).toEqual([]);
    expect(ofKind(pack(files, '2026-08-27'), 'stale_document')).toEqual([]);
    const stale = ofKind(pack(files, '2026-12-01'), 'stale_document');
    expect(stale.map((c) => c.title)).toEqual(['The title search is more than 6 months old']);
    expect(stale[0]?.description).toContain('28 Feb 2026');
    expect(stale[0]?.description).toContain('the date of this analysis (1 Dec 2026)');
  });
});

describe('other contradictions between files', () => {
  it('a price in the special conditions that differs from the particulars', () => {
    const r = pack([file('contract.txt'), file('special-conditions.txt'), file('vendor-statement.txt'), file('title-agreeing.txt')]);
    const price = ofKind(r, 'document_contradiction');
    expect(price.map((c) => c.title)).toEqual(['The documents disagree on the price']);
    expect(price[0]?.description).toContain('contract.pdf, page 1 gives the price as $640,000 ("Price: $640,000"), but special-conditions.pdf, page 1 gives $604,000 ("Price: $604,000")');
  });

  it('a covenant on the title that the statement answers "None" to', () => {
    const files = [file('contract.txt'), file('vendor-statement-no-covenant.txt'), file('title-covenant.txt')];
    const r = pack(files);
    const found = ofKind(r, 'document_contradiction');
    expect(found.map((c) => c.title)).toEqual(['The title records a restrictive covenant the vendor statement denies']);
    expect(found[0]?.context).toBe('COVENANT AS118773H 09/09/2019');
    expect(found[0]?.description).toContain('vendor-statement-no-covenant.pdf, page 1 says there is none ("1.2 Restrictive covenants affecting the land: None.")');
    expectQuotesOnTheirPages(files, r);
  });

  it('a vendor statement dated after the day of sale', () => {
    const late = file('vendor-statement.txt', (t) => t.replace('2 March 2026', '27 March 2026'));
    const found = ofKind(pack([file('contract.txt'), late, file('title-agreeing.txt')]), 'document_contradiction');
    expect(found.map((c) => c.title)).toEqual(['The vendor statement is dated after the day of sale']);
    expect(found[0]?.context).toBe('Statement dated: 27 March 2026');
    expect(found[0]?.description).toContain('after the day of sale 20 Mar 2026 that contract.pdf, page 1 gives');
  });

  it('a zone or an overlay schedule in the statement that differs from the planning report', () => {
    const files = [file('contract.txt'), file('vendor-statement.txt'), file('title-agreeing.txt'), file('planning-report.txt')];
    const zone = ofKind(pack(files), 'document_contradiction');
    expect(zone.map((c) => c.title)).toEqual(['The documents disagree on the zone']);
    expect(zone[0]?.category).toBe('compliance');
    expect(zone[0]?.description).toContain('planning-report.pdf, page 1 gives NRZ1 Neighbourhood Residential Zone - Schedule 1 ("NEIGHBOURHOOD RESIDENTIAL ZONE - SCHEDULE 1 (NRZ1)")');

    // The statement now gives the report's zone, and a heritage overlay: its schedule is all that can differ.
    const statement = (schedule: string) =>
      file('vendor-statement.txt', (t) => t.replace('General Residential Zone - Schedule 1 (GRZ1).', `Neighbourhood Residential Zone - Schedule 1 (NRZ1).\n2.3 Overlays: Heritage Overlay - Schedule ${schedule} (HO${schedule}).`));
    const report = file('planning-report.txt', (t) => t.replace('No planning overlays affect this land.', 'HERITAGE OVERLAY (HO)\nHERITAGE OVERLAY - SCHEDULE 112 (HO112)'));
    const differ = ofKind(pack([file('contract.txt'), statement('12'), file('title-agreeing.txt'), report]), 'document_contradiction');
    expect(differ.map((c) => c.title)).toEqual(['The documents disagree on the planning overlays']);
    expect(differ[0]?.description).toContain('gives the planning overlays as HO12');
    expect(differ[0]?.description).toContain('planning-report.pdf, page 1 gives HO112');
    expect(ofKind(pack([file('contract.txt'), statement('112'), file('title-agreeing.txt'), report]), 'document_contradiction')).toEqual([]);
  });

  it('a fact one file does not state is no contradiction', () => {
    // The statement names no plan and no price: only the contract and the title state the plan, and they agree.
    const r = pack([file('contract.txt'), file('vendor-statement.txt', (t) => t.replace('Vendor: MARIGOLD GROVE PTY. LIMITED\n', '')), file('title-agreeing.txt')]);
    expect(acrossFiles(r)).toEqual([]);
  });
});
