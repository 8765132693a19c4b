import type { Tone } from '@/components/ui/tone-badge';

export { RISK_LABELS, RISK_TONES, type RiskLevel } from '@/lib/risk-levels';

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
