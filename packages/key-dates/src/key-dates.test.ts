import { AUSTRALIAN_STATES, type KeyDate } from '@doco/contracts';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, addMonths, coolingOffFor, holidayOn, isBusinessDay, PUBLIC_HOLIDAYS, resolveKeyDates } from './index.ts';

describe('business days', () => {
  it('skip Good Friday and Easter Monday (Thursday 2 April 2026 + 1 business day is Tuesday 7 April)', () => {
    expect(holidayOn('2026-04-03', 'VIC')).toBe('Good Friday');
    expect(addBusinessDays('2026-04-02', 1, 'VIC')).toBe('2026-04-07');
    expect(addBusinessDays('2026-04-02', 3, 'NSW')).toBe('2026-04-09');
  });

  it('skip Christmas, the observed Boxing Day and New Year (Wednesday 23 Dec 2026 + 2 is Tuesday 29 Dec; + 5 is Monday 4 Jan)', () => {
    expect(isBusinessDay('2026-12-28', 'QLD')).toBe(false); // Boxing Day falls on a Saturday: Monday off
    expect(addBusinessDays('2026-12-23', 2, 'QLD')).toBe('2026-12-29');
    expect(addBusinessDays('2026-12-23', 5, 'QLD')).toBe('2027-01-04');
  });

  it('skip a state\'s own holiday only in that state (Melbourne Cup Day, Tuesday 3 Nov 2026)', () => {
    expect(addBusinessDays('2026-11-02', 1, 'VIC')).toBe('2026-11-04');
    expect(addBusinessDays('2026-11-02', 1, 'NSW')).toBe('2026-11-03');
    // WA's King's Birthday (Monday 28 Sep 2026) is an ordinary day in SA.
    expect(addBusinessDays('2026-09-25', 1, 'WA')).toBe('2026-09-29');
    expect(addBusinessDays('2026-09-25', 1, 'SA')).toBe('2026-09-28');
  });

  it('list only weekdays, for every state and year 2025-2028', () => {
    for (const state of AUSTRALIAN_STATES) {
      const days = PUBLIC_HOLIDAYS[state].map(([d]) => d);
      expect(days.length, state).toBeGreaterThanOrEqual(4 * 8);
      for (const year of [2025, 2026, 2027, 2028]) expect(days.some((d) => d.startsWith(`${year}-`)), `${state} ${year}`).toBe(true);
      for (const day of days) expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    }
  });

  it('count months to the same day, or the month\'s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
  });
});

describe('cooling-off by state', () => {
  // Signed on Thursday 12 March 2026.
  it.each([
    ['VIC', 3, '2026-03-17'],
    ['NSW', 5, '2026-03-19'],
    ['QLD', 5, '2026-03-19'],
    ['SA', 2, '2026-03-16'],
    ['ACT', 5, '2026-03-19'],
    ['NT', 4, '2026-03-18'],
  ] as const)('%s: %i business days', (state, days, ends) => {
    const rule = coolingOffFor(state, { auction: false });
    expect(rule?.businessDays).toBe(days);
    expect(addBusinessDays('2026-03-12', days, state)).toBe(ends);
  });

  it('none in WA and Tasmania, none for a property bought at auction, none for business premises', () => {
    expect(coolingOffFor('WA', { auction: false })).toBeNull();
    expect(coolingOffFor('TAS', { auction: false })).toBeNull();
    expect(coolingOffFor('VIC', { auction: true })).toBeNull();
    expect(coolingOffFor('NSW', { auction: true })).toBeNull();
    expect(coolingOffFor('VIC', { auction: false, businessUse: true })).toBeNull();
  });

  it('VIC cooling-off across Labour Day: signed Friday 6 March 2026, ends Thursday 12 March', () => {
    expect(holidayOn('2026-03-09', 'VIC')).toBe('Labour Day');
    expect(addBusinessDays('2026-03-06', 3, 'VIC')).toBe('2026-03-12');
  });
});

describe('resolving key dates', () => {
  const settlement: KeyDate = {
    kind: 'settlement',
    label: 'Settlement',
    date: null,
    basis: '60 days after the day of sale',
    quote: 'Settlement is due 60 days after the day of sale.',
    page: 1,
    rule: { count: 60, unit: 'days' },
  };
  const coolingOff: KeyDate = { kind: 'cooling-off-ends', label: 'Cooling-off ends', date: null, basis: '3 clear business days after signing (VIC)', quote: '', page: null, rule: { count: 3, unit: 'business-days' } };
  const fixed: KeyDate = { kind: 'sunset', label: 'Sunset date', date: '2027-06-30', basis: 'stated in the contract', quote: 'Sunset date: 30 June 2027', page: 4, rule: null };

  it('leaves a date counted from signing empty until the buyer gives the day they signed', () => {
    const before = resolveKeyDates([settlement, coolingOff, fixed], { state: 'VIC', signingDate: null });
    expect(before.map((d) => [d.kind, d.date])).toEqual([
      ['sunset', '2027-06-30'],
      ['settlement', null],
      ['cooling-off-ends', null],
    ]);
  });

  it('says the day of sale is the day the buyer gave', () => {
    const day: KeyDate = { kind: 'contract-date', label: 'Day of sale (contract date)', date: null, basis: 'the day you sign the contract; enter it to compute the dates counted from it', quote: '', page: null, rule: { count: 0, unit: 'days' } };
    expect(resolveKeyDates([day], { state: 'VIC', signingDate: '2026-03-12' })[0]).toMatchObject({ date: '2026-03-12', basis: 'the day you signed, as you entered it' });
  });

  it('computes them from the signing date, with the state\'s business days, and sorts by date', () => {
    const after = resolveKeyDates([settlement, coolingOff, fixed], { state: 'VIC', signingDate: '2026-03-12' });
    expect(after.map((d) => [d.kind, d.date])).toEqual([
      ['cooling-off-ends', '2026-03-17'],
      ['settlement', '2026-05-11'],
      ['sunset', '2027-06-30'],
    ]);
  });

  it("says a date counted from signing counts from the signing date the buyer entered, not the document's contract date", () => {
    const fromContract: KeyDate = {
      kind: 'finance-approval',
      label: 'Finance approval due',
      date: '2026-04-10',
      basis: '14 days after the day of sale (the contract date is 13 Mar 2026)',
      quote: 'within 14 days after the day of sale',
      page: 3,
      rule: { count: 14, unit: 'days' },
    };
    const [entered] = resolveKeyDates([fromContract], { state: 'NSW', signingDate: '2026-03-20' });
    expect(entered).toMatchObject({ date: '2026-04-03', basis: '14 days after the day of sale (counted from the signing date you entered, 20 Mar 2026)' });
    expect(entered?.basis).not.toContain('contract date is');
    // A date the document states outright is left as it is.
    const [fixedAfter] = resolveKeyDates([fixed], { state: 'NSW', signingDate: '2026-03-20' });
    expect(fixedAfter?.basis).toBe(fixed.basis);
  });
});
