import type { Tone } from '@/components/ui/tone-badge';

/** spec-accounts-admin §4: active green, pending yellow, cancelled red, the used-up free plan 'Consumed' in orange, else grey. */
export function planStatusBadge(plan: string, status: string, totalCredits: number): { label: string; tone: Tone } {
  if (plan === 'free') return totalCredits > 0 ? { label: 'Free trial', tone: 'green' } : { label: 'Consumed', tone: 'orange' };
  if (status === 'active') return { label: 'Active', tone: 'green' };
  if (status === 'pending' || status === 'incomplete') return { label: 'Pending', tone: 'yellow' };
  if (status === 'cancelled' || status === 'canceled') return { label: 'Cancelled', tone: 'red' };
  return { label: status ? status[0]!.toUpperCase() + status.slice(1) : 'Unknown', tone: 'neutral' };
}

/** Pay-as-you-go bundle price: the unit price of the last tier whose minimum the quantity reaches. */
export function bundlePrice(quantity: number, tiers: readonly { minQuantity: number; unitPrice: number }[], basePrice: number) {
  const unit = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity).reduce((price, tier) => (quantity >= tier.minQuantity ? tier.unitPrice : price), basePrice);
  return { unitPrice: unit, total: unit * quantity, saving: (basePrice - unit) * quantity };
}

/** The quantity field's value as the spec reads it: a whole number in 1..100, anything else 1. */
export function clampQuantity(raw: string, min = 1, max = 100): number {
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, n));
}
