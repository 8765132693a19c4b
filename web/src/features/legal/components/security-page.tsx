import { securityIntro, securitySections } from '../content/security.tsx';
import { LegalPage } from './legal-page.tsx';

export function SecurityPage() {
  return <LegalPage title="Security and Trust" intro={securityIntro} sections={securitySections} />;
}
