import { COULD_NOT_CONFIRM_ADVICE, type UnconfirmedItem } from '@doco/contracts';
import { CircleHelp } from 'lucide-react';
import { Glossed } from '@/components/glossary/glossed';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageLink } from '../viewer/page-link.tsx';

/**
 * 'Could not confirm' (issue 23): items the document has whose answer could not be read, each with its
 * page, the reason and what to do. Neither a concern nor settled, so shown in amber, never as a red flag.
 */
export function CouldNotConfirmCard({ items }: { items: UnconfirmedItem[] }) {
  return (
    <Card role="region" aria-labelledby="could-not-confirm-title" className="border-amber-300">
      <CardHeader>
        <CardTitle as="h3" id="could-not-confirm-title" className="flex items-center gap-2 text-lg">
          <CircleHelp aria-hidden="true" className="size-5 text-amber-700" />
          Could not confirm
        </CardTitle>
        <CardDescription>These items are in your document, but their answer could not be read. They are not concerns, and they are not settled either.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Items that could not be confirmed" className="flex flex-col gap-2">
          {items.map((entry) => (
            <li key={`${entry.page}-${entry.item}`} className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 sm:p-4">
              <h4 className="font-medium">
                <Glossed text={entry.item} />
              </h4>
              <p className="text-xs">
                <PageLink page={entry.page} quote={entry.item} label={`Page ${entry.page}`} /> · {entry.reason}
              </p>
              <p className="text-sm">{COULD_NOT_CONFIRM_ADVICE}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
