import { useState } from 'react';
import { useLocation } from 'react-router';
import { type AuthTab, AuthScreen } from '@/features/auth/components/auth-screen';
import { LandingPage } from '@/features/landing/components/landing-page';
import { authEntryTab } from '@/lib/auth-entry';

/**
 * What a visitor sees at '/' and on a signed-in route: the landing page, or the auth screen.
 * "Back to Login" and "Start Free Trial" links arrive with the auth-entry state and open the auth screen directly.
 */
export function GuestHome() {
  const location = useLocation();
  const [authTab, setAuthTab] = useState<AuthTab | null>(() => authEntryTab(location.state));
  if (authTab) return <AuthScreen initialTab={authTab} onClose={() => setAuthTab(null)} />;
  return <LandingPage onGetStarted={(tab = 'signin') => setAuthTab(tab)} />;
}
