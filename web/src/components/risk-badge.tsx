import { OctagonAlert, ShieldAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import { ToneBadge } from '@/components/ui/tone-badge';
import { RISK_LABELS, RISK_TONES, type RiskLevel } from '@/lib/risk-levels';

const ICONS = { low: ShieldCheck, medium: TriangleAlert, high: ShieldAlert, critical: OctagonAlert } as const;

/** A risk level as colour, icon and words ("High risk"). */
export function RiskBadge({ level, suffix = 'risk', className }: { level: RiskLevel; suffix?: string; className?: string }) {
  const Icon = ICONS[level];
  return (
    <ToneBadge tone={RISK_TONES[level]} className={className}>
      <Icon aria-hidden="true" />
      {RISK_LABELS[level]} {suffix}
    </ToneBadge>
  );
}
