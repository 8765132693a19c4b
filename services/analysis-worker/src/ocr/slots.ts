/** At most `limit` tasks at once; later callers wait in order for a free slot. */
export function createSlots(limit: number) {
  const max = Math.max(1, Math.floor(limit));
  const waiting: Array<() => void> = [];
  let active = 0;
  return async function withSlot<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active++;
    // The releasing caller hands its slot over without decrementing `active`.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
