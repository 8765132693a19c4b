import { CtaBanner } from './cta-banner.tsx';
import { FeatureHighlights } from './feature-highlights.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { LandingFrame } from './landing-frame.tsx';
import { PricingSection } from './pricing-section.tsx';

type LandingPageProps = {
  /** Login and every call to action open the auth screen (spec-accounts-admin §2), on the tab given. */
  onGetStarted: (tab?: 'signin' | 'register') => void;
};

export function LandingPage({ onGetStarted }: LandingPageProps) {
  const startTrial = () => onGetStarted('register');
  return (
    <LandingFrame onLogin={() => onGetStarted('signin')}>
      <Hero onStart={startTrial} />
      <FeatureHighlights />
      <HowItWorks />
      <CtaBanner onStart={startTrial} />
      <PricingSection onChoose={startTrial} />
    </LandingFrame>
  );
}
