// Wires the costs block: the analysis's facts -> the costs module's estimateCosts().
import { estimateCosts } from '../costs/index.ts';
import type { CostsBlock, Facts } from '../result.ts';

/** Input the costs estimate needs from the analysis (money in integer cents). */
export interface CostsRequest {
  state: Facts['state'];
  purchasePriceCents: number | null;
  ownersCorporationAnnualCents: number | null;
  councilRatesAnnualCents: number | null;
  waterAnnualCents: number | null;
  landTaxAnnualCents: number | null;
  isStrata: boolean;
  contractDate: string | null;
  isOffThePlan: boolean;
}

export type CostsEstimator = (request: CostsRequest) => CostsBlock | null;

const cents = (d: number | null): number | null => (d === null ? null : Math.round(d * 100));

export function costsRequest(facts: Facts, contractDate: string | null, isOffThePlan: boolean): CostsRequest {
  const p = facts.propertyDetails;
  return {
    state: facts.state,
    // Only a stated sale price: council valuations are never used as the price.
    purchasePriceCents: cents(p.purchasePrice),
    ownersCorporationAnnualCents: cents(facts.ownersCorporation?.annualFees ?? null),
    councilRatesAnnualCents: cents(facts.outgoings.councilRatesAnnual),
    waterAnnualCents: cents(facts.outgoings.waterAnnual),
    landTaxAnnualCents: cents(facts.outgoings.landTax),
    isStrata: facts.ownersCorporation !== null,
    contractDate,
    isOffThePlan,
  };
}

/** Default estimator: the costs module. No state, no estimate. */
export const defaultCostsEstimator: CostsEstimator = (r) => {
  if (!r.state) return null;
  return estimateCosts({
    state: r.state,
    priceCents: r.purchasePriceCents,
    outgoings: {
      councilRatesAnnual: r.councilRatesAnnualCents,
      waterAnnual: r.waterAnnualCents,
      landTax: r.landTaxAnnualCents,
      ownersCorporationAnnual: r.ownersCorporationAnnualCents,
    },
    isStrata: r.isStrata,
    ...(r.contractDate ? { contractDate: r.contractDate } : {}),
    ...(r.isOffThePlan ? { propertyType: 'offThePlan' as const } : {}),
  });
};
