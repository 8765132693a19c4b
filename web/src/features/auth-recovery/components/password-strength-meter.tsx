import { cn } from '@/lib/utils';
import { passwordStrength, STRENGTH_CHECKS } from '../lib/password-strength.ts';

const FILL = ['bg-destructive', 'bg-destructive', 'bg-risk-medium', 'bg-primary', 'bg-risk-low'] as const;

/** Four bars, one per check (spec §5), with the strength named in text so colour is not the only signal. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { met, score, label } = passwordStrength(password);
  return (
    <div id={id} className="flex flex-col gap-1.5" data-testid="password-strength">
      <ul className="grid grid-cols-4 gap-1.5" aria-label="Password strength checks">
        {STRENGTH_CHECKS.map((check, index) => (
          <li
            key={check.label}
            data-filled={met[index] ? 'true' : 'false'}
            className={cn('h-1.5 rounded-full', met[index] ? FILL[score] : 'bg-muted')}
          >
            <span className="sr-only">
              {check.label}: {met[index] ? 'yes' : 'no'}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {password ? `Strength: ${label}` : 'Use at least 8 characters, with an uppercase letter and a number.'}
      </p>
    </div>
  );
}
