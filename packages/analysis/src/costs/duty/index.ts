// Transfer (stamp) duty for every state and territory. Pure; all money in integer cents.
// Each state's schedule lives in its own file with its source; shared bracket math is in brackets.ts.

import { percentOf } from '../money.ts';
import { actDuty } from './act.ts';
import { isIsoDate } from './dates.ts';
import { nswDuty } from './nsw.ts';
import { ntDuty } from './nt.ts';
import { qldDuty } from './qld.ts';
import { saDuty } from './sa.ts';
import { tasDuty } from './tas.ts';
import {
  LAND_USES,
  PROPERTY_TYPES,
  STATES,
  type AustralianState,
  type DutyInput,
  type DutyResult,
  type StateDuty,
  type StateDutyInput,
} from './types.ts';
import { vicDuty } from './vic.ts';
import { waDuty } from './wa.ts';

const BY_STATE: Record<AustralianState, (input: StateDutyInput) => StateDuty> = {
  VIC: vicDuty,
  NSW: nswDuty,
  QLD: qldDuty,
  WA: waDuty,
  SA: saDuty,
  TAS: tasDuty,
  ACT: actDuty,
  NT: ntDuty,
};

export function isAustralianState(value: unknown): value is AustralianState {
  return typeof value === 'string' && (STATES as readonly string[]).includes(value);
}

function normalise(input: DutyInput): StateDutyInput {
  if (!isAustralianState(input.state)) {
    throw new RangeError(`Unknown state "${String(input.state)}"; expected one of ${STATES.join(', ')}`);
  }
  if (!Number.isSafeInteger(input.priceCents) || input.priceCents < 0) {
    throw new RangeError(`priceCents must be a non-negative integer number of cents, got ${String(input.priceCents)}`);
  }
  for (const key of ['contractDate', 'settlementDate'] as const) {
    const d = input[key];
    if (d !== undefined && !isIsoDate(d)) throw new RangeError(`${key} must be an ISO date (YYYY-MM-DD), got "${d}"`);
  }
  const propertyType = input.propertyType ?? 'established';
  if (!PROPERTY_TYPES.includes(propertyType)) {
    throw new RangeError(`propertyType must be one of ${PROPERTY_TYPES.join(', ')}`);
  }
  const landUse = input.landUse ?? 'residential';
  if (!LAND_USES.includes(landUse)) throw new RangeError(`landUse must be one of ${LAND_USES.join(', ')}`);
  return {
    priceCents: input.priceCents,
    firstHome: input.firstHome === true,
    ownerOccupier: input.ownerOccupier === true,
    foreign: input.foreign === true,
    contractDate: input.contractDate,
    settlementDate: input.settlementDate,
    propertyType,
    landUse,
    region: input.region ?? 'metro',
  };
}

export function calculateDuty(input: DutyInput): DutyResult {
  const normalised = normalise(input);
  const state = BY_STATE[input.state](normalised);
  const dutyCents = state.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const breakdown = [...state.lines];
  const notes = [...state.notes];

  let surchargeCents = 0;
  if (normalised.foreign && state.surchargeBasisPoints > 0) {
    if (state.surchargeWaivedBecause) {
      notes.push(state.surchargeWaivedBecause);
    } else {
      // Surcharges are a percentage of the dutiable value, before any concession.
      surchargeCents = percentOf(normalised.priceCents, state.surchargeBasisPoints);
      breakdown.push({
        label: `${state.surchargeLabel} ${(state.surchargeBasisPoints / 100).toString()}%`,
        amountCents: surchargeCents,
      });
    }
  }
  if (input.contractDate === undefined) notes.push('No contract date given: current schedules assumed.');
  notes.push('Dutiable value is the greater of price and market value (GST-inclusive where GST applies); the price given is used.');

  return {
    dutyCents,
    surchargeCents,
    totalCents: dutyCents + surchargeCents,
    breakdown,
    ...(state.concessionApplied ? { concessionApplied: state.concessionApplied } : {}),
    notes,
  };
}

/** The foreign surcharge rate (basis points) for a state's residential land under current rules. */
export function foreignSurchargeBasisPoints(state: AustralianState, contractDate?: string): number {
  return BY_STATE[state](normalise({ state, priceCents: 0, foreign: true, ...(contractDate ? { contractDate } : {}) }))
    .surchargeBasisPoints;
}

export type { AustralianState, DutyInput, DutyLine, DutyResult, LandUse, PropertyType } from './types.ts';
export { STATES } from './types.ts';
