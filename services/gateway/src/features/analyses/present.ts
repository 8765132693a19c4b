import { comprehensivePropertyAnalysis, registerSearchStatement, type AnalysisResponse } from '@doco/contracts';
import { analysesRepository } from './repository.ts';

type AnalysisRow = NonNullable<Awaited<ReturnType<typeof analysesRepository.findOwned>>>;
type Results = Awaited<ReturnType<typeof analysesRepository.results>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The analysis response of spec-core §3, built field by field so nothing else leaks out. The JSON
 * columns are read back through the contract's schemas (the worker validated them before writing),
 * so a column that no longer matches fails loudly instead of reaching the buyer half-formed.
 */
export function presentAnalysis(row: AnalysisRow, results: Results): AnalysisResponse {
  const { concerns, statement, comprehensive, report } = results;
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
      ? registerSearchStatement.parse({
          companyName: statement.companyName,
          registrationNumber: statement.registrationNumber,
          incorporationDate: statement.incorporationDate,
          companyStatus: statement.companyStatus,
          companyType: statement.companyType,
          registeredAddress: statement.registeredAddress,
          directors: statement.directors,
          shareholders: statement.shareholders,
          charges: statement.charges,
          additionalInfo: statement.additionalInfo,
        })
      : null,
    comprehensivePropertyAnalysis: comprehensive
      ? comprehensivePropertyAnalysis.parse({
          buyerSummary: comprehensive.buyerSummary,
          propertyDetails: comprehensive.propertyDetails,
          costs: comprehensive.costs,
          easements: comprehensive.easements,
          restrictions: comprehensive.restrictions,
          encumbrances: comprehensive.encumbrances,
          caveats: comprehensive.caveats,
          notices: comprehensive.notices,
          covenants: comprehensive.covenants,
          overlays: comprehensive.overlays,
          risks: comprehensive.risks,
        })
      : null,
    reportUrl: report?.storageKey ? `/api/analyses/${row.id}/report.pdf` : null,
  };
}
