import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, a centred main column and the footer. */
export function PageShell({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader actions={headerActions} />
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">{children}</main>
      <SiteFooter />
    </div>
  );
}
