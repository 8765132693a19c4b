import type { DutyLine } from './types.ts';

/** Schedule duty followed, when it changes anything, by a negative concession line. */
export function concessionLines(
  scheduleLabel: string,
  scheduleCents: number,
  concessionLabel: string,
  payableCents: number,
): DutyLine[] {
  const lines: DutyLine[] = [{ label: scheduleLabel, amountCents: scheduleCents }];
  if (payableCents !== scheduleCents) {
    lines.push({ label: concessionLabel, amountCents: payableCents - scheduleCents });
  }
  return lines;
}

/** Straight-line phase-out: full amount at `fromCents`, nothing at `toCents`. Rounded to the cent. */
export function linearShare(amountCents: number, valueCents: number, fromCents: number, toCents: number): number {
  if (valueCents <= fromCents) return amountCents;
  if (valueCents >= toCents) return 0;
  // amount × (to − value) / (to − from); operands stay well inside 2^53 for realistic prices
  const num = amountCents * (toCents - valueCents);
  const den = toCents - fromCents;
  return Math.round(num / den);
}
