import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type RecoveryCardProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
};

/** The account recovery screens: one centred card under the site header. */
export function RecoveryCard({ title, description, icon, children }: RecoveryCardProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="focus:outline-none flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <Card className="w-full max-w-md">
          <CardHeader>
            {icon ? <div className="mb-1">{icon}</div> : null}
            <CardTitle as="h1">{title}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">{children}</CardContent>
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
