// Overall risk from the findings: driven by the worst findings, not by their number alone.
import type { Finding, RiskLevel } from '../result.ts';

export const RISK_ORDER: RiskLevel[] = ['low', 'medium', 'high', 'critical'];
export const riskRank = (r: RiskLevel): number => RISK_ORDER.indexOf(r);

export function overallRisk(findings: Finding[]): RiskLevel {
  const high = findings.filter((f) => f.severity === 'high').length;
  if (findings.some((f) => f.severity === 'critical') || high >= 4) return 'critical';
  if (high >= 1) return 'high';
  if (findings.filter((f) => f.severity === 'medium').length >= 1) return 'medium';
  return 'low';
}

/** Findings ordered worst first, then by page. */
export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort((a, b) => riskRank(b.severity) - riskRank(a.severity) || a.quote.page - b.quote.page);
}
