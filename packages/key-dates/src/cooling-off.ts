import type { AustralianState } from '@doco/contracts';

// Statutory cooling-off, by state (domain-facts 1.5 and 1.7): how long, counted from the day the buyer
// signs (QLD: from receiving the contract signed by both), and when there is none.

export interface CoolingOff {
  businessDays: number;
  /** How the law puts it, for the basis the buyer reads. */
  wording: string;
  /** What ending the contract costs. */
  forfeit: string;
}

const RULES: Record<AustralianState, CoolingOff | null> = {
  VIC: { businessDays: 3, wording: '3 clear business days after signing', forfeit: 'the greater of $100 or 0.2% of the price' },
  NSW: { businessDays: 5, wording: '5 business days after the contracts are exchanged', forfeit: '0.25% of the price' },
  QLD: { businessDays: 5, wording: '5 business days after receiving the contract signed by both parties', forfeit: '0.25% of the price' },
  SA: { businessDays: 2, wording: '2 clear business days after signing', forfeit: 'up to $100 of the deposit' },
  ACT: { businessDays: 5, wording: '5 business days after exchange', forfeit: '0.25% of the price' },
  NT: { businessDays: 4, wording: '4 business days after signing', forfeit: 'nothing' },
  WA: null,
  TAS: null,
};

/**
 * The state's cooling-off, or null when there is none: none in WA and TAS, none for a property bought
 * at auction, and none for land used mainly for industry or commerce (VIC s31; the other states' Acts
 * likewise cover residential property only).
 */
export function coolingOffFor(state: AustralianState, options: { auction: boolean; businessUse?: boolean }): CoolingOff | null {
  if (options.auction || options.businessUse) return null;
  return RULES[state];
}
