import { type AnalysisResponse, type ItemRef, type ReportedItemKind, withoutFindingsTitled } from '@doco/contracts';

/** Whether an item is among those the buyer hid from their report. */
export const isHidden = (hidden: readonly ItemRef[], kind: ReportedItemKind, key: string) => hidden.some((h) => h.kind === kind && h.key === key);

/**
 * The results without the items the buyer hid: their concerns (with the counts, the questions tied to
 * them and the other places they appear) and key dates. Facts are left out where the Property tab lists them.
 */
export function withoutHidden(result: AnalysisResponse, hidden: readonly ItemRef[]): AnalysisResponse {
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

/** Names a hidden item for the 'Show hidden items' list, from what the results call it. */
export function hiddenItemTitle(result: AnalysisResponse, item: ItemRef, factLabels: Record<string, string>): string {
  if (item.kind === 'concern') return result.concerns.find((c) => c.id === item.key)?.title ?? 'A concern';
  if (item.kind === 'key-date') return result.keyDates.find((d) => d.kind === item.key)?.label ?? 'A key date';
  return factLabels[item.key] ?? 'A fact';
}
