// The engine's money facts, in integer cents: what the extractors read and add, and what the rules,
// the summaries and the costs use. The `facts` block states the same amounts in dollars because it
// is the samples' truth.json format; `dollarFacts` is the one place they are converted.
import type { CouncilValuation, OutgoingsFact, OwnersCorporationFact } from '../result.ts';

export interface CouncilValuationCents {
  civ: number | null;
  siteValue: number | null;
  nav: number | null;
}

export interface OwnersCorporationCents {
  /** The lot's regular yearly fees (quarterly × 4, funds added); 0 for an inactive OC. */
  annualFees: number | null;
  /** This lot's share of a special levy. */
  specialLevy: number | null;
  /** The whole special levy struck, when stated. */
  levyTotal: number | null;
}

export interface OutgoingsCents {
  councilRatesAnnual: number | null;
  waterAnnual: number | null;
  /** 0 when the document says nil or exempt. */
  landTax: number | null;
}

export interface MoneyFacts {
  purchasePrice: number | null;
  deposit: number | null;
  councilValuation: CouncilValuationCents;
  /** Null when the land has no owners corporation. */
  ownersCorporation: OwnersCorporationCents | null;
  outgoings: OutgoingsCents;
}

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** The money of the facts block, in dollars (2104.6 for 210,460 cents). */
export function dollarFacts(money: MoneyFacts, litigation: boolean) {
  const oc = money.ownersCorporation;
  const valuation: CouncilValuation = {
    civ: dollars(money.councilValuation.civ),
    siteValue: dollars(money.councilValuation.siteValue),
    nav: dollars(money.councilValuation.nav),
  };
  const ownersCorporation: OwnersCorporationFact | null = oc ? { annualFees: dollars(oc.annualFees), specialLevy: dollars(oc.specialLevy), litigation } : null;
  const outgoings: OutgoingsFact = {
    councilRatesAnnual: dollars(money.outgoings.councilRatesAnnual),
    waterAnnual: dollars(money.outgoings.waterAnnual),
    landTax: dollars(money.outgoings.landTax),
  };
  return { purchasePrice: dollars(money.purchasePrice), deposit: dollars(money.deposit), councilValuation: valuation, ownersCorporation, outgoings };
}
