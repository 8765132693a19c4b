import type { ComprehensivePropertyAnalysisDto } from '@doco/contracts';
import type { Tone } from '@/components/ui/tone-badge';

export type RiskLevel = ComprehensivePropertyAnalysisDto['buyerSummary']['overallRisk'];

/** Guide: low green, medium amber, high red, critical deep red — always with the word. */
export const RISK_TONES: Record<RiskLevel, Tone> = {
  low: 'green',
  medium: 'yellow',
  high: 'red',
  critical: 'darkred',
};

export const RISK_LABELS: Record<RiskLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** Register search status badge: green active, red dissolved, yellow dormant, blue otherwise. */
export function companyStatusTone(status: string): Tone {
  const value = status.trim().toLowerCase();
  if (value === 'active') return 'green';
  if (value === 'dissolved') return 'red';
  if (value === 'dormant') return 'yellow';
  return 'blue';
}

export const CATEGORY_LABELS: Record<string, string> = {
  legal: 'Legal',
  financial: 'Financial',
  compliance: 'Compliance',
  operational: 'Operational',
};

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
}
