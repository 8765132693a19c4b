import type { AnalysisResponse, ItemRef } from '@doco/contracts';

// One rule for what hiding leaves out, shared with the gateway's shared-report view (issue 28).
export { isHidden, withoutHiddenItems as withoutHidden } from '@doco/contracts';

/** Names a hidden item for the 'Show hidden items' list, from what the results call it. */
export function hiddenItemTitle(result: AnalysisResponse, item: ItemRef, factLabels: Record<string, string>): string {
  if (item.kind === 'concern') return result.concerns.find((c) => c.id === item.key)?.title ?? 'A concern';
  if (item.kind === 'key-date') return result.keyDates.find((d) => d.kind === item.key)?.label ?? 'A key date';
  return factLabels[item.key] ?? 'A fact';
}
