import { Check } from 'lucide-react';

/** The hints shown under the Register password (spec §5); only the length is enforced here. */
export const PASSWORD_HINTS = [
  'At least 8 characters',
  'Include 3 of: lowercase letters, uppercase letters, numbers, special characters',
  'Avoid common passwords',
] as const;

export function PasswordRequirements() {
  return (
    <ul className="flex flex-col gap-1" aria-label="Password requirements">
      {PASSWORD_HINTS.map((hint) => (
        <li key={hint} className="flex items-start gap-1.5">
          <Check aria-hidden="true" className="mt-0.5 size-3 shrink-0 text-primary" />
          {hint}
        </li>
      ))}
    </ul>
  );
}
