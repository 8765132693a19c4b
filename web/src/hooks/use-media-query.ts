import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint. */
export const MD_UP = '(min-width: 768px)';

/**
 * Whether a media query matches, kept in sync with the window. Where matchMedia is missing
 * (old browsers, jsdom) it reports false, so the narrow, mobile-first layout renders.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
