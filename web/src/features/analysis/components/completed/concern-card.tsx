import type { ConcernDto } from '@doco/contracts';
import { MapPin } from 'lucide-react';
import { ToneBadge } from '@/components/ui/tone-badge';
import { categoryLabel } from '../../lib/risk.ts';
import { LooksWrongButton } from '../report-item/looks-wrong-button.tsx';

/** The page a concern's location names ('Page 2, Section 3.4'), or null. */
const pageOf = (location: string | null) => {
  const page = location?.match(/\bpage\s+(\d+)/i)?.[1];
  return page ? Number(page) : null;
};

/** What was checked of an AI-review item: that its quote is in the document, not that the finding is right. */
const AI_REVIEW_NOTE = 'Suggested by the AI review. We checked that its quote appears word for word in your document; the finding itself was not checked.';

/** One concern; its quote is shown as a quote with where it sits, so the buyer can find it. */
export function ConcernCard({ concern }: { concern: ConcernDto }) {
  const where = concern.location?.trim() || 'Location not specified';
  return (
    <li className="flex flex-col gap-2 rounded-md border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-medium">{concern.title}</h4>
        <div className="flex flex-wrap gap-1">
          {concern.source === 'llm' ? (
            <ToneBadge tone="blue" title={AI_REVIEW_NOTE}>
              AI review
            </ToneBadge>
          ) : null}
          <ToneBadge tone="neutral">{categoryLabel(concern.category)}</ToneBadge>
        </div>
      </div>
      <p className="text-sm">{concern.description}</p>
      {concern.context ? (
        <figure className="flex flex-col gap-1 border-l-4 border-primary/40 bg-muted/50 py-2 pl-3 pr-2">
          <blockquote className="text-sm italic">
            <p>“{concern.context}”</p>
          </blockquote>
          <figcaption className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5" />
            {where}
          </figcaption>
        </figure>
      ) : (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3.5" />
          {where}
        </p>
      )}
      {concern.source === 'llm' ? <p className="text-xs text-muted-foreground">{AI_REVIEW_NOTE}</p> : null}
      <p className="text-xs text-muted-foreground">Confidence {concern.confidence}%</p>
      <LooksWrongButton item={{ kind: 'concern', key: concern.id, title: concern.title, quote: concern.context, page: pageOf(concern.location) }} />
    </li>
  );
}
