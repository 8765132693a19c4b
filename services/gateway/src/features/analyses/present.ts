import type { AnalysisResponse } from '@doco/contracts';
import { analysesRepository } from './repository.ts';

type AnalysisRow = NonNullable<Awaited<ReturnType<typeof analysesRepository.findOwned>>>;
type Results = Awaited<ReturnType<typeof analysesRepository.results>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The analysis response of spec-core §3, built field by field so nothing else leaks out. */
export function presentAnalysis(row: AnalysisRow, results: Results): AnalysisResponse {
  const { concerns, statement, comprehensive, report } = results;
  return {
    analysis: {
      id: row.id,
      status: row.status,
      categoryCounts: row.categoryCounts as Record<string, number>,
      stage: row.stage,
      progress: row.progress,
      errorMessage: row.errorMessage,
      createdAt: new Date(row.createdAt).toISOString(),
      completedAt: iso(row.completedAt),
    },
    concerns: concerns.map((c) => ({
      id: c.id,
      category: c.category,
      title: c.title,
      description: c.description,
      location: c.location,
      confidence: c.confidence,
      context: c.context,
      source: c.source,
    })),
    registerSearchStatement: statement
      ? {
          companyName: statement.companyName,
          registrationNumber: statement.registrationNumber,
          incorporationDate: statement.incorporationDate,
          companyStatus: statement.companyStatus,
          companyType: statement.companyType,
          registeredAddress: statement.registeredAddress,
          directors: statement.directors as never,
          shareholders: statement.shareholders as never,
          charges: statement.charges as never,
          additionalInfo: statement.additionalInfo as Record<string, unknown>,
        }
      : null,
    comprehensivePropertyAnalysis: comprehensive
      ? {
          buyerSummary: comprehensive.buyerSummary as never,
          propertyDetails: comprehensive.propertyDetails as never,
          costs: comprehensive.costs as never,
          easements: comprehensive.easements as never,
          restrictions: comprehensive.restrictions as never,
          encumbrances: comprehensive.encumbrances as never,
          caveats: comprehensive.caveats as never,
          notices: comprehensive.notices as never,
          covenants: comprehensive.covenants as never,
          overlays: comprehensive.overlays as never,
          risks: comprehensive.risks as never,
        }
      : null,
    reportUrl: report?.storageKey ? `/api/analyses/${row.id}/report.pdf` : null,
  };
}
