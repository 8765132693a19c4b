// Turns facts + findings into the API result. Shared by the rule engine and the LLM merge.
import type { Extraction } from './extract/facts.ts';
import { type AnalysisResult, type Concern, type ConcernCategory, type ConcernKind, type Finding, RISK_KEYS, type RegisterSearchStatement, type RiskItem, type RiskKey } from './result.ts';
import { buyerSummary } from './summary/buyer-summary.ts';
import { costsRequest, type CostsEstimator } from './summary/costs.ts';
import { encumbranceViews } from './summary/encumbrance-view.ts';
import { propertyView } from './summary/property-view.ts';
import { sortFindings } from './summary/risk.ts';
import { formatLocation } from './text/quotes.ts';
import { extractKeyDates } from './dates/key-dates.ts';
import { vendorQuestions } from './dates/vendor-questions.ts';
import type { DocText } from './text/doc.ts';
import type { Unconfirmed } from './rules/evidence-gate.ts';
import { checkedItems } from './rules/checked.ts';

const RISK_KINDS: ReadonlySet<string> = new Set(RISK_KEYS);
export const isRiskKind = (kind: ConcernKind): kind is RiskKey => RISK_KINDS.has(kind);

/** A finding becomes a concern only with a kind from the catalogue. */
export function toConcern(f: Finding & { flag: ConcernKind }): Concern {
  const c: Concern = {
    kind: f.flag,
    category: f.category,
    title: f.title,
    description: f.description,
    location: formatLocation(f.quote),
    confidence: Math.max(0, Math.min(100, Math.round(f.confidence))),
    context: f.quote.text,
    page: f.quote.page,
    severity: f.severity,
    source: f.source,
  };
  if (isRiskKind(f.flag)) c.flag = f.flag;
  return c;
}

/** One entry per item, and none for a kind the document asserts elsewhere. */
function couldNotConfirm(items: readonly Unconfirmed[], raised: readonly string[]): AnalysisResult['couldNotConfirm'] {
  const seen = new Set<string>();
  return items.filter((u) => {
    const key = `${u.page}|${u.kind ?? u.item}`;
    if (seen.has(key) || (u.kind !== null && raised.includes(u.kind))) return false;
    seen.add(key);
    return true;
  });
}

export function assembleResult(
  doc: DocText,
  ex: Extraction,
  findings: Finding[],
  registerSearchStatement: RegisterSearchStatement | null,
  costs: CostsEstimator | undefined,
  unconfirmed: readonly Unconfirmed[] = [],
): AnalysisResult {
  const all = sortFindings(findings);
  // The catalogue is closed: what has no kind in it (a settlement period, a scheme overlay) is shown
  // in its own card or tab, never as a concern.
  const sorted = all.filter((f): f is Finding & { flag: ConcernKind } => f.flag !== undefined);
  const concerns = sorted.map(toConcern);
  const categoryCounts: Record<ConcernCategory, number> = { legal: 0, financial: 0, compliance: 0, operational: 0 };
  for (const c of concerns) categoryCounts[c.category]++;
  const flags: RiskKey[] = [];
  for (const f of sorted) if (isRiskKind(f.flag) && !flags.includes(f.flag)) flags.push(f.flag);
  const facts = ex.facts;
  const views = encumbranceViews(facts, ex, all);
  const risks: RiskItem[] = sorted.map((f) => ({ title: f.title, category: f.category, severity: f.severity, description: f.description, impact: f.impact, recommendation: f.recommendation }));
  const offPlan = findings.some((f) => f.id === 'off-the-plan');
  const unconfirmedItems = couldNotConfirm(unconfirmed, flags);
  return {
    documentType: facts.documentType,
    state: facts.state,
    concerns,
    categoryCounts,
    registerSearchStatement,
    comprehensivePropertyAnalysis: {
      buyerSummary: buyerSummary(facts, ex, sorted),
      propertyDetails: propertyView(facts, ex.money, ex.evidence.settlement?.text ?? null),
      costs: costs ? costs(costsRequest(facts.state, ex.money, ex.evidence.contractDate?.value ?? null, offPlan)) : null,
      easements: views.easements,
      restrictions: views.restrictions,
      overlays: views.overlays,
      risks,
      encumbrances: views.encumbrances,
      caveats: views.caveats,
      notices: views.notices,
      covenants: views.covenants,
    },
    facts,
    flags,
    couldNotConfirm: unconfirmedItems,
    checked: checkedItems(doc, facts, new Set(sorted.map((f) => f.flag)), new Set(unconfirmedItems.flatMap((u) => (u.kind ? [u.kind] : [])))),
    parts: ex.parts,
    keyDates: extractKeyDates({ doc, ex, state: facts.state }),
    vendorQuestions: vendorQuestions(sorted),
  };
}
