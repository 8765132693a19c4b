// The contract's key dates and the questions for the vendor's solicitor, read by the whole engine from
// fixtures written for them (test/fixtures/key-dates).
import { readFileSync } from 'node:fs';
import { resolveKeyDates } from '@doco/key-dates';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import { splitTextIntoPages } from '../text/pages.ts';
import { readWhen } from './when.ts';

const analyse = (name: string) => {
  const text = readFileSync(new URL(`../../test/fixtures/key-dates/${name}`, import.meta.url), 'utf8');
  return analyseDocument({ pages: splitTextIntoPages(text), fileName: name }, { costs: null });
};
const byKind = (r: ReturnType<typeof analyse>) => Object.fromEntries(r.keyDates.map((d) => [d.kind, d]));

describe('reading when', () => {
  it.each([
    ['by 30 June 2026', { date: '2026-06-30', rule: null }],
    ['within 14 days after the day of sale', { date: null, rule: { count: 14, unit: 'days' } }],
    ['sixty (60) days from the contract date', { date: null, rule: { count: 60, unit: 'days' } }],
    ['within 2 Business Days after the Contract Date', { date: null, rule: { count: 2, unit: 'business-days' } }],
    ['3 months after the date of this contract', { date: null, rule: { count: 3, unit: 'months' } }],
    ['on signing of this contract', { date: null, rule: { count: 0, unit: 'days' } }],
    ['payable on the day the Buyer signs this contract', { date: null, rule: { count: 0, unit: 'days' } }],
  ])('%s', (text, expected) => {
    expect(readWhen(text)).toMatchObject(expected);
  });

  it('gives nothing for a count from an event that has no day yet', () => {
    expect(readWhen('14 days after the Seller notifies the Buyer that the plan is registered')).toBeNull();
  });
});

describe('a VIC contract whose dates all count from the day of sale', () => {
  const r = analyse('vic-contract-relative.txt');
  const d = byKind(r);

  it('finds each deadline with its words, undated until the buyer signs', () => {
    expect(Object.keys(d).sort()).toEqual(
      ['balance-deposit-due', 'building-pest-inspection', 'contract-date', 'cooling-off-ends', 'deposit-due', 'finance-approval', 'settlement'].sort(),
    );
    for (const item of r.keyDates) expect(item.date, item.kind).toBeNull();
    expect(d.settlement).toMatchObject({ rule: { count: 60, unit: 'days' }, basis: '60 days after the day of sale' });
    expect(d['balance-deposit-due']?.rule).toEqual({ count: 30, unit: 'days' });
    expect(d['finance-approval']?.rule).toEqual({ count: 21, unit: 'days' });
    expect(d['building-pest-inspection']?.rule).toEqual({ count: 14, unit: 'days' });
    expect(d['deposit-due']?.rule).toEqual({ count: 0, unit: 'days' });
    expect(d['cooling-off-ends']).toMatchObject({ rule: { count: 3, unit: 'business-days' }, basis: expect.stringContaining('3 clear business days after signing (VIC)') });
    expect(d['cooling-off-ends']?.quote).toContain('cooling-off');
    expect(d['finance-approval']?.quote).toContain('Loan approval must be obtained within 21 days');
  });

  it('computes every one once the signing date is known (Thursday 2 April 2026, across Easter)', () => {
    const resolved = Object.fromEntries(resolveKeyDates(r.keyDates, { state: 'VIC', signingDate: '2026-04-02' }).map((k) => [k.kind, k.date]));
    expect(resolved).toEqual({
      'contract-date': '2026-04-02',
      'deposit-due': '2026-04-02',
      'cooling-off-ends': '2026-04-09', // Good Friday and Easter Monday are not business days
      'building-pest-inspection': '2026-04-16',
      'finance-approval': '2026-04-23',
      'balance-deposit-due': '2026-05-02',
      settlement: '2026-06-01',
    });
  });
});

describe('a VIC contract that states its day of sale', () => {
  const d = byKind(analyse('vic-contract-dated.txt'));

  it('dates the relative deadlines from it, and takes a stated sunset date as it is', () => {
    expect(d['contract-date']).toMatchObject({ date: '2026-04-02', basis: 'stated in the contract' });
    expect(d.settlement).toMatchObject({ date: '2026-06-01', basis: '60 days after the day of sale (the contract date is 2 Apr 2026)' });
    expect(d['cooling-off-ends']?.date).toBe('2026-04-09');
    expect(d.sunset).toMatchObject({ date: '2027-06-30', rule: null });
    expect(d.sunset?.quote).toContain('Sunset date: 30 June 2027');
  });
});

describe('cooling-off that does not apply', () => {
  it('gives none for a property bought at auction', () => {
    const d = byKind(analyse('vic-auction.txt'));
    expect(d['cooling-off-ends']).toBeUndefined();
    expect(d.settlement?.date).toBe('2026-05-14');
  });

  it("gives none for a property 'offered for sale by public auction', and dates a deposit due 'by' a date", () => {
    const d = byKind(analyse('vic-offered-at-auction-deposit-by.txt'));
    expect(d['cooling-off-ends']).toBeUndefined();
    expect(d['deposit-due']?.date).toBe('2026-12-14');
    expect(d['finance-approval']?.date).toBe('2027-01-04');
    expect(d.settlement?.date).toBe('2027-02-26');
  });

  it('gives none for shop premises in a commercial zone, and still dates the settlement', () => {
    const d = byKind(analyse('vic-commercial.txt'));
    expect(d['cooling-off-ends']).toBeUndefined();
    expect(d.settlement?.date).toBe('2026-08-02');
  });

  it('gives none in WA, where there is no statutory cooling-off, and counts WA business days for the deposit', () => {
    const r = analyse('wa-offer.txt');
    const d = byKind(r);
    expect(d['cooling-off-ends']).toBeUndefined();
    expect(d['deposit-due']?.rule).toEqual({ count: 2, unit: 'business-days' });
    expect(d['finance-approval']?.date).toBe('2026-04-24');
    expect(d.settlement?.date).toBe('2026-05-29');
    // Signed Friday 24 April 2026: Anzac Day falls on the Saturday and WA observes it on Monday 27 April.
    const deposit = resolveKeyDates(r.keyDates, { state: 'WA', signingDate: '2026-04-24' }).find((k) => k.kind === 'deposit-due');
    expect(deposit?.date).toBe('2026-04-29');
  });
});

describe('a sunset clause in a special condition', () => {
  it('takes the day the plan must be registered by as the sunset date, and QLD cooling-off from the contract date', () => {
    const d = byKind(analyse('qld-sunset-clause.txt'));
    expect(d.sunset).toMatchObject({ date: '2027-06-30', rule: null });
    expect(d.sunset?.quote).toContain('not registered by 30/06/2027');
    expect(d['cooling-off-ends']?.date).toBe('2026-03-16');
    // A deposit amount with cents, paid on the day the buyer signs; a balance due on another event has no day.
    expect(d['deposit-due']).toMatchObject({ date: '2026-03-09', rule: { count: 0, unit: 'days' } });
    expect(d['balance-deposit-due']).toBeUndefined();
    // A settlement row that gives only a period.
    expect(d.settlement).toMatchObject({ date: '2026-04-23', rule: { count: 45, unit: 'days' } });
  });
});

describe('an NSW strata contract', () => {
  const d = byKind(analyse('nsw-strata-agm.txt'));

  it('counts 5 business days of cooling-off from the contract date, and finds the owners corporation meeting', () => {
    expect(d['cooling-off-ends']?.date).toBe('2026-03-27');
    expect(d.settlement?.date).toBe('2026-05-01');
    expect(d['oc-meeting']).toMatchObject({ date: '2026-04-21', quote: expect.stringContaining('annual general meeting') });
  });
});

describe('questions for the vendor\'s solicitor', () => {
  it('come from the concerns a question could settle, each pointing at its concern', () => {
    const text = readFileSync(new URL('../../test/fixtures/key-dates/vic-contract-dated.txt', import.meta.url), 'utf8')
      .concat('\n\nTITLE\nCaveat AX123456B lodged by Ironbark Lending Pty Ltd claiming an estate or interest as chargee.\nMortgage AY998877C to Westpac Banking Corporation.\n');
    const r = analyseDocument({ pages: splitTextIntoPages(text), fileName: 'x.txt' }, { costs: null });
    expect(r.vendorQuestions.length).toBeGreaterThan(0);
    for (const q of r.vendorQuestions) {
      const concern = r.concerns[q.concernIndex];
      expect(concern?.title).toBe(q.why);
      expect(q.quote).toBe(concern?.context);
    }
    expect(r.vendorQuestions.map((q) => q.question).join('\n')).toMatch(/withdrawal of caveat|caveat/i);
  });
});
