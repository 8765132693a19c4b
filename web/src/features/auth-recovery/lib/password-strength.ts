/** The four bars of the strength meter (spec-accounts-admin §5), in order. */
export const STRENGTH_CHECKS = [
  { label: 'At least 6 characters', test: (p: string) => p.length >= 6 },
  { label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'A number', test: (p: string) => /\d/.test(p) },
] as const;

const LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

export type PasswordStrength = { met: boolean[]; score: number; label: (typeof LABELS)[number] };

export function passwordStrength(password: string): PasswordStrength {
  const met = STRENGTH_CHECKS.map((check) => check.test(password));
  const score = met.filter(Boolean).length;
  return { met, score, label: LABELS[score] ?? 'Too weak' };
}
