import { type AnalysisResponse, type AnalysisResult, analysisResponse, type DocumentText } from '@doco/contracts';
import { resolveKeyDates } from '@doco/key-dates';

/** What the sample report page shows: the analysis as the API would answer it, and the document's text by page. */
export interface SampleReport {
  fileName: string;
  response: AnalysisResponse;
  text: DocumentText;
}

/** The few figures the landing hero draws from the same analysis. */
export interface SampleHero {
  address: string | null;
  overallRisk: AnalysisResponse['concerns'][number]['severity'];
  concerns: { title: string; severity: AnalysisResponse['concerns'][number]['severity'] }[];
  total: number;
  checked: number;
}

export const SAMPLE_ANALYSIS_ID = 'sample';

/**
 * The engine's result as `GET /api/documents/{id}/analysis` answers it once the worker has stored it
 * (the worker's row mapping, then the gateway's presentation): concern ids and 'Page n' locations,
 * questions tied to their concern, key dates resolved with no signing date. Read back through the
 * contract, so a sample that no longer fits the API's shape fails the build.
 */
export function presentSample(result: AnalysisResult, pages: { number: number; text: string }[], fileName: string): SampleReport {
  const concerns = result.concerns.map((c, i) => {
    const location = c.location?.trim() || null;
    return {
      id: `sample-concern-${i + 1}`,
      category: c.category,
      title: c.title,
      description: c.description,
      location: location && /\bpage\b/i.test(location) ? location : [`Page ${c.page}`, location].filter(Boolean).join(', '),
      confidence: Math.round(c.confidence),
      context: c.context || null,
      source: c.source,
      kind: c.kind,
      severity: c.severity,
    };
  });
  const { costs, ...analysis } = result.comprehensivePropertyAnalysis;
  const response = analysisResponse.parse({
    analysis: {
      id: SAMPLE_ANALYSIS_ID,
      status: 'completed',
      categoryCounts: result.categoryCounts,
      stage: 'done',
      stageDetail: null,
      progress: 100,
      errorMessage: null,
      createdAt: '2026-03-03T00:00:00.000Z',
      completedAt: '2026-03-03T00:00:00.000Z',
    },
    concerns,
    registerSearchStatement: result.registerSearchStatement,
    comprehensivePropertyAnalysis: costs ? { ...analysis, costs } : null,
    // The sample has no stored PDF: the page says so instead of offering a download.
    reportUrl: null,
    keyDates: resolveKeyDates(result.keyDates, { state: result.state, signingDate: null }),
    signingDate: null,
    vendorQuestions: result.vendorQuestions.flatMap(({ concernIndex, ...q }) => {
      const concernId = concerns[concernIndex]?.id;
      return concernId ? [{ ...q, concernId }] : [];
    }),
    remindersEnabled: false,
    hiddenText: null,
    couldNotConfirm: result.couldNotConfirm,
    scannedPages: [],
    checked: result.checked,
  });
  return { fileName, response, text: { kind: 'txt', pages: pages.map((p) => ({ page: p.number, text: p.text })), scannedPages: [] } };
}

export function heroOf({ response }: SampleReport): SampleHero {
  const cpa = response.comprehensivePropertyAnalysis;
  return {
    address: cpa?.propertyDetails.address ?? null,
    overallRisk: cpa?.buyerSummary.overallRisk ?? null,
    concerns: response.concerns.slice(0, 4).map((c) => ({ title: c.title, severity: c.severity })),
    total: response.concerns.length,
    checked: response.checked.length,
  };
}
