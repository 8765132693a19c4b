import {
  checkedItem,
  comprehensivePropertyAnalysis,
  concern,
  engineVendorQuestion,
  hiddenText,
  keyDate,
  packFile,
  registerSearchStatement,
  scannedPage,
  unconfirmedItem,
  type AnalysisResponse,
} from '@doco/contracts';
import { resolveKeyDates } from '@doco/key-dates';
import { createAnalysesRepository } from './repository.ts';

type AnalysisRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAnalysesRepository>['findOwned']>>>;
type Results = Awaited<ReturnType<ReturnType<typeof createAnalysesRepository>['results']>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The analysis response of spec-core §3. The worker's view (`analysis_results_v`) gives the results in
 * the contract's shape; each part is read back through the contract's schemas (which keep only the
 * fields they name), so a column that no longer matches fails loudly instead of reaching the buyer
 * half-formed.
 */
export function presentAnalysis(row: AnalysisRow, results: Results): AnalysisResponse {
  return {
    analysis: {
      id: row.id,
      status: row.status,
      categoryCounts: row.categoryCounts as Record<string, number>,
      stage: row.stage,
      stageDetail: row.stageDetail,
      progress: row.progress,
      errorMessage: row.errorMessage,
      createdAt: new Date(row.createdAt).toISOString(),
      completedAt: iso(row.completedAt),
    },
    concerns: (results?.concerns ?? []).map((c) => concern.parse(c)),
    registerSearchStatement: results?.registerSearchStatement ? registerSearchStatement.parse(results.registerSearchStatement) : null,
    comprehensivePropertyAnalysis: results?.comprehensivePropertyAnalysis
      ? comprehensivePropertyAnalysis.parse(results.comprehensivePropertyAnalysis)
      : null,
    reportUrl: results?.reportStorageKey ? `/api/analyses/${row.id}/report.pdf` : null,
    keyDates: resolveKeyDates(
      (results?.keyDates ?? []).map((d) => keyDate.parse(d)),
      { state: results?.state ?? null, signingDate: row.signingDate },
    ),
    signingDate: row.signingDate,
    remindersEnabled: row.remindersEnabled,
    vendorQuestions: presentQuestions(results),
    hiddenText: results?.hiddenText ? hiddenText.parse(results.hiddenText) : null,
    couldNotConfirm: (results?.couldNotConfirm ?? []).map((item) => unconfirmedItem.parse(item)),
    scannedPages: (results?.scannedPages ?? []).map((p) => scannedPage.parse(p)),
    checked: (results?.checked ?? []).map((item) => checkedItem.parse(item)),
    ...(results?.files && results.files.length > 1 ? { files: results.files.map((f) => packFile.parse(f)) } : {}),
  };
}

/** Each question with the id of the concern it belongs to (the view lists concerns in their order). */
function presentQuestions(results: Results) {
  if (!results) return [];
  const ids = results.concerns.map((c) => String(c.id));
  return results.vendorQuestions.flatMap((raw) => {
    const { concernIndex, ...question } = engineVendorQuestion.parse(raw);
    const concernId = ids[concernIndex];
    return concernId ? [{ ...question, concernId }] : [];
  });
}
