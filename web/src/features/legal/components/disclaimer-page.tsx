import { LEGAL_LAST_UPDATED } from '@/config/support';
import { disclaimerIntro, disclaimerSections } from '../content/disclaimer.tsx';
import { LegalPage } from './legal-page.tsx';

export function DisclaimerPage() {
  return (
    <LegalPage title="Legal Disclaimer" lastUpdated={LEGAL_LAST_UPDATED} intro={disclaimerIntro} sections={disclaimerSections} />
  );
}
