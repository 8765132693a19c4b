// The `costs` block of the comprehensive property analysis (spec-core §3). Amounts are integer cents.

import type { CostsDto } from '@doco/contracts';

/** One line of the breakdown; `amount` is null when the document does not state that cost. */
export type CostBreakdownItem = CostsDto['breakdown'][number];

/** Totals are cents; `totalOngoing` is null when the document states no annual cost, and
 * `ongoingNotStated` names the usual ones it does not state. */
export type Costs = CostsDto;

/** Outgoings as stated in the document, annual cents; null/absent when not stated. */
export interface Outgoings {
  councilRatesAnnual?: number | null;
  waterAnnual?: number | null;
  landTax?: number | null;
  ownersCorporationAnnual?: number | null;
  /** any other annual outgoing the document states (e.g. emergency services levy) */
  other?: ReadonlyArray<{ label: string; annualCents: number }>;
}
