import { HelpCircle, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { support } from '@/config/support';

export function ContactChannels() {
  return (
    <section aria-labelledby="channels-heading" className="flex flex-col gap-4 rounded-lg border bg-card p-5">
      <h2 id="channels-heading" className="font-semibold">
        Other ways to reach us
      </h2>
      <div className="flex items-start gap-3 text-sm">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <div>
          <p className="font-medium">Email</p>
          <a href={`mailto:${support.email}`} className="break-all text-primary underline underline-offset-4">
            {support.email}
          </a>
          <p className="text-muted-foreground">We reply within {support.replyWithin}.</p>
        </div>
      </div>
      <div className="flex items-start gap-3 text-sm">
        <HelpCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <div>
          <p className="font-medium">Help Centre</p>
          <Link to={paths.helpCentre} className="text-primary underline underline-offset-4">
            Browse common questions
          </Link>
        </div>
      </div>
    </section>
  );
}
