export const STATES = ['VIC', 'NSW', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AustralianState = (typeof STATES)[number];

export const PROPERTY_TYPES = ['established', 'new', 'offThePlan', 'vacantLand'] as const;
/** What is being bought. First-home schemes differ between established homes, new homes and land. */
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const LAND_USES = ['residential', 'commercial', 'primaryProduction'] as const;
/** Foreign surcharges apply to residential land; WA and ACT use other schedules for non-residential land. */
export type LandUse = (typeof LAND_USES)[number];

export interface DutyInput {
  state: AustralianState;
  /** Dutiable value in cents (the price; strictly the greater of price and market value). */
  priceCents: number;
  /** Eligible first home buyer (implies owner-occupier where a first-home scheme doesn't apply). */
  firstHome?: boolean;
  /** Buyer will live there as principal place of residence (home / PPR concessions). */
  ownerOccupier?: boolean;
  /** Foreign person / foreign purchaser for surcharge purposes. */
  foreign?: boolean;
  /** ISO date (YYYY-MM-DD) of the contract; selects the schedule in force. Default: current schedules. */
  contractDate?: string;
  /** ISO date of settlement / transfer (TAS first-home relief keys on it). */
  settlementDate?: string;
  /** Default 'established'. */
  propertyType?: PropertyType;
  /** Default 'residential'. */
  landUse?: LandUse;
  /** WA first home owner rate: 'metro' = Perth metropolitan or Peel region. Default 'metro'. */
  region?: 'metro' | 'regional';
}

export interface DutyLine {
  label: string;
  /** cents; concessions are negative lines */
  amountCents: number;
}

export interface DutyResult {
  /** transfer duty after concessions, cents */
  dutyCents: number;
  /** foreign purchaser surcharge, cents */
  surchargeCents: number;
  totalCents: number;
  /** lines summing to totalCents: schedule duty, concession (negative), surcharge */
  breakdown: DutyLine[];
  concessionApplied?: string;
  notes: string[];
}

/** Normalised input handed to each state's module. */
export interface StateDutyInput {
  priceCents: number;
  firstHome: boolean;
  ownerOccupier: boolean;
  foreign: boolean;
  contractDate: string | undefined;
  settlementDate: string | undefined;
  propertyType: PropertyType;
  landUse: LandUse;
  region: 'metro' | 'regional';
}

/** What a state's module returns; the surcharge is applied by the caller. */
export interface StateDuty {
  /** schedule duty then any concession lines (negative); they sum to the duty payable */
  lines: DutyLine[];
  concessionApplied?: string;
  notes: string[];
  /** foreign surcharge rate in basis points of the dutiable value (0 = none) */
  surchargeBasisPoints: number;
  surchargeLabel: string;
  /** set when a concession also removes the surcharge (SA first-home relief before 13 Feb 2025) */
  surchargeWaivedBecause?: string;
}
