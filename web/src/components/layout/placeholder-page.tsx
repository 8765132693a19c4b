import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageShell } from './page-shell.tsx';

type PlaceholderPageProps = {
  title: string;
  description?: ReactNode;
  backLabel?: string;
};

/** A screen whose real content a later change builds: its heading, one line, a way home. */
export function PlaceholderPage({ title, description, backLabel = 'Back to Home' }: PlaceholderPageProps) {
  return (
    <PageShell>
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{description ?? 'This page is coming soon.'}</p>
        <div>
          <Button asChild variant="outline">
            <Link to={paths.home}>
              <ArrowLeft aria-hidden="true" />
              {backLabel}
            </Link>
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
