import type { To } from 'react-router';

/**
 * There is no /login route (spec route table): the auth screen opens on '/'. Links that say
 * "Back to Login" go to '/' with this state, and the guest home opens the auth screen for it.
 */
type AuthEntryState = { openAuth: true };

export const loginLocation: { to: To; state: AuthEntryState } = { to: '/', state: { openAuth: true } };

export function wantsAuthScreen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<AuthEntryState>).openAuth === true;
}
