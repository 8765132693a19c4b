import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** spec-core §1: informational only, not legal advice; links the full disclaimer. */
export function LegalNotice() {
  return (
    <aside aria-label="Legal notice" className="flex gap-3 rounded-lg border bg-card p-4 text-sm text-muted-foreground">
      <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        Doco's analysis is for information only. It is not legal advice and does not replace a qualified solicitor or
        conveyancer.{' '}
        <Link to={paths.disclaimer} className="font-medium text-primary underline underline-offset-4">
          Read the full disclaimer
        </Link>
      </p>
    </aside>
  );
}
