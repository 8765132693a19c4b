// Northern Territory — Stamp Duty Act. Source: domain-facts §2.8, citing
// https://www.investmentpropertycalculator.com.au/online-NT-stamp-duty-calculator.php (official NT table values),
// https://www.feasly.com.au/guides/stamp-duty-calculator-nt , https://austax.tools/nt-first-home-buyer-stamp-duty .
// No foreign buyer surcharge and no general first-home duty concession.
//
// Rounding: the facts give no rule, but the official table values ($400k → $16,514.30 where the
// formula gives $16,514.3056; $450k → $20,057.15 vs $20,057.168) reconcile only with rounding
// to 5 cents, so the result is rounded to the nearest 5 cents.

import { dollars } from '../money.ts';
import type { StateDuty, StateDutyInput } from './types.ts';

const FORMULA_TO = dollars(525_000);

/** D = 0.06571441 × V² + 15 × V with V = value / $1,000, for values up to $525,000. Exact in BigInt. */
function formulaTimes1e16(valueCents: number): bigint {
  const c = BigInt(valueCents);
  // In cents: D = 6571441·c² / 10^16 + 15·c / 10^3  →  scaled by 10^16
  return 6_571_441n * c * c + 15n * c * 10_000_000_000_000n;
}

function roundToFiveCents(scaled: bigint, scale: bigint): number {
  const unit = 5n * scale;
  const q = scaled / unit;
  const r = scaled % unit;
  return Number((2n * r >= unit ? q + 1n : q) * 5n);
}

function flatBasisPoints(valueCents: number): number {
  if (valueCents < dollars(3_000_000)) return 495;
  if (valueCents < dollars(5_000_000)) return 575;
  return 595;
}

export function ntDutyCents(valueCents: number): number {
  if (valueCents <= FORMULA_TO) return roundToFiveCents(formulaTimes1e16(valueCents), 10_000_000_000_000_000n);
  return roundToFiveCents(BigInt(valueCents) * BigInt(flatBasisPoints(valueCents)), 10_000n);
}

export function ntDuty(input: StateDutyInput): StateDuty {
  const v = input.priceCents;
  const notes: string[] = [];
  const label =
    v <= FORMULA_TO ? 'Stamp duty (NT formula, value ≤ $525,000)' : `Stamp duty (NT ${(flatBasisPoints(v) / 100).toFixed(2)}% of value)`;
  if (input.firstHome || input.ownerOccupier) {
    notes.push('NT has no general first home or owner-occupier duty concession.');
    if (input.propertyType !== 'established') {
      notes.push('NT House and Land Package Exemption may apply to a new house-and-land package for a PPR (contracts 1 Jul 2025 – 30 Jun 2027); not modelled.');
    }
  }
  if (input.foreign) notes.push('NT has no foreign buyer duty surcharge.');
  return {
    lines: [{ label, amountCents: ntDutyCents(v) }],
    notes,
    surchargeBasisPoints: 0,
    surchargeLabel: 'Foreign purchaser surcharge (none in NT)',
  };
}
