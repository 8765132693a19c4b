import { isHidden, withoutHiddenItems, type AnalysisResponse, type BuyerNote, type ItemRef, type ReportedItemKind, type SharedReportResponse } from '@doco/contracts';

/** What a shared report shows in place of a fact the buyer hid (its value is left out). */
export const HIDDEN_FACT = 'Left out by the buyer';

type Note = BuyerNote & { kind: ReportedItemKind; key: string };

/**
 * A report as a shared link shows it (issue 28 §5). `report` was presented for the owner, with the
 * signing date already taken out when the notes are hidden. Whatever the link's setting:
 * - the items the buyer hid stay hidden (concerns, key dates, and facts' values), and so do their notes;
 * - nothing of the account goes out: the analysis's id becomes the link's, reminders read as off, and
 *   the PDF is the link's own address.
 * The buyer's notes (what they reported as looking wrong) go out only when the buyer chose to show them.
 */
export function presentShared(input: {
  report: AnalysisResponse;
  shareId: string;
  /** The link's PDF address, or null when the stored PDF cannot be shared (yet). */
  pdfPath: string | null;
  documentName: string;
  expiresAt: Date;
  hidden: readonly ItemRef[];
  hideNotes: boolean;
  notes: readonly Note[];
}): SharedReportResponse {
  const { report, hidden } = input;
  const shown = withoutHiddenItems(report, hidden);
  const analysis = shown.comprehensivePropertyAnalysis;
  const details = analysis ? { ...analysis.propertyDetails } : null;
  if (details) {
    for (const field of Object.keys(details) as (keyof typeof details)[]) {
      if (isHidden(hidden, 'fact', field)) details[field] = HIDDEN_FACT;
    }
  }
  return {
    report: {
      ...shown,
      analysis: { ...shown.analysis, id: input.shareId },
      comprehensivePropertyAnalysis: analysis && details ? { ...analysis, propertyDetails: details } : null,
      reportUrl: shown.reportUrl ? input.pdfPath : null,
      signingDate: input.hideNotes ? null : shown.signingDate,
      remindersEnabled: false,
    },
    documentName: input.documentName,
    expiresAt: input.expiresAt.toISOString(),
    notesShown: !input.hideNotes,
    buyerNotes: input.hideNotes
      ? []
      : input.notes.filter((note) => !isHidden(hidden, note.kind, note.key)).map(({ itemTitle, reason, note, createdAt }) => ({ itemTitle, reason, note, createdAt })),
  };
}
