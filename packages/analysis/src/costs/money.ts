// Integer-cent arithmetic helpers. All inputs and outputs are whole cents (non-negative
// safe integers unless stated), so no floating-point rounding leaks into money.

export const CENTS_PER_DOLLAR = 100;

export function dollars(amount: number): number {
  return Math.round(amount * CENTS_PER_DOLLAR);
}

/** floor(a / b) for non-negative integers, exact (uses the integer remainder). */
export function floorDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}

/** ceil(a / b) for non-negative integers, exact. */
export function ceilDiv(a: number, b: number): number {
  const q = floorDiv(a, b);
  return a % b === 0 ? q : q + 1;
}

/** round(a / b), halves away from zero, for non-negative integers. */
export function roundDiv(a: number, b: number): number {
  const q = floorDiv(a, b);
  return 2 * (a % b) >= b ? q + 1 : q;
}

/** `cents` × basisPoints / 10,000, rounded to the nearest cent (1% = 100 bp). */
export function percentOf(cents: number, basisPoints: number): number {
  return roundDiv(cents * basisPoints, 10_000);
}

/** Round down to whole dollars. */
export function floorToDollar(cents: number): number {
  return floorDiv(cents, CENTS_PER_DOLLAR) * CENTS_PER_DOLLAR;
}

/** "$31,070" or "$32,315.50" (cents shown only when non-zero); negatives as "-$1,234". */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = floorDiv(abs, CENTS_PER_DOLLAR);
  const frac = abs % CENTS_PER_DOLLAR;
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}${frac === 0 ? '' : `.${frac.toString().padStart(2, '0')}`}`;
}

/** "31070.00": dollars with exactly two decimals, no grouping (for JSON numbers). */
export function toDecimalDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${floorDiv(abs, CENTS_PER_DOLLAR)}.${(abs % CENTS_PER_DOLLAR).toString().padStart(2, '0')}`;
}
