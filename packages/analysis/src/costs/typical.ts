// Typical buyer costs as labelled ranges (AUD cents). Source: domain-facts §5 "Typical costs"
// unless marked otherwise. The midpoint is used as the amount; the range goes in the notes.

import { dollars } from './money.ts';
import type { AustralianState } from './duty/types.ts';

export interface CostRange {
  label: string;
  lowCents: number;
  highCents: number;
  source: string;
  note?: string;
}

export function midpoint(range: CostRange): number {
  return Math.round((range.lowCents + range.highCents) / 2);
}

export function conveyancing(state: AustralianState): CostRange {
  if (state === 'VIC') {
    return {
      label: 'Conveyancing (buyer)',
      lowCents: dollars(750),
      highCents: dollars(2_200),
      source: 'entryconveyancing.com.au (undated)',
      note: 'plus disbursements, usually under $400',
    };
  }
  return {
    label: 'Conveyancing / legal fees (buyer)',
    lowCents: dollars(800),
    highCents: dollars(2_500),
    source: 'savvy.com.au (undated)',
    note: 'plus disbursements; 2018 fixed-fee quotes: Sydney $1,100–$1,450, Brisbane $1,200–$1,450, Hobart $1,050–$1,200 (thinkconveyancing.com.au)',
  };
}

export const BUILDING_AND_PEST: CostRange = {
  label: 'Building and pest inspection',
  lowCents: dollars(495),
  highCents: dollars(1_000),
  source: 'localsearch.com.au (undated)',
  note: 'combined from about $495; metro inspections up to $800–$1,000',
};

/** Not in domain-facts: a general-knowledge range, flagged as such. */
export const STRATA_REPORT: CostRange = {
  label: 'Strata / owners corporation inspection report',
  lowCents: dollars(250),
  highCents: dollars(450),
  source: 'unverified general estimate (not in our reference facts)',
  note: 'verify with a strata search provider',
};

/** Establishment $150–$750 + valuation $100–$600 + lender settlement fee $150–$300. */
export const LOAN_COSTS: CostRange = {
  label: 'Loan costs (establishment, valuation, settlement fees)',
  lowCents: dollars(150 + 100 + 150),
  highCents: dollars(750 + 600 + 300),
  source: 'money.com.au; savvy.com.au; statecustodians.com.au (undated)',
  note: 'only if borrowing; establishment fees are often waived; valuation-fee sources disagree ($100–$600)',
};

/** Government mortgage registration fee by state (owlfinance.com.au broker summary, undated; WA $210.30 from 1 Jul 2024). */
export const MORTGAGE_REGISTRATION: Record<AustralianState, number> = {
  VIC: dollars(128.5),
  NSW: dollars(164.4),
  QLD: dollars(224.32),
  SA: dollars(187),
  WA: dollars(210.3),
  TAS: dollars(152.19),
  ACT: dollars(166),
  NT: dollars(165),
};

/** Typical annual council rates bands by capital city, 2025-26 (landmark-valuations.com.au). */
export const COUNCIL_RATES_BAND: Record<AustralianState, string> = {
  NSW: 'Sydney $1,800–$2,400',
  VIC: 'Melbourne $1,500–$2,200',
  QLD: 'Brisbane $2,100–$2,900',
  WA: 'Perth $1,600–$2,300',
  SA: 'Adelaide $2,000–$2,700',
  TAS: 'Hobart $1,800–$2,500',
  ACT: 'Canberra $2,200–$3,500',
  NT: 'Darwin $1,800–$2,600',
};

/** Average home (building) insurance per year, Canstar data dated 5 Jan 2026. ACT not listed: national average. */
export const HOME_INSURANCE_AVERAGE: Record<AustralianState, number> = {
  NSW: dollars(2_320),
  VIC: dollars(2_024),
  QLD: dollars(2_881),
  SA: dollars(1_675),
  WA: dollars(1_943),
  TAS: dollars(1_882),
  NT: dollars(4_393),
  ACT: dollars(2_485),
};

/** When duty is due (domain-facts §5). */
export const DUTY_TIMING: Record<AustralianState, string> = {
  VIC: 'due within 30 days of settlement',
  NSW: 'due within 3 months of the contract, or at settlement if earlier',
  QLD: 'lodge for assessment within 30 days of signing (qro.qld.gov.au; not in domain-facts §5)',
  SA: 'paid at settlement',
  WA: 'lodge within 2 months',
  TAS: 'due within 3 months',
  ACT: 'due 14 days after registration',
  NT: 'due within 60 days',
};
