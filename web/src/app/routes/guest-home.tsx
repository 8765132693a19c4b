import { useState } from 'react';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { LandingPage } from '@/features/landing/components/landing-page';

/** What a visitor sees at '/' and on a signed-in route: the landing page, or the auth screen. */
export function GuestHome() {
  const [authOpen, setAuthOpen] = useState(false);
  if (authOpen) return <AuthScreen onClose={() => setAuthOpen(false)} />;
  return <LandingPage onGetStarted={() => setAuthOpen(true)} />;
}
