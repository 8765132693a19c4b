// Purchase-cost calculations: transfer duty for every state, registry fees, the spec's
// `costs` block, and a CLI helper. Pure functions; money is integer cents.

export { calculateDuty, foreignSurchargeBasisPoints, isAustralianState, STATES } from './duty/index.ts';
export type { AustralianState, DutyInput, DutyLine, DutyResult, LandUse, PropertyType } from './duty/index.ts';
export { landRegistryFee } from './registration.ts';
export type { FeeBasis, RegistryFee } from './registration.ts';
export { estimateCosts } from './estimate.ts';
export type { EstimateCostsInput } from './estimate.ts';
export type { CostBreakdownItem, Costs, Outgoings } from './types.ts';
export { dutyCommand, DutyCommandError, DUTY_USAGE, parseDollars } from './command.ts';
export { formatDollars } from './money.ts';
