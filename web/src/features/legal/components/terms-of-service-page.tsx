import { LEGAL_LAST_UPDATED } from '@/config/support';
import { termsIntro, termsSections } from '../content/terms.tsx';
import { LegalPage } from './legal-page.tsx';

export function TermsOfServicePage() {
  return <LegalPage title="Terms of Service" lastUpdated={LEGAL_LAST_UPDATED} intro={termsIntro} sections={termsSections} />;
}
