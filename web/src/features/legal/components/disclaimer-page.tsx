import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function DisclaimerPage() {
  return (
    <PlaceholderPage
      title="Legal Disclaimer"
      description="Doco gives general information only. It is not legal advice and does not replace a qualified solicitor. The full disclaimer will be published here."
    />
  );
}
