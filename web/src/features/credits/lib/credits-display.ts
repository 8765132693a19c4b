import type { SubscriptionPlan } from '@doco/contracts';
import type { Tone } from '@/components/ui/tone-badge';
import type { Credits } from '../api/get-credits.ts';

/** spec-core §9: 2 or fewer credits is low. */
export const LOW_CREDIT_THRESHOLD = 2;

export function totalCredits(credits: Pick<Credits, 'freeCreditsRemaining' | 'subscriptionCreditsRemaining'>): number {
  return Math.max(0, credits.freeCreditsRemaining) + Math.max(0, credits.subscriptionCreditsRemaining);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 credit available" / "3 credits available". */
export function creditsAvailableText(total: number): string {
  return `${plural(total, 'credit', 'credits')} available`;
}

/** "1 free credit" / "0 free credits". */
export function freeCreditsText(free: number): string {
  return plural(free, 'free credit', 'free credits');
}

/** What the total is made of, or null when there are no free credits left to name (issue 27: never "Includes 0 free credits"). */
export function creditsMadeOfText(credits: Pick<Credits, 'freeCreditsRemaining' | 'subscriptionCreditsRemaining'>): string | null {
  const free = Math.max(0, credits.freeCreditsRemaining);
  if (free === 0) return null;
  const plan = Math.max(0, credits.subscriptionCreditsRemaining);
  return plan > 0 ? `Includes ${freeCreditsText(free)} and ${plural(plan, 'plan credit', 'plan credits')}` : `Includes ${freeCreditsText(free)}`;
}

export { planLabel } from '@/lib/plan-names';

/** Red with none, yellow at 1 or 2, green at 3 or more. */
export function creditsTone(total: number): Extract<Tone, 'red' | 'yellow' | 'green'> {
  if (total <= 0) return 'red';
  if (total <= LOW_CREDIT_THRESHOLD) return 'yellow';
  return 'green';
}
