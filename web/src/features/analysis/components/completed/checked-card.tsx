import type { CheckedItem } from '@doco/contracts';
import { CircleCheck, MapPin } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCite } from '../viewer/viewer-context.ts';

/**
 * 'Checked' (issue 26): what the document clears, each with the answer it gives quoted and its page,
 * so the buyer can see it was read and find it. Green with words and an icon, never colour alone.
 */
export function CheckedCard({ items }: { items: CheckedItem[] }) {
  const cite = useCite();
  return (
    <Card role="region" aria-labelledby="checked-title" className="border-emerald-300">
      <CardHeader>
        <CardTitle as="h3" id="checked-title" className="flex items-center gap-2 text-lg">
          <CircleCheck aria-hidden="true" className="size-5 text-emerald-700" />
          Checked
        </CardTitle>
        <CardDescription>What was checked and is fine: the document answers each of these in the negative.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Checked items" className="flex flex-col gap-2">
          {items.map((entry) => (
            <li key={`${entry.kind}-${entry.page}`} className="flex flex-col gap-1.5 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-950 sm:p-4">
              <h4 className="flex items-start gap-1.5 font-medium">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                {entry.title}
              </h4>
              <figure className="flex flex-col gap-1 border-l-4 border-emerald-300 pl-3">
                <blockquote className="break-words text-sm italic">
                  <p>“{entry.quote}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-1 text-xs">
                  <MapPin aria-hidden="true" className="size-3.5" />
                  {cite(`Page ${entry.page}`)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
