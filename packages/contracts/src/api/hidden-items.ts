import type { AnalysisResponse } from './analysis.ts';
import { withoutFindingsTitled, type ItemRef, type ReportedItemKind } from './error-reports.ts';

/** Whether an item is among those the buyer hid from their report. */
export const isHidden = (hidden: readonly ItemRef[], kind: ReportedItemKind, key: string) => hidden.some((h) => h.kind === kind && h.key === key);

/**
 * The results without the items the buyer hid ('This looks wrong', issue 26): their concerns (with the
 * counts, the questions tied to them and the other places they appear) and key dates. Facts are not
 * touched: the buyer's own view leaves them out where the Property tab lists them, and a shared report
 * (issue 28) replaces their values on the server.
 */
export function withoutHiddenItems(result: AnalysisResponse, hidden: readonly ItemRef[]): AnalysisResponse {
  if (hidden.length === 0) return result;
  const hiddenConcerns = result.concerns.filter((c) => isHidden(hidden, 'concern', c.id));
  if (hiddenConcerns.length === 0 && !hidden.some((h) => h.kind === 'key-date')) return result;
  const categoryCounts = { ...result.analysis.categoryCounts };
  for (const concern of hiddenConcerns) {
    const count = categoryCounts[concern.category];
    if (count) categoryCounts[concern.category] = count - 1;
  }
  return {
    ...result,
    analysis: { ...result.analysis, categoryCounts },
    concerns: result.concerns.filter((c) => !hiddenConcerns.includes(c)),
    vendorQuestions: result.vendorQuestions.filter((q) => !isHidden(hidden, 'concern', q.concernId)),
    keyDates: result.keyDates.filter((d) => !isHidden(hidden, 'key-date', d.kind)),
    // The hidden concern's risk, easement line and summary lines go with it.
    comprehensivePropertyAnalysis: result.comprehensivePropertyAnalysis
      ? withoutFindingsTitled(result.comprehensivePropertyAnalysis, new Set(hiddenConcerns.map((c) => c.title)))
      : null,
  };
}
