import { z } from 'zod';
import { comprehensivePropertyAnalysis, concern, costs, riskLevel } from './analysis.ts';
import { checkedItem, unconfirmedItem } from './concern-kinds.ts';
import { itemRef } from './error-reports.ts';
import { keyDate, vendorQuestion } from './key-dates.ts';

// GET /api/analyses/compare?ids=a,b[,c] (issue 28): two or three of the buyer's completed analyses side
// by side. Each is the analysis response (GET /api/analyses/{id}) cut down to what the comparison shows.
// Money is integer cents; price, deposit and settlement are the report's own words for them.

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;

/** The engine's breakdown line for transfer (stamp) duty (packages/analysis/src/costs/estimate.ts). */
export const TRANSFER_DUTY_CATEGORY = 'Stamp duty';

/** The ids of `?ids=a,b,c`, in order, blanks and repeats left out (the web and the gateway read it alike). */
export function compareIdsFrom(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))];
}

const details = comprehensivePropertyAnalysis.shape.propertyDetails.pick({ address: true, purchasePrice: true, deposit: true, settlementDate: true });

export const comparedAnalysis = z.object({
  /** The analysis id: its report is at /reports/{id}. */
  id: z.string(),
  documentId: z.string(),
  /** The uploaded file's name without its extension, for a property with no address read. */
  documentName: z.string(),
  completedAt: z.string(),
  /** The report's property facts; null when the analysis stored none. */
  property: details.nullable(),
  overallRisk: riskLevel.nullable(),
  /** The cost totals in integer cents, with the transfer duty line's amount; null without costs. */
  costs: costs
    .pick({ totalUpfront: true, totalOngoing: true, totalInvestment: true, ongoingNotStated: true })
    .extend({ transferDuty: z.number().int().nullable() })
    .nullable(),
  /** Each concern's kind (an internal key: the web shows a label), its title and level. */
  concerns: z.array(concern.pick({ id: true, kind: true, title: true, severity: true })),
  /** Risk kinds the document clears. */
  checked: z.array(checkedItem.pick({ kind: true, title: true })),
  /** Items whose answer could not be read. */
  couldNotConfirm: z.array(unconfirmedItem.pick({ kind: true, item: true })),
  keyDates: z.array(keyDate.pick({ kind: true, label: true, date: true, rule: true })),
  vendorQuestions: z.array(vendorQuestion.pick({ question: true, concernId: true })),
  /** The items the buyer hid from this report ('This looks wrong'): the comparison leaves them out too. */
  hiddenItems: z.array(itemRef),
});

export const compareResponse = z.object({ analyses: z.array(comparedAnalysis).min(COMPARE_MIN).max(COMPARE_MAX) });

export type ComparedAnalysis = z.infer<typeof comparedAnalysis>;
export type CompareResponse = z.infer<typeof compareResponse>;
