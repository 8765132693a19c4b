import { TRANSFER_DUTY_CATEGORY, type AnalysisResponse, type ComparedAnalysis, type ItemRef } from '@doco/contracts';

/** The uploaded file's name as the buyer knows it, without its extension. */
export const documentNameOf = (originalName: string) => originalName.replace(/\.(pdf|docx|txt|jpe?g|png|heic|heif)$/i, '');

/**
 * One analysis as the comparison shows it: the analysis response (presentAnalysis, or its cached copy)
 * cut down to its facts, cost totals, concerns' kinds and levels, key dates and questions, with the items
 * the buyer hid from the report (the page leaves them out as the report does).
 */
export function presentCompared(row: { documentId: string; originalName: string }, body: AnalysisResponse, hiddenItems: ItemRef[]): ComparedAnalysis {
  const cpa = body.comprehensivePropertyAnalysis;
  const costs = cpa?.costs ?? null;
  const { address, purchasePrice, deposit, settlementDate } = cpa?.propertyDetails ?? {};
  return {
    id: body.analysis.id,
    documentId: row.documentId,
    documentName: documentNameOf(row.originalName),
    // Only completed analyses are compared, so this is set; the start time stands in for an old row without it.
    completedAt: body.analysis.completedAt ?? body.analysis.createdAt,
    property: cpa ? { address: address ?? null, purchasePrice: purchasePrice ?? null, deposit: deposit ?? null, settlementDate: settlementDate ?? null } : null,
    overallRisk: cpa?.buyerSummary.overallRisk ?? null,
    costs: costs && {
      totalUpfront: costs.totalUpfront,
      totalOngoing: costs.totalOngoing,
      totalInvestment: costs.totalInvestment,
      ...(costs.ongoingNotStated ? { ongoingNotStated: costs.ongoingNotStated } : {}),
      transferDuty: costs.breakdown.find((item) => item.category === TRANSFER_DUTY_CATEGORY)?.amount ?? null,
    },
    concerns: body.concerns.map(({ id, kind, title, severity }) => ({ id, kind, title, severity })),
    checked: body.checked.map(({ kind, title }) => ({ kind, title })),
    couldNotConfirm: body.couldNotConfirm.map(({ kind, item }) => ({ kind, item })),
    keyDates: body.keyDates.map(({ kind, label, date, rule }) => ({ kind, label, date, rule })),
    vendorQuestions: body.vendorQuestions.map(({ question, concernId }) => ({ question, concernId })),
    hiddenItems,
  };
}
