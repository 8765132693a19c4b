import { LEGAL_LAST_UPDATED } from '@/config/support';
import { privacyIntro, privacySections } from '../content/privacy.tsx';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPolicyPage() {
  return <LegalPage title="Privacy Policy" lastUpdated={LEGAL_LAST_UPDATED} intro={privacyIntro} sections={privacySections} />;
}
