import { type ConcernDto, withoutInternalKeys } from '@doco/contracts';
import { MapPin } from 'lucide-react';
import { Glossed } from '@/components/glossary/glossed';
import { ToneBadge } from '@/components/ui/tone-badge';
import { pageOfLocation } from '../../lib/find-quote.ts';
import { categoryLabel } from '../../lib/risk.ts';
import { PageLink } from '../viewer/page-link.tsx';
import { RiskBadge } from '@/components/risk-badge';
import { LooksWrongButton } from '../report-item/looks-wrong-button.tsx';

/** What was checked of an AI-review item: that its quote is in the document, not that the finding is right. */
const AI_REVIEW_NOTE = 'Suggested by the AI review. We checked that its quote appears word for word in your document; the finding itself was not checked.';

/** One concern; its quote is shown as a quote with where it sits, so the buyer can find it. */
export function ConcernCard({ concern }: { concern: ConcernDto }) {
  const where = concern.location?.trim() || 'Location not specified';
  const page = pageOfLocation(concern.location);
  // The location names the page ('Page 3, ...'): it opens the document there, the quote highlighted.
  const place = page ? <PageLink page={page} quote={concern.context} label={where} /> : where;
  return (
    <li className="flex flex-col gap-2 rounded-md border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-medium">
          <Glossed text={withoutInternalKeys(concern.title)} />
        </h4>
        <div className="flex flex-wrap gap-1">
          {/* The concern's own level: the tabs and the PDF report show the same one for this item. */}
          {concern.severity ? <RiskBadge level={concern.severity} /> : null}
          {concern.source === 'llm' ? (
            <ToneBadge tone="blue" title={AI_REVIEW_NOTE}>
              AI review
            </ToneBadge>
          ) : null}
          <ToneBadge tone="neutral">{categoryLabel(concern.category)}</ToneBadge>
        </div>
      </div>
      <p className="text-sm">
        <Glossed text={withoutInternalKeys(concern.description)} />
      </p>
      {concern.context ? (
        <figure className="flex flex-col gap-1 border-l-4 border-primary/40 bg-muted/50 py-2 pl-3 pr-2">
          <blockquote className="text-sm italic">
            <p>“{concern.context}”</p>
          </blockquote>
          <figcaption className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5" />
            {place}
          </figcaption>
        </figure>
      ) : (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3.5" />
          {place}
        </p>
      )}
      {concern.source === 'llm' ? <p className="text-xs text-muted-foreground">{AI_REVIEW_NOTE}</p> : null}
      <p className="text-xs text-muted-foreground">Confidence {concern.confidence}%</p>
      <LooksWrongButton item={{ kind: 'concern', key: concern.id, title: concern.title, quote: concern.context, page }} />
    </li>
  );
}
