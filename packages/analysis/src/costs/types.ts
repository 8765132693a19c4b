// The `costs` block of the comprehensive property analysis (spec-core §3). Amounts are integer cents.

export interface CostBreakdownItem {
  category: string;
  amount: number;
  isRecurring: boolean;
  description: string;
  notes?: string;
}

export interface Costs {
  summary: string;
  /** one-off costs (duty, fees, typical professional and loan costs), cents */
  totalUpfront: number;
  /** recurring costs per year, cents */
  totalOngoing: number;
  /** price + upfront + first year's ongoing costs; null when the price is not known */
  totalInvestment: number | null;
  costWarnings: string[];
  breakdown: CostBreakdownItem[];
}

/** Outgoings as stated in the document, annual cents; null/absent when not stated. */
export interface Outgoings {
  councilRatesAnnual?: number | null;
  waterAnnual?: number | null;
  landTax?: number | null;
  ownersCorporationAnnual?: number | null;
  /** any other annual outgoing the document states (e.g. emergency services levy) */
  other?: ReadonlyArray<{ label: string; annualCents: number }>;
}
