import type { ItemRef, ReportedItemKind } from '@doco/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import { isHidden } from '../../lib/hidden-items.ts';

type ReportItems = { analysisId: string; hidden: readonly ItemRef[] };

const ReportItemsContext = createContext<ReportItems | null>(null);

/** The completed report's analysis and hidden items, for the 'This looks wrong' buttons inside it. */
export function ReportItemsProvider({ analysisId, hidden, children }: ReportItems & { children: ReactNode }) {
  return <ReportItemsContext.Provider value={{ analysisId, hidden }}>{children}</ReportItemsContext.Provider>;
}

/** Null outside a completed report: no button is shown and nothing is hidden. */
export const useReportItems = () => useContext(ReportItemsContext);

/** Whether the buyer hid this item from their report. */
export function useIsHidden(kind: ReportedItemKind, key: string) {
  const context = useReportItems();
  return context ? isHidden(context.hidden, kind, key) : false;
}
