// Land registry (transfer registration) fee estimates. Source: domain-facts §2.10 —
// VIC structure from https://land.vic.gov.au/land-registration/customer-information-bulletins/2018/179 (2018-19 figures);
// fixed fees for NSW/WA/TAS/ACT/NT from a broker summary, https://owlfinance.com.au/government-transfer-fees (undated).
// QLD and SA fees are value-based and not in our reference; they get a clearly labelled proxy estimate.

import { ceilDiv, dollars } from './money.ts';
import type { AustralianState } from './duty/types.ts';

export type FeeBasis = 'schedule' | 'approximate' | 'proxy';

export interface RegistryFee {
  amountCents: number;
  /** schedule: published structure (possibly an old year); approximate: undated summary; proxy: no figure for this state */
  basis: FeeBasis;
  label: string;
  source: string;
  notes: string[];
}

const VIC_FIXED = dollars(87.3);
const VIC_PER_1000 = dollars(2.34);
const VIC_CAP_CONSIDERATION = dollars(1_500_000);

/** VIC: fixed amount + $2.34 per $1,000 (or part) of consideration, consideration capped at $1.5m (2018-19 electronic). */
function vicStructure(priceCents: number): number {
  const consideration = Math.min(priceCents, VIC_CAP_CONSIDERATION);
  return VIC_FIXED + ceilDiv(consideration, dollars(1_000)) * VIC_PER_1000;
}

const FIXED: Partial<Record<AustralianState, number>> = {
  NSW: dollars(148),
  WA: dollars(272),
  TAS: dollars(217),
  ACT: dollars(446),
  NT: dollars(152),
};

export function landRegistryFee(state: AustralianState, priceCents: number): RegistryFee {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`priceCents must be a non-negative integer number of cents, got ${String(priceCents)}`);
  }
  if (state === 'VIC') {
    return {
      amountCents: vicStructure(priceCents),
      basis: 'schedule',
      label: 'Transfer registration fee (Land Use Victoria)',
      source: 'https://land.vic.gov.au/land-registration/customer-information-bulletins/2018/179',
      notes: [
        '2018-19 electronic-lodgement figures ($87.30 + $2.34 per $1,000, consideration capped at $1.5m); fees are re-set each 1 July, so the current fee is higher — use the Land Use Victoria calculator.',
      ],
    };
  }
  const fixed = FIXED[state];
  if (fixed !== undefined) {
    return {
      amountCents: fixed,
      basis: 'approximate',
      label: `Transfer registration fee (${state} land titles office)`,
      source: 'https://owlfinance.com.au/government-transfer-fees',
      notes: ['Approximate: undated broker summary of the government transfer fee; check the current fee schedule.'],
    };
  }
  // QLD, SA: value-based fees with no figures in our reference.
  const calculator =
    state === 'QLD' ? 'Titles Queensland fee calculator (https://titlesqld.com.au/fees-payments/fee-calculator)' : 'Land Services SA property transfer fees calculator';
  return {
    amountCents: vicStructure(priceCents),
    basis: 'proxy',
    label: `Transfer registration fee (${state}, rough estimate)`,
    source: 'https://owlfinance.com.au/government-transfer-fees',
    notes: [
      `Estimate only: the ${state} fee is value-based and its schedule is not in our reference, so Victoria's value-based structure is used as a stand-in. Check the ${calculator}.`,
    ],
  };
}
