import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToastsForTests } from '@/components/ui/use-toast';

// jsdom does not implement scrolling; ScrollRestoration calls it on navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  resetToastsForTests();
  window.localStorage.clear();
});

// Pages load on demand in the browser (router.tsx). Component tests render a page and look at it at
// once, so the page modules are loaded here, before any test, and the routes made eager.
const { routes } = await import('@/app/router');
for (const route of routes.flatMap((r) => r.children ?? [])) {
  if (typeof route.lazy === 'function') {
    Object.assign(route, await route.lazy());
    delete route.lazy;
  }
}
