import type { CostsDto } from './api/analysis.ts';
import { formatAud } from './money.ts';

// How a cost or a total reads, the same on screen and in the PDF report: an unknown is never A$0.00,
// and a total over costs the document does not state says what it includes.

export const NOT_STATED_IN_DOCUMENT = 'Not stated in the document';

/** "council rates", "council rates and water charges", "a, b and c". */
function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** A breakdown line's amount: A$1,234.56, or 'Not stated in the document'. */
export function costAmountText(cents: number | null): string {
  return cents === null ? NOT_STATED_IN_DOCUMENT : formatAud(cents);
}

/** The annual total: 'A$3,100.00 of the stated costs; council rates not stated', or 'Not stated in the document'. */
export function ongoingTotalText(costs: Pick<CostsDto, 'totalOngoing' | 'ongoingNotStated'>): string {
  const missing = costs.ongoingNotStated ?? [];
  if (costs.totalOngoing === null) return missing.length ? `${NOT_STATED_IN_DOCUMENT} (${listWords(missing)})` : NOT_STATED_IN_DOCUMENT;
  if (!missing.length) return formatAud(costs.totalOngoing);
  return `${formatAud(costs.totalOngoing)} of the stated costs; ${listWords(missing)} not stated`;
}

/** The first-year total; it adds the stated annual costs only, and says so when some are not stated. */
export function investmentTotalText(costs: Pick<CostsDto, 'totalInvestment' | 'ongoingNotStated'>): string {
  if (costs.totalInvestment === null) return 'Not known (no purchase price in the document)';
  const missing = costs.ongoingNotStated ?? [];
  if (!missing.length) return formatAud(costs.totalInvestment);
  return `${formatAud(costs.totalInvestment)} with the stated costs; ${listWords(missing)} not stated`;
}

/** The upfront total, or 'Not known' when nothing upfront could be estimated. */
export function upfrontTotalText(costs: Pick<CostsDto, 'totalUpfront'>): string {
  return costs.totalUpfront === null ? 'Not known' : formatAud(costs.totalUpfront);
}
