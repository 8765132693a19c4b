// Amounts: "$615,000", "$1,318.70", "$ 98,500.00", "615000", "$1.48m", "$5,600 (GST inclusive)".
// The engine reads and adds money in integer cents; only the `facts` block (the samples' truth.json
// format) states dollars, converted once in money-facts.ts.

/** "1,318 000" as "1318000": thousands separators (commas or spaces) removed. */
const withoutSeparators = (figure: string): string => figure.replace(/[,\s]/g, '');

export const MONEY_SOURCE = String.raw`\$\s?(\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?(m|million|k)\b)?`;

/** The first dollar amount in `text`, as a match of MONEY_SOURCE. */
export function firstMoneyMatch(text: string): RegExpExecArray | null {
  return new RegExp(MONEY_SOURCE, 'i').exec(text);
}

/** Parses the first dollar amount in `text`, in integer cents. */
export function parseCents(text: string): number | null {
  const m = firstMoneyMatch(text);
  if (!m) return null;
  return centsFromMatch(m);
}

/** A match of MONEY_SOURCE in integer cents ("$1.48m" is 148,000,000 cents). */
export function centsFromMatch(m: RegExpExecArray): number {
  const whole = Number(withoutSeparators(m[1] as string));
  const cents = whole * 100 + (m[2] ? Number((m[2] + '0').slice(0, 2)) : 0);
  const unit = m[3]?.toLowerCase();
  if (unit === 'm' || unit === 'million') return cents * 1_000_000;
  if (unit === 'k') return cents * 1_000;
  return cents;
}

/** A bare figure such as "5,600" or "1,120.50" (no dollar sign), in integer cents. */
export function centsOfFigure(figure: string): number {
  const [whole = '0', fraction = ''] = withoutSeparators(figure).split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

/** All dollar amounts in `text`, in integer cents, with their index. */
export function allMoney(text: string): { cents: number; index: number; length: number }[] {
  const re = new RegExp(MONEY_SOURCE, 'gi');
  const out: { cents: number; index: number; length: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ cents: centsFromMatch(m), index: m.index, length: m[0].length });
  return out;
}
