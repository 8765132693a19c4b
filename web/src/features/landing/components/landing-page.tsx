import { LandingFrame } from './landing-frame.tsx';
import { FeatureHighlights } from './feature-highlights.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';

type LandingPageProps = {
  /** Login and every call to action open the auth screen (spec-accounts-admin §2). */
  onGetStarted: () => void;
};

export function LandingPage({ onGetStarted }: LandingPageProps) {
  return (
    <LandingFrame onLogin={onGetStarted}>
      <Hero onStart={onGetStarted} />
      <FeatureHighlights />
      <HowItWorks />
    </LandingFrame>
  );
}
