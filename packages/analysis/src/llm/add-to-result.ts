// Adds the LLM pass's kept findings and condition readings to the rule result the engine returned,
// without running the engine again: concerns, counts, flags, risks and questions grow; the rule
// concerns keep their positions (questions point at concerns by index).
import { isRiskKind, toConcern } from '../assemble.ts';
import { withoutRaised } from '../rules/checked.ts';
import type { AnalysisResult, ConcernKind, ConditionReading, Finding, RiskItem } from '../result.ts';

export function addLlmFindings(result: AnalysisResult, added: readonly Finding[], readings: readonly ConditionReading[]): AnalysisResult {
  if (added.length === 0 && readings.length === 0) return result;
  const concerns = [...result.concerns];
  const categoryCounts = { ...result.categoryCounts };
  const flags = [...result.flags];
  const risks: RiskItem[] = [...result.comprehensivePropertyAnalysis.risks];
  const vendorQuestions = [...result.vendorQuestions];
  // The catalogue is closed: a finding without a kind is no concern.
  for (const f of added.filter((x): x is Finding & { flag: ConcernKind } => x.flag !== undefined)) {
    const concernIndex = concerns.push(toConcern(f)) - 1;
    categoryCounts[f.category] = (categoryCounts[f.category] ?? 0) + 1;
    if (isRiskKind(f.flag) && !flags.includes(f.flag)) flags.push(f.flag);
    risks.push({ title: f.title, category: f.category, severity: f.severity, description: f.description, impact: f.impact, recommendation: f.recommendation });
    const question = f.question?.trim();
    if (question && !vendorQuestions.some((q) => q.question === question)) {
      vendorQuestions.push({ question, why: f.title, quote: f.quote.text, page: f.quote.page, concernIndex });
    }
  }
  return {
    ...result,
    concerns,
    categoryCounts,
    flags,
    comprehensivePropertyAnalysis: { ...result.comprehensivePropertyAnalysis, risks },
    vendorQuestions,
    checked: withoutRaised(result.checked, new Set(added.flatMap((f) => (f.flag ? [f.flag] : [])))),
    ...(readings.length > 0 ? { conditionReadings: [...readings] } : {}),
  };
}
