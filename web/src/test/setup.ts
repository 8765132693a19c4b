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
