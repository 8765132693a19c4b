/** What time it is, for credit expiry and billing periods. Tests and the sandbox move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that runs with real time plus an offset that only ever grows (the sandbox's test clock). */
export interface TestClock {
  now: Clock;
  /** How far ahead of real time it runs (persisted by the sandbox so time never runs backward). */
  offsetMs(): number;
  /** Moves the clock forward by `ms` (never backward). */
  advance(ms: number): Date;
  /** Moves the clock forward to `to` if that is later than now. */
  advanceTo(to: Date): Date;
}

export function createTestClock(options: { start?: Date; offsetMs?: number; tick?: () => number } = {}): TestClock {
  const tick = options.tick ?? Date.now;
  let offset = options.start ? options.start.getTime() - tick() : Math.max(0, options.offsetMs ?? 0);
  const now = () => new Date(tick() + offset);
  return {
    now,
    offsetMs: () => offset,
    advance(ms) {
      offset += Math.max(0, ms);
      return now();
    },
    advanceTo(to) {
      offset += Math.max(0, to.getTime() - now().getTime());
      return now();
    },
  };
}

/** Adds calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
