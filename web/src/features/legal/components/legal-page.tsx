import { ArrowLeft, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export type LegalSection = { heading: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  lastUpdated?: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A long-form information page: title, date, the not-legal-advice notice, numbered sections. */
export function LegalPage({ title, lastUpdated, intro, sections }: LegalPageProps) {
  return (
    <PageShell>
      <article className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          {lastUpdated ? <p className="text-sm text-muted-foreground">Last updated {lastUpdated}</p> : null}
        </header>
        <Alert variant="info">
          <Info aria-hidden="true" />
          <p>
            Doco provides information only. Nothing on this page or in our reports is legal advice; speak to a qualified
            solicitor or conveyancer about your own situation.
          </p>
        </Alert>
        <div className="flex flex-col gap-3 leading-relaxed text-foreground">{intro}</div>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={slug(section.heading)} className="flex flex-col gap-3">
            <h2 id={slug(section.heading)} className="text-lg font-semibold">
              {index + 1}. {section.heading}
            </h2>
            <div className="flex flex-col gap-3 text-sm leading-relaxed text-muted-foreground [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
              {section.body}
            </div>
          </section>
        ))}
        <div>
          <Button asChild variant="outline">
            <Link to={paths.home}>
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        </div>
      </article>
    </PageShell>
  );
}
