import { ADMIN_ACTIONS, type AdminActionName, type AdminUser } from '@doco/contracts';

/** How 'Adjust credits' changes the balance (issue 27: the dialog says which, and shows the result first). */
export type AdjustMode = 'add' | 'remove' | 'set';

export const ADJUST_MODES: ReadonlyArray<{ value: AdjustMode; label: string }> = [
  { value: 'add', label: 'Add credits' },
  { value: 'remove', label: 'Remove credits' },
  { value: 'set', label: 'Set the balance to' },
];

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/**
 * The balance an adjustment leads to, and the sentence the dialog shows before it runs; null with
 * an error for an amount that is not a whole number, or would take more than the user has.
 */
export function previewAdjustment(current: number, mode: AdjustMode, raw: string): { target: number; preview: string } | { error: string } {
  const amount = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(amount) || amount < 0) return { error: 'Enter a whole number of credits (0 or more).' };
  if (mode === 'remove' && amount > current) return { error: `The user has ${credits(current)}; you can remove at most ${current}.` };
  const target = mode === 'add' ? current + amount : mode === 'remove' ? current - amount : amount;
  if (target > 100_000) return { error: 'A balance cannot be more than 100,000 credits.' };
  const change = target - current;
  const what = change === 0 ? 'no change' : change > 0 ? `adds ${credits(change)}` : `removes ${credits(-change)}`;
  return { target, preview: `${credits(current)} now → ${credits(target)} after (${what}).` };
}

/** A user with a paid plan has a subscription to change; anyone else chooses and pays for one themselves. */
export const isSubscriber = (user: Pick<AdminUser, 'subscriptionPlan'>) => Boolean(user.subscriptionPlan) && user.subscriptionPlan !== 'free';

/** The actions the dialog offers for this user: 'Change plan' only to subscribers (issue 27). */
export function actionsFor(user: Pick<AdminUser, 'subscriptionPlan'>): AdminActionName[] {
  return ADMIN_ACTIONS.filter((action) => action !== 'change_plan' || isSubscriber(user));
}

/** Whether the email typed to confirm a deletion is the user's (trimmed, case-insensitive, as the server checks). */
export const confirmsEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();
