// Shapes stored in jsonb columns (spec-core §3). They are deliberately wide (strings rather than
// unions, optional and nullable fields) so that anything the zod contracts accept can be written;
// code reading them back for the API parses with the contracts' schemas.

/** analyses.category_counts: category (legal, financial, compliance, operational) -> count. */
export type CategoryCounts = Record<string, number>;

export interface Director {
  name: string;
  role?: string | null;
  appointmentDate?: string | null;
}

export interface Shareholder {
  name: string;
  shares?: number | string | null;
  percentage?: number | string | null;
}

export interface Charge {
  description: string;
  date?: string | null;
  amount?: number | string | null;
}

/** A dated milestone in a contract (property_details.key_dates). */
export interface KeyDate {
  label: string;
  date?: string | null;
  description?: string | null;
}

/** Easement / restriction / encumbrance / caveat / notice / covenant entry. */
export interface EncumbranceItem {
  type: string;
  description: string;
  riskLevel?: string | null;
  impact?: string | null;
}

export interface Overlay {
  type: string;
  description: string;
  councilRules?: string | null;
  impact?: string | null;
  riskLevel?: string | null;
  additionalInfo?: string | null;
}

export interface RiskItem {
  title: string;
  category?: string | null;
  severity?: string | null;
  description: string;
  impact?: string | null;
  recommendation?: string | null;
}

export interface PropertyDetailsSummary {
  address?: string | null;
  landSize?: string | null;
  zoning?: string | null;
  titleDetails?: string | null;
  purchasePrice?: number | string | null;
  councilValuation?: number | string | null;
  deposit?: number | string | null;
  settlementDate?: string | null;
}

export interface CostBreakdownItem {
  category: string;
  /** Integer cents. */
  amount: number;
  isRecurring: boolean;
  description?: string | null;
  notes?: string | null;
}

export interface Costs {
  summary?: string | null;
  /** Integer cents. */
  totalUpfront: number;
  totalOngoing: number;
  totalInvestment: number;
  costWarnings: string[];
  breakdown: CostBreakdownItem[];
}

export interface BuyerSummary {
  overallRisk: string;
  keyPoints: string[];
  redFlags: string[];
  recommendations: string[];
}

export interface PropertyImage {
  url?: string | null;
  storageKey?: string | null;
  caption?: string | null;
  page?: number | null;
}
