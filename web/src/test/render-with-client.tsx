import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Renders one component with a fresh query client (or `queryClient`, to open a page again with what
 * an earlier render cached), a router (for links) and the toaster.
 * Pass `user` to seed the signed-in user, so queries gated on auth run without asking for it.
 */
export function renderWithClient(ui: ReactElement, { user, queryClient = createQueryClient() }: { user?: Record<string, unknown>; queryClient?: QueryClient } = {}) {
  if (user) queryClient.setQueryData(queryKeys.authUser, user);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/** Makes `window.matchMedia` answer `matches` for every query (jsdom has none). */
export function stubMatchMedia(matches: boolean) {
  const list = {
    matches,
    media: '',
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
  window.matchMedia = ((media: string) => ({ ...list, media })) as unknown as typeof window.matchMedia;
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}
