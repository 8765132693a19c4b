// Builds the spec's `costs` block from the state, price and the document's own outgoings.
// Duty is the general case; concessions and the foreign surcharge go in the warnings.

import { calculateDuty, foreignSurchargeBasisPoints } from './duty/index.ts';
import type { AustralianState, PropertyType } from './duty/types.ts';
import { formatDollars, percentOf } from './money.ts';
import { landRegistryFee } from './registration.ts';
import {
  BUILDING_AND_PEST,
  conveyancing,
  COUNCIL_RATES_BAND,
  DUTY_TIMING,
  HOME_INSURANCE_AVERAGE,
  LOAN_COSTS,
  midpoint,
  MORTGAGE_REGISTRATION,
  STRATA_REPORT,
  type CostRange,
} from './typical.ts';
import type { CostBreakdownItem, Costs, Outgoings } from './types.ts';

export interface EstimateCostsInput {
  state: AustralianState;
  /** null when the document states no price (e.g. a Section 32) */
  priceCents: number | null;
  outgoings: Outgoings | null;
  isStrata?: boolean;
  contractDate?: string;
  propertyType?: PropertyType;
  /** Today (YYYY-MM-DD): picks the fee tables' row when there is no contract date. */
  today?: string;
}

function rangeItem(category: string, range: CostRange, extraNote?: string): CostBreakdownItem {
  const parts = [`Typical range ${formatDollars(range.lowCents)}–${formatDollars(range.highCents)} (midpoint used)`];
  if (range.note) parts.push(range.note);
  if (extraNote) parts.push(extraNote);
  return {
    category,
    amount: midpoint(range),
    isRecurring: false,
    description: range.label,
    notes: `${parts.join('; ')}. Source: ${range.source}.`,
  };
}

/** Whole dollars for prose: "$45,638". */
function approx(cents: number): string {
  return formatDollars(Math.round(cents / 100) * 100);
}

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${String(value)}`);
  }
}

const NOT_STATED = 'Not stated in the document';

/** The annual costs the document states, and a 'Not stated' row (amount null) for each usual one it does not. */
function ongoingItems(input: EstimateCostsInput): { items: CostBreakdownItem[]; notStated: string[] } {
  const o = input.outgoings ?? {};
  const items: CostBreakdownItem[] = [];
  const notStated: string[] = [];
  const add = (value: number | null | undefined, name: string, category: string, description: string, notes?: string) => {
    if (value === null || value === undefined) return false;
    assertCents(name, value);
    items.push({ category, amount: value, isRecurring: true, description, ...(notes ? { notes } : {}) });
    return true;
  };
  const unknown = (category: string, words: string, typical: string) => {
    notStated.push(words);
    items.push({ category, amount: null, isRecurring: true, description: `${category}: ${NOT_STATED.toLowerCase()}`, notes: `${typical} Not included in the totals.` });
  };
  if (!add(o.councilRatesAnnual, 'councilRatesAnnual', 'Council rates', 'Council rates (as stated in the document)')) {
    unknown('Council rates', 'council rates', `Typically $1,500–$4,000 a year (2025-26 median home: ${COUNCIL_RATES_BAND[input.state]}; landmark-valuations.com.au).`);
  }
  if (!add(o.waterAnnual, 'waterAnnual', 'Water', 'Water and sewerage charges (as stated in the document)')) {
    unknown('Water', 'water charges', 'Typically about $200 a quarter (Canstar Blue data, Jan 2023).');
  }
  const levies = add(
    o.ownersCorporationAnnual,
    'ownersCorporationAnnual',
    'Owners corporation',
    'Owners corporation / strata levies (as stated in the document)',
    'Check the OC certificate and AGM minutes for special levies, arrears and the maintenance fund balance.',
  );
  if (input.isStrata && !levies) {
    unknown('Owners corporation', 'owners corporation levies', 'Levies are commonly $500–$3,000 a quarter (rule of thumb 0.5–1.4% of the value a year).');
  }
  add(
    o.landTax,
    'landTax',
    'Land tax',
    'Land tax (as stated in the document)',
    "The vendor's assessment: the buyer's land tax depends on their own landholdings, and a principal place of residence is generally exempt.",
  );
  for (const extra of o.other ?? []) {
    add(extra.annualCents, `other "${extra.label}"`, 'Other outgoings', `${extra.label} (as stated in the document)`);
  }
  return { items, notStated };
}

/** "council rates", "council rates and water charges", "a, b and c". */
export function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function concessionWarnings(input: EstimateCostsInput & { priceCents: number }, generalDutyCents: number): string[] {
  const base = {
    state: input.state,
    priceCents: input.priceCents,
    ...(input.contractDate ? { contractDate: input.contractDate } : {}),
    ...(input.propertyType ? { propertyType: input.propertyType } : {}),
  };
  const out: string[] = [];
  const first = calculateDuty({ ...base, firstHome: true });
  const owner = calculateDuty({ ...base, ownerOccupier: true });
  if (first.dutyCents < generalDutyCents && first.concessionApplied) {
    out.push(
      `Duty shown is the general rate. If you are a first home buyer, you may pay ${formatDollars(first.dutyCents)} instead of ${formatDollars(generalDutyCents)} (${first.concessionApplied}); eligibility and residence conditions apply.`,
    );
  } else {
    out.push(`If you are a first home buyer: no first home buyer duty concession applies at this price in ${input.state}.`);
  }
  if (owner.dutyCents < generalDutyCents && owner.concessionApplied) {
    out.push(
      `If you will live in the property (principal place of residence), you may pay ${formatDollars(owner.dutyCents)} (${owner.concessionApplied}); residence conditions apply.`,
    );
  } else {
    out.push(`If you will live in the property: no owner-occupier duty concession applies at this price in ${input.state}.`);
  }
  const bp = foreignSurchargeBasisPoints(input.state, input.contractDate);
  if (bp > 0) {
    out.push(
      `If you are a foreign purchaser, you would also pay the ${input.state} foreign purchaser surcharge of ${bp / 100}%: ${formatDollars(percentOf(input.priceCents, bp))} on top of duty.`,
    );
  } else {
    out.push(`${input.state} has no foreign-purchaser duty surcharge.`);
  }
  return out;
}

export function estimateCosts(input: EstimateCostsInput): Costs {
  const warnings: string[] = [];
  const breakdown: CostBreakdownItem[] = [];
  const price = input.priceCents;
  if (price !== null) assertCents('priceCents', price);

  let dutyCents: number | null = null;
  if (price !== null) {
    const duty = calculateDuty({
      state: input.state,
      priceCents: price,
      ...(input.contractDate ? { contractDate: input.contractDate } : {}),
      ...(input.propertyType ? { propertyType: input.propertyType } : {}),
    });
    dutyCents = duty.dutyCents;
    breakdown.push({
      category: 'Stamp duty',
      amount: duty.dutyCents,
      isRecurring: false,
      description: `Transfer (stamp) duty, ${input.state} — general rate`,
      notes: [`Payment: ${DUTY_TIMING[input.state]}.`, ...duty.notes.filter((n) => !n.startsWith('No contract date'))].join(' '),
    });
    warnings.push(...concessionWarnings({ ...input, priceCents: price }, duty.dutyCents));

    const fee = landRegistryFee(input.state, price, input.contractDate?.slice(0, 10) ?? input.today ?? new Date().toISOString().slice(0, 10));
    breakdown.push({
      category: 'Government fees',
      amount: fee.amountCents,
      isRecurring: false,
      description: fee.label,
      notes: [...fee.notes, `Source: ${fee.source}`].join(' '),
      source: fee.source,
      ...(fee.effectiveFrom ? { effectiveFrom: fee.effectiveFrom } : {}),
      estimate: fee.estimate,
    });
  } else {
    warnings.push(
      'No purchase price in this document (a Section 32 usually has none): stamp duty and the transfer registration fee cannot be calculated until a price is known, so they are not in the totals.',
    );
  }

  breakdown.push(rangeItem('Legal', conveyancing(input.state)));
  breakdown.push(rangeItem('Inspections', BUILDING_AND_PEST));
  if (input.isStrata) {
    const vicNote = 'in VIC the OC certificate comes with the Section 32, so a separate report is optional';
    breakdown.push(rangeItem('Inspections', STRATA_REPORT, input.state === 'VIC' ? vicNote : undefined));
  }
  breakdown.push(rangeItem('Loan costs', LOAN_COSTS));
  breakdown.push({
    category: 'Government fees',
    amount: MORTGAGE_REGISTRATION[input.state],
    isRecurring: false,
    description: `Mortgage registration fee (${input.state})`,
    notes: 'Only if borrowing. Estimate: undated broker summary (owlfinance.com.au).',
    source: 'https://owlfinance.com.au/government-transfer-fees',
    estimate: true,
  });
  warnings.push(
    "Lenders' mortgage insurance is not included: borrowing more than 80% of the value typically costs about 1–4% of the loan.",
  );

  const ongoing = ongoingItems(input);
  breakdown.push(...ongoing.items);
  warnings.push(
    `Ongoing costs exclude home insurance (${input.state} average about ${formatDollars(HOME_INSURANCE_AVERAGE[input.state])} a year for building cover, Canstar Jan 2026).`,
  );

  const sum = (items: CostBreakdownItem[]) => items.reduce((s, b) => s + (b.amount ?? 0), 0);
  const totalUpfront = sum(breakdown.filter((b) => !b.isRecurring));
  const stated = breakdown.filter((b) => b.isRecurring && b.amount !== null);
  // An unknown is never a zero: with no stated annual cost there is no ongoing total.
  const totalOngoing = stated.length ? sum(stated) : null;
  const totalInvestment = price === null ? null : price + totalUpfront + (totalOngoing ?? 0);

  const missing = ongoing.notStated.length ? `${listWords(ongoing.notStated)} not stated in the document` : '';
  const ongoingWords =
    totalOngoing === null
      ? 'ongoing costs not stated in the document'
      : `${totalOngoing === 0 ? 'nothing' : `about ${approx(totalOngoing)}`} a year in the ongoing costs the document states${missing ? ` (${missing})` : ''}`;
  const summary =
    price === null || dutyCents === null
      ? `No purchase price is stated, so stamp duty can't be worked out until a price is known. Typical upfront fees (excluding duty) come to about ${approx(totalUpfront)}, with ${ongoingWords}.`
      : `Buying at ${formatDollars(price)} in ${input.state}: about ${approx(totalUpfront)} upfront, including ${formatDollars(dutyCents)} stamp duty at the general rate, plus ${ongoingWords} — roughly ${approx(totalInvestment ?? 0)} in the first year${missing ? ' of the stated costs' : ''}.`;

  return {
    summary,
    totalUpfront,
    totalOngoing,
    totalInvestment,
    ...(ongoing.notStated.length ? { ongoingNotStated: ongoing.notStated } : {}),
    costWarnings: warnings,
    breakdown,
  };
}
