// Amounts: "$615,000", "$1,318.70", "$ 98,500.00", "615000", "$1.48m", "$5,600 (GST inclusive)".

export const MONEY_SOURCE = String.raw`\$\s?(\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?(m|million|k)\b)?`;

/** Parses the first dollar amount in `text`, in dollars. */
export function parseMoney(text: string): number | null {
  const m = new RegExp(MONEY_SOURCE, 'i').exec(text);
  if (!m) return null;
  return moneyFromMatch(m);
}

export function moneyFromMatch(m: RegExpExecArray): number {
  const whole = Number((m[1] as string).replace(/[,\s]/g, ''));
  const cents = m[2] ? Number((m[2] + '0').slice(0, 2)) / 100 : 0;
  let value = whole + cents;
  const unit = m[3]?.toLowerCase();
  if (unit === 'm' || unit === 'million') value *= 1_000_000;
  else if (unit === 'k') value *= 1_000;
  return Math.round(value * 100) / 100;
}

/** All dollar amounts in `text`, with their index. */
export function allMoney(text: string): { value: number; index: number; length: number }[] {
  const re = new RegExp(MONEY_SOURCE, 'gi');
  const out: { value: number; index: number; length: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ value: moneyFromMatch(m), index: m.index, length: m[0].length });
  return out;
}

export function formatMoney(dollars: number): string {
  const cents = Math.round(dollars * 100) % 100 !== 0;
  return (
    '$' +
    dollars.toLocaleString('en-AU', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })
  );
}
