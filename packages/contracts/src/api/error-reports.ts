import { z } from 'zod';
import { DOCUMENT_TYPES, type DocumentType } from './analysis-result.ts';

// "This looks wrong" (issue 26): a buyer reports an item of their results; the admin portal lists the
// reports, and the buyer may hide the item from their own report (screen and PDF).

/** The items a buyer can report: a concern (by id), a fact of the Property tab (by field), a key date (by kind). */
export const REPORTED_ITEM_KINDS = ['concern', 'fact', 'key-date'] as const;
export const reportedItemKind = z.enum(REPORTED_ITEM_KINDS, { error: 'Say which item looks wrong.' });
export type ReportedItemKind = z.infer<typeof reportedItemKind>;

/** The fixed reasons, with the words the buyer and the admin read. */
export const ERROR_REPORT_REASONS = {
  'not-in-document': "The document doesn't say this",
  'wrong-quote': 'Wrong page or quote',
  'wrong-amount-or-date': 'Wrong amount or date',
  'wrong-risk-level': 'Wrong risk level',
  other: 'Other',
} as const;
export type ErrorReportReason = keyof typeof ERROR_REPORT_REASONS;
export const errorReportReason = z.enum(Object.keys(ERROR_REPORT_REASONS) as [ErrorReportReason, ...ErrorReportReason[]], {
  error: 'Choose what looks wrong.',
});

export const ERROR_REPORT_NOTE_MAX = 1000;

/** Which item: its kind and its key (a concern's id, a fact's field, a key date's kind). */
export const itemRef = z.object({
  kind: reportedItemKind,
  key: z.string().trim().min(1, 'Say which item looks wrong.').max(200),
});
export type ItemRef = z.infer<typeof itemRef>;

export const reportedItem = itemRef.extend({
  /** What the buyer saw it called (a concern's title, a fact's label, a key date's label). */
  title: z.string().trim().min(1, 'Say which item looks wrong.').max(300),
  quote: z.string().max(2000).nullable(),
  page: z.number().int().min(1).max(100_000).nullable(),
});
export type ReportedItem = z.infer<typeof reportedItem>;

/** POST /api/analyses/{id}/error-reports */
export const errorReportRequest = z.object({
  item: reportedItem,
  reason: errorReportReason,
  note: z.string().trim().max(ERROR_REPORT_NOTE_MAX, `Keep the note under ${ERROR_REPORT_NOTE_MAX} characters.`).optional(),
  /** Also leave the item out of the buyer's own report. */
  hide: z.boolean().optional(),
});
export type ErrorReportRequest = z.infer<typeof errorReportRequest>;

/** GET /api/analyses/{id}/hidden-items, and the answer of every change to it. */
export const hiddenItemsResponse = z.object({ items: z.array(itemRef) });
export type HiddenItemsResponse = z.infer<typeof hiddenItemsResponse>;

export const errorReportResponse = z.object({ id: z.string(), createdAt: z.string(), hiddenItems: z.array(itemRef) });
export type ErrorReportResponse = z.infer<typeof errorReportResponse>;

/** PUT /api/analyses/{id}/hidden-items: hide an item from the buyer's report, or show it again. */
export const hideItemRequest = z.object({ item: itemRef, hidden: z.boolean() });
export type HideItemRequest = z.infer<typeof hideItemRequest>;

/** GET /api/admin/error-reports: newest first. */
export const adminErrorReport = z.object({
  id: z.string(),
  createdAt: z.string(),
  userEmail: z.string(),
  documentName: z.string(),
  address: z.string().nullable(),
  itemKind: reportedItemKind,
  itemKey: z.string(),
  itemTitle: z.string(),
  quote: z.string().nullable(),
  page: z.number().int().nullable(),
  reason: errorReportReason,
  note: z.string().nullable(),
});
export const adminErrorReportPage = z.object({
  reports: z.array(adminErrorReport),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const adminErrorReportFilter = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional().default(1) });
export type AdminErrorReport = z.infer<typeof adminErrorReport>;
export type AdminErrorReportPage = z.infer<typeof adminErrorReportPage>;

/** A document's kind in the words a buyer reads (never the internal key). */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  section32: 'Section 32 statement',
  contract: 'Contract of sale',
  'contract+section32': 'Contract of sale with Section 32 statement',
  title: 'Title search',
  'oc-certificate': 'Owners corporation certificate',
  unknown: 'Property document',
};
export const documentType = z.enum(DOCUMENT_TYPES);

/** The parts of the property analysis that repeat a concern under its title. */
type FindingLists = {
  buyerSummary: { keyPoints: string[]; redFlags: string[]; recommendations: string[] };
  risks: { title: string }[];
  easements: { description: string }[];
  restrictions: { description: string }[];
  encumbrances: { description: string }[];
  caveats: { description: string }[];
  notices: { description: string }[];
  covenants: { description: string }[];
};

/**
 * The property analysis without the other places a hidden concern appears: its risk (same title), its
 * easement or other encumbrance line (the title as its description) and the summary lines that begin
 * with its title. The results view and the PDF report both leave a hidden concern out this way.
 */
export function withoutFindingsTitled<T extends FindingLists>(analysis: T, titles: ReadonlySet<string>): T {
  if (titles.size === 0) return analysis;
  const named = (line: string) => [...titles].some((title) => line === title || line.startsWith(`${title}:`));
  const lines = (items: { description: string }[]) => items.filter((item) => !titles.has(item.description));
  const summary = analysis.buyerSummary;
  return {
    ...analysis,
    buyerSummary: {
      ...summary,
      keyPoints: summary.keyPoints.filter((line) => !named(line)),
      redFlags: summary.redFlags.filter((line) => !named(line)),
      recommendations: summary.recommendations.filter((line) => !named(line)),
    },
    risks: analysis.risks.filter((risk) => !titles.has(risk.title)),
    easements: lines(analysis.easements),
    restrictions: lines(analysis.restrictions),
    encumbrances: lines(analysis.encumbrances),
    caveats: lines(analysis.caveats),
    notices: lines(analysis.notices),
    covenants: lines(analysis.covenants),
  };
}
