// Shared bracket math for every marginal-rate duty schedule.
//
// A schedule is a list of brackets in ascending order. A bracket applies when the
// dutiable value is strictly greater than its `over` threshold (so a value exactly on a
// boundary uses the lower bracket, matching tables written "$25,001–$130,000" or
// "more than $X"). Duty = base + rate × (value − over), or rate × whole value for
// brackets marked `whole`.
//
// Rates are either "per $100" (dollars-per-$100 schedules: NSW, QLD, WA, SA, TAS, ACT)
// or a percentage (VIC, NT, surcharges). domain-facts §2 preamble: "per $100 or part"
// schedules round the excess UP to the next whole $100 before multiplying; we apply
// that to every per-$100 rate. Percentage rates are rounded to the nearest cent.

import { ceilDiv, percentOf } from '../money.ts';

export type Rate =
  /** cents of duty per $100 (10,000 cents) of value or part thereof, e.g. $4.50 → 450 */
  | { kind: 'per100'; centsPer100: number }
  /** basis points of value, e.g. 6% → 600 */
  | { kind: 'percent'; basisPoints: number };

export interface Bracket {
  /** lower threshold in cents; the bracket applies to values strictly above it (0 for the first) */
  overCents: number;
  /** fixed duty in cents at the threshold */
  baseCents: number;
  rate: Rate;
  /** rate applies to the whole value rather than the excess over the threshold */
  whole?: boolean;
}

export interface Schedule {
  name: string;
  brackets: readonly Bracket[];
  /** minimum duty in cents (e.g. NSW $20) */
  minimumCents?: number;
  /** First contract date (YYYY-MM-DD) the schedule applies to; absent = the earliest one modelled. */
  from?: string;
}

/**
 * The schedule in force on a contract date: the latest whose start date is on or before it (an
 * absent date means today). Before every start date, the earliest schedule modelled.
 */
export function scheduleOn(schedules: readonly Schedule[], contractDate: string | undefined): Schedule {
  const sorted = [...schedules].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? ''));
  const day = contractDate?.slice(0, 10);
  let chosen = sorted[0] as Schedule;
  for (const s of sorted) if (day === undefined || (s.from ?? '') <= day) chosen = s;
  return chosen;
}

export const per100 = (dollarsPer100: number): Rate => ({
  kind: 'per100',
  centsPer100: Math.round(dollarsPer100 * 100),
});
export const percent = (pct: number): Rate => ({ kind: 'percent', basisPoints: Math.round(pct * 100) });
export const NIL: Rate = { kind: 'percent', basisPoints: 0 };

/** Duty on `amountCents` at `rate`, rounding per $100-or-part or to the cent. */
export function applyRate(rate: Rate, amountCents: number): number {
  if (amountCents <= 0) return 0;
  if (rate.kind === 'per100') return ceilDiv(amountCents, 10_000) * rate.centsPer100;
  return percentOf(amountCents, rate.basisPoints);
}

/** Pick the bracket a value falls in (the last one whose threshold it exceeds). */
export function findBracket(schedule: Schedule, valueCents: number): Bracket {
  let found = schedule.brackets[0];
  if (found === undefined) throw new Error(`Schedule ${schedule.name} has no brackets`);
  for (const b of schedule.brackets) {
    if (valueCents > b.overCents) found = b;
  }
  return found;
}

export function scheduleDuty(schedule: Schedule, valueCents: number): number {
  const b = findBracket(schedule, valueCents);
  const variable = b.whole ? applyRate(b.rate, valueCents) : applyRate(b.rate, valueCents - b.overCents);
  return Math.max(b.baseCents + variable, schedule.minimumCents ?? 0);
}

/** Build brackets from dollar figures: [overDollars, baseDollars, rate, whole?]. */
export function brackets(rows: ReadonlyArray<readonly [number, number, Rate, boolean?]>): Bracket[] {
  return rows.map(([over, base, rate, whole]) => ({
    overCents: Math.round(over * 100),
    baseCents: Math.round(base * 100),
    rate,
    ...(whole ? { whole: true } : {}),
  }));
}
