import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '@/lib/analytics';

/** A page_view on every route change (spec-core §7), first-party. */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', {}, pathname);
  }, [pathname]);
}
