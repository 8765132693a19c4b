// Dates in the forms documents use: 01/06/2026, 1/6/26, 1 June 2026, 1st June 2026, June 1, 2026,
// 2026-06-01, 01.06.2026, 01-06-2026. Australian day-first order.

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

const MONTH_NAME = String.raw`(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)`;

export const DATE_SOURCE = [
  String.raw`\b(\d{4})-(\d{2})-(\d{2})\b`,
  String.raw`\b(\d{1,2})[\/.\-](\d{1,2})[\/.\-](\d{4}|\d{2})\b`,
  String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?${MONTH_NAME}\.?,?\s+(\d{4})\b`,
  String.raw`\b${MONTH_NAME}\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`,
  // In words: "the twenty-ninth day of May 2026".
  String.raw`\b((?:twenty|thirty)[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)\s+(?:day\s+of\s+)?${MONTH_NAME}\.?,?\s+(\d{4})\b`,
].join('|');

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];

function ordinalDay(words: string): number {
  const w = words.toLowerCase().replace(/[- ]/g, '');
  if (w === 'twentieth') return 20;
  if (w === 'thirtieth') return 30;
  for (const [tens, base] of [['twenty', 20], ['thirty', 30]] as const) if (w.startsWith(tens)) return base + ORDINALS.indexOf(w.slice(tens.length)) + 1;
  return ORDINALS.indexOf(w) + 1;
}

function iso(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function monthNum(name: string): number {
  return MONTHS[name.slice(0, name.toLowerCase().startsWith('sept') ? 4 : 3).toLowerCase()] ?? 0;
}

export interface DateHit {
  iso: string;
  index: number;
  length: number;
}

function fromMatch(m: RegExpExecArray): string | null {
  if (m[1]) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  if (m[4]) {
    let y = Number(m[6]);
    if ((m[6] as string).length === 2) y += 2000;
    return iso(y, Number(m[5]), Number(m[4]));
  }
  if (m[7]) return iso(Number(m[9]), monthNum(m[8] as string), Number(m[7]));
  if (m[10]) return iso(Number(m[12]), monthNum(m[10]), Number(m[11]));
  if (m[13]) return iso(Number(m[15]), monthNum(m[14] as string), ordinalDay(m[13]));
  return null;
}

export function allDates(text: string): DateHit[] {
  const re = new RegExp(DATE_SOURCE, 'gi');
  const out: DateHit[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const v = fromMatch(m);
    if (v) out.push({ iso: v, index: m.index, length: m[0].length });
  }
  return out;
}

/** First date in `text` as YYYY-MM-DD, or null. */
export function parseDate(text: string): string | null {
  return allDates(text)[0]?.iso ?? null;
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
}

export function formatDate(isoDate: string): string {
  const d = new Date(isoDate + 'T00:00:00Z');
  return d.toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
