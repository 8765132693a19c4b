import { PASSWORD_RULES } from '@doco/contracts';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The password rules as a checklist that ticks itself as the buyer types (issue 27). The rules are
 * the server's own (@doco/contracts PASSWORD_RULES), the same on Register, Reset and Change password.
 */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="flex flex-col gap-1" aria-label="Password requirements" data-testid="password-checklist">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.met(password);
        return (
          <li key={rule.id} data-met={met ? 'true' : 'false'} className={cn('flex items-start gap-1.5', met ? 'text-foreground' : 'text-muted-foreground')}>
            {met ? <Check aria-hidden="true" className="mt-0.5 size-3 shrink-0 text-primary" /> : <Circle aria-hidden="true" className="mt-0.5 size-3 shrink-0" />}
            <span>
              {rule.label}
              <span className="sr-only">{met ? ': done' : ': not yet'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
