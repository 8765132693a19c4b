import type { To } from 'react-router';

/**
 * There is no /login route (spec route table): the auth screen opens on '/'. Links that say
 * "Back to Login" or "Start Free Trial" go to '/' with this state, and the guest home opens the
 * auth screen on the tab named.
 */
export type AuthEntryTab = 'signin' | 'register';
type AuthEntryState = { openAuth: AuthEntryTab };

export const loginLocation: { to: To; state: AuthEntryState } = { to: '/', state: { openAuth: 'signin' } };
export const registerLocation: { to: To; state: AuthEntryState } = { to: '/', state: { openAuth: 'register' } };

/** The tab to open when the location state asks for the auth screen, else null. */
export function authEntryTab(state: unknown): AuthEntryTab | null {
  if (typeof state !== 'object' || state === null) return null;
  const tab = (state as Partial<AuthEntryState>).openAuth;
  return tab === 'signin' || tab === 'register' ? tab : null;
}
