// The facts a pack states in more than one file, each as one file reads it (issue 28): how to read it
// from a file's own engine run, how to show it, where the file says it (a verbatim line), and when
// two files state the same thing. Only a fact a file states is compared: a file that says nothing of
// it neither agrees nor disagrees.
import { formatDollars } from '../costs/money.ts';
import { formatDate } from '../extract/dates.ts';
import type { ConcernCategory, PartKind, RiskLevel } from '../result.ts';
import { compactKey, lineHolding, lineHoldingCompact, quoteAtOffset, quoteInParts, wordsKey, type FileQuote } from './file-quotes.ts';
import type { FileReading } from './file-readings.ts';
import { looksLikeNames, planNumber, sameNames, sameOverlays, samePlan } from './same-value.ts';

export interface Stated<T> {
  value: T;
  /** The value as the buyer reads it in a description. */
  shown: string;
  at: FileQuote;
}

export interface StatedFact<T> {
  id: string;
  /** What the fact is, in words: "the vendor", "the price". */
  what: string;
  category: ConcernCategory;
  severity: RiskLevel;
  read(reading: FileReading): Stated<T> | null;
  same(a: T, b: T): boolean;
  /** Why a difference matters to the buyer. */
  impact: string;
  /** What else to ask about this fact, after which value is right. */
  ask?: string;
}

/** Parts that describe the land sold: the contract's particulars, the vendor's statement and the title search. */
const LAND_PARTS: ReadonlySet<PartKind> = new Set<PartKind>(['particulars', 'vendor-statement', 'seller-disclosure', 'title-search']);
/** Parts that name the vendor: those, and a contract's front page. */
const VENDOR_PARTS: ReadonlySet<PartKind> = new Set<PartKind>(['front', ...LAND_PARTS]);
/** Parts that state the zone and overlays: the statement and the planning certificate or report. */
const PLANNING_PARTS: ReadonlySet<PartKind> = new Set<PartKind>(['front', 'particulars', 'vendor-statement', 'seller-disclosure', 'planning']);

const stated = <T>(value: T, shown: string, at: FileQuote | null): Stated<T> | null => (at ? { value, shown, at } : null);

const vendors: StatedFact<string[]> = {
  id: 'vendors',
  what: 'the vendor',
  category: 'legal',
  severity: 'high',
  read: (r) => {
    const names = r.run.extraction.facts.vendors;
    const first = names[0];
    return first && looksLikeNames(names) ? stated(names, names.join(' and '), lineHolding(r, first, VENDOR_PARTS)) : null;
  },
  same: sameNames,
  impact: 'Only the registered proprietor, or someone with the authority to sell for them (an executor, an attorney, a mortgagee), can transfer the land to you.',
  ask: 'If the vendor is not the registered proprietor, what gives them the right to sell (a grant of probate, a power of attorney, a mortgagee\'s power of sale)?',
};

interface LotPlan {
  lot: string | null;
  plan: string;
}

const lotAndPlan: StatedFact<LotPlan> = {
  id: 'lot-plan',
  what: 'the lot and plan',
  category: 'legal',
  severity: 'high',
  read: (r) => {
    const { lot, plan } = r.run.extraction.facts.propertyDetails;
    if (!plan) return null;
    // A plan's own "last plan reference" and an instrument's neighbouring lots are other land: only the
    // parts that describe the land sold are read (an attachment whose title was not read opens as 'front').
    return stated({ lot, plan }, lot ? `Lot ${lot} on ${plan}` : plan, lineHoldingCompact(r, planNumber(plan), LAND_PARTS));
  },
  same: (a, b) => samePlan(a.plan, b.plan) && (a.lot === null || b.lot === null || compactKey(a.lot) === compactKey(b.lot)),
  impact: 'The lot and plan say which land is sold: a contract describing other land than the title may not give you the land you inspected.',
};

/** An amount in cents the file's engine read, at the line of its evidence. */
function money(id: string, what: string, severity: RiskLevel, impact: string, pick: (r: FileReading) => { cents: number | null; offset: number | null }): StatedFact<number> {
  return {
    id,
    what,
    category: 'financial',
    severity,
    read: (r) => {
      const { cents, offset } = pick(r);
      return cents !== null && cents > 0 && offset !== null ? stated(cents, formatDollars(cents), quoteAtOffset(r, offset)) : null;
    },
    same: (a, b) => a === b,
    impact,
  };
}

const price = money('price', 'the price', 'high', 'The price you pay, the duty on it and your loan are all worked out from it.', (r) => ({
  cents: r.run.extraction.money.purchasePrice,
  offset: r.run.extraction.evidence.price?.offset ?? null,
}));
const deposit = money('deposit', 'the deposit', 'high', 'The deposit is what you pay on signing and what you can lose if the sale falls through.', (r) => ({
  cents: r.run.extraction.money.deposit,
  offset: r.run.extraction.evidence.deposit?.offset ?? null,
}));
const ocFees = money('oc-fees', 'the owners corporation fees', 'medium', 'The fees are a cost you pay every year you own the lot.', (r) => ({
  cents: r.run.extraction.money.ownersCorporation?.annualFees ?? null,
  offset: r.run.extraction.evidence.oc.fees?.offset ?? null,
}));
const specialLevy = money('special-levy', 'the special levy on the lot', 'high', 'A special levy struck before you buy may fall on you when it is due.', (r) => ({
  cents: r.run.extraction.money.ownersCorporation?.specialLevy ?? null,
  offset: r.run.extraction.evidence.oc.levy?.offset ?? null,
}));

const zone: StatedFact<string> = {
  id: 'zone',
  what: 'the zone',
  category: 'compliance',
  severity: 'medium',
  read: (r) => {
    const z = r.run.extraction.evidence.zone;
    return z ? stated(z.code ? compactKey(z.code) : wordsKey(z.zoning), z.zoning, quoteInParts(r, z.offset, PLANNING_PARTS)) : null;
  },
  same: (a, b) => a === b,
  impact: 'The zone decides what may be built on the land and how it may be used.',
};

const overlays: StatedFact<string[]> = {
  id: 'overlays',
  what: 'the planning overlays',
  category: 'compliance',
  severity: 'medium',
  read: (r) => {
    // Overlays are compared by their codes: one read without its code says nothing to compare.
    const hits = r.run.extraction.evidence.overlays;
    const first = hits[0];
    if (!first || hits.some((o) => !o.code)) return null;
    const codes = [...new Set(hits.flatMap((o) => (o.code ? [o.code] : [])))];
    return stated(codes, codes.join(', '), quoteInParts(r, first.offset, PLANNING_PARTS));
  },
  same: sameOverlays,
  impact: 'An overlay decides what you may build and can raise what you pay to insure; the statement must name the overlays that apply.',
};

/** A date the file's engine read, at the line of its evidence. */
function date(id: string, what: string, pick: (r: FileReading) => { iso: string | null; offset: number | null }): StatedFact<string> {
  return {
    id,
    what,
    category: 'legal',
    severity: 'medium',
    read: (r) => {
      const { iso, offset } = pick(r);
      return iso !== null && offset !== null ? stated(iso, formatDate(iso), quoteAtOffset(r, offset)) : null;
    },
    same: (a, b) => a === b,
    impact: 'Your cooling-off period, deposit and settlement are counted from these dates.',
  };
}

const dayOfSale = date('contract-date', 'the day of sale', (r) => ({ iso: r.run.extraction.evidence.contractDate?.value ?? null, offset: r.run.extraction.evidence.contractDate?.offset ?? null }));
const settlement = date('settlement-date', 'the settlement date', (r) => ({ iso: r.run.extraction.evidence.settlement?.date ?? null, offset: r.run.extraction.evidence.settlement?.offset ?? null }));

/** A fact with its value's type let go, so facts of different types sit in one list. */
export type ComparedFact = StatedFact<unknown>;
const compared = <T>(f: StatedFact<T>): ComparedFact => ({ ...f, same: (a, b) => f.same(a as T, b as T) });

/** Every fact compared between files, in the order their concerns are listed. */
export const STATED_FACTS: readonly ComparedFact[] = [
  compared(vendors),
  compared(lotAndPlan),
  compared(price),
  compared(deposit),
  compared(ocFees),
  compared(specialLevy),
  compared(zone),
  compared(overlays),
  compared(dayOfSale),
  compared(settlement),
];
