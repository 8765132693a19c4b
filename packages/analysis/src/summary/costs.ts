// Wiring point for the costs block. The transfer-duty/cost calculators live in src/costs
// (another engineer's module); until it is wired in, callers pass an estimator via options.
import type { CostsBlock, Facts } from '../result.ts';

/** Input the costs module needs from the analysis (money in integer cents). */
export interface CostsRequest {
  state: Facts['state'];
  purchasePriceCents: number | null;
  /** Council CIV / land value in cents: fallback dutiable value when no price is stated. */
  valuationCents: number | null;
  ownersCorporationAnnualCents: number | null;
  councilRatesAnnualCents: number | null;
  waterAnnualCents: number | null;
  landTaxAnnualCents: number | null;
  specialLevyCents: number | null;
  contractDate: string | null;
  isOffThePlan: boolean;
}

export type CostsEstimator = (request: CostsRequest) => CostsBlock | null;

const cents = (d: number | null): number | null => (d === null ? null : Math.round(d * 100));

export function costsRequest(facts: Facts, contractDate: string | null, isOffThePlan: boolean): CostsRequest {
  const p = facts.propertyDetails;
  return {
    state: facts.state,
    purchasePriceCents: cents(p.purchasePrice),
    valuationCents: cents(p.councilValuation.civ ?? p.councilValuation.siteValue),
    ownersCorporationAnnualCents: cents(facts.ownersCorporation?.annualFees ?? null),
    councilRatesAnnualCents: cents(facts.outgoings.councilRatesAnnual),
    waterAnnualCents: cents(facts.outgoings.waterAnnual),
    landTaxAnnualCents: cents(facts.outgoings.landTax),
    specialLevyCents: cents(facts.ownersCorporation?.specialLevy ?? null),
    contractDate,
    isOffThePlan,
  };
}
