// Wires the costs block: the analysis's money facts -> the costs module's estimateCosts().
import { estimateCosts } from '../costs/index.ts';
import type { MoneyFacts } from '../extract/money-facts.ts';
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

export function costsRequest(state: Facts['state'], money: MoneyFacts, contractDate: string | null, isOffThePlan: boolean): CostsRequest {
  return {
    state,
    // Only a stated sale price: council valuations are never used as the price.
    purchasePriceCents: money.purchasePrice,
    ownersCorporationAnnualCents: money.ownersCorporation?.annualFees ?? null,
    councilRatesAnnualCents: money.outgoings.councilRatesAnnual,
    waterAnnualCents: money.outgoings.waterAnnual,
    landTaxAnnualCents: money.outgoings.landTax,
    isStrata: money.ownersCorporation !== null,
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
