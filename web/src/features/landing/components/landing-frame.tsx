import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Button } from '@/components/ui/button';

/** The landing page's full-width frame: header with Login, sections, footer. */
export function LandingFrame({ children, onLogin }: { children: ReactNode; onLogin: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader
        actions={
          <Button variant="outline" onClick={onLogin}>
            Login
          </Button>
        }
      />
      <main id="main-content" tabIndex={-1} className="focus:outline-none flex-1">{children}</main>
      <SiteFooter />
    </div>
  );
}
