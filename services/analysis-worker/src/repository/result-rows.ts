import type {
  CategoryCounts,
  Costs,
  NewComprehensivePropertyAnalysis,
  NewConcern,
  NewRegisterSearchStatement,
} from '@doco/db';
import { toJson, type JsonText } from '@doco/db';
import type { EngineResult } from '../engine/types.ts';

// Pure mapping from the engine's result to table rows; the repository only executes them.

const clampPercent = (value: number) => Math.max(0, Math.min(100, Math.round(Number.isFinite(value) ? value : 0)));

/** Strips NUL (Postgres text refuses it) from anything extracted from a file. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips
export const cleanText = (text: string) => text.replace(/\u0000/g, '');

export function concernRows(analysisId: string, result: EngineResult): NewConcern[] {
  return result.concerns.map((concern, position) => {
    const location = concern.location?.trim() || null;
    // The table has no page column: the page lives in the location, where readers look for it.
    const withPage = location && /\bpage\b/i.test(location) ? location : [`Page ${concern.page}`, location].filter(Boolean).join(', ');
    return {
      analysisId,
      category: concern.category,
      title: cleanText(concern.title),
      description: cleanText(concern.description),
      confidence: clampPercent(concern.confidence),
      location: withPage,
      context: concern.context ? cleanText(concern.context) : null,
      source: concern.source,
      kind: concern.kind,
      severity: concern.severity,
      position,
    };
  });
}

export function categoryCounts(result: EngineResult): CategoryCounts {
  const counts: CategoryCounts = { legal: 0, financial: 0, compliance: 0, operational: 0 };
  for (const concern of result.concerns) counts[concern.category] = (counts[concern.category] ?? 0) + 1;
  return counts;
}

const NO_COSTS: Costs = {
  summary: 'Costs could not be estimated from this document.',
  totalUpfront: null,
  totalOngoing: null,
  totalInvestment: null,
  costWarnings: ['No purchase price was found, so transfer duty and purchase costs were not estimated.'],
  breakdown: [],
};

export function comprehensiveRow(analysisId: string, result: EngineResult): NewComprehensivePropertyAnalysis {
  const cpa = result.comprehensivePropertyAnalysis;
  return {
    analysisId,
    propertyDetails: toJson(cpa.propertyDetails),
    easements: toJson(cpa.easements),
    restrictions: toJson(cpa.restrictions),
    encumbrances: toJson(cpa.encumbrances),
    caveats: toJson(cpa.caveats),
    notices: toJson(cpa.notices),
    covenants: toJson(cpa.covenants),
    overlays: toJson(cpa.overlays),
    // The engine leaves totalInvestment null when no price is known; @doco/db's Costs shape still
    // says number (to be widened there). The null is kept rather than invented as 0.
    costs: toJson<Costs>((cpa.costs as Costs | null) ?? NO_COSTS),
    risks: toJson(cpa.risks),
    buyerSummary: toJson(cpa.buyerSummary),
    propertyImages: toJson([]),
    keyDates: toJson(result.keyDates),
    vendorQuestions: toJson(result.vendorQuestions),
    state: result.state,
    documentType: result.documentType,
    // The report is rendered from this; kept so it can be rendered again without hidden items (issue 26).
    reportResult: JSON.stringify(result, (_key, value) => (typeof value === 'string' ? cleanText(value) : value)) as JsonText<EngineResult>,
    hiddenText: result.hiddenText ? toJson(result.hiddenText) : null,
    couldNotConfirm: toJson(result.couldNotConfirm.map((entry) => ({ ...entry, item: cleanText(entry.item), reason: cleanText(entry.reason) }))),
    checked: toJson((result.checked ?? []).map((entry) => ({ ...entry, title: cleanText(entry.title), quote: cleanText(entry.quote) }))),
    // A pack's files with their page spans (issue 28), for citing "file, page"; null for one file.
    files: result.files && result.files.length > 1 ? toJson(result.files.map((f) => ({ ...f, name: cleanText(f.name) }))) : null,
  };
}

export function registerSearchRow(analysisId: string, result: EngineResult): NewRegisterSearchStatement | null {
  const rss = result.registerSearchStatement;
  if (!rss) return null;
  return {
    analysisId,
    companyName: rss.companyName,
    registrationNumber: rss.registrationNumber,
    incorporationDate: rss.incorporationDate,
    companyStatus: rss.companyStatus,
    companyType: rss.companyType,
    registeredAddress: rss.registeredAddress,
    directors: toJson(rss.directors),
    shareholders: toJson(rss.shareholders),
    charges: toJson(rss.charges),
    // Free-form extra facts, kept as text.
    additionalInfo: toJson(Object.fromEntries(Object.entries(rss.additionalInfo).map(([k, v]) => [k, String(v)]))),
  };
}
