import type { ComprehensivePropertyAnalysisDto } from '@doco/contracts';
import type { Tone } from '@/components/ui/tone-badge';

// Risk levels as the buyer reads them, wherever a level is shown (the report, the landing's sample).

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
