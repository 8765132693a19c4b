// Contract/settlement dates are ISO strings (YYYY-MM-DD...). Comparing the date part
// lexicographically is exact for that format. An absent date means "today's schedules".

export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** True when `date` is on or after `iso` (YYYY-MM-DD). An absent date counts as "now" (true). */
export function onOrAfter(date: string | undefined, iso: string): boolean {
  return date === undefined || date.slice(0, 10) >= iso;
}

/** True when `date` is given and strictly before `iso`. */
export function before(date: string | undefined, iso: string): boolean {
  return date !== undefined && date.slice(0, 10) < iso;
}
