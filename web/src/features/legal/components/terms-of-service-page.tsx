import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function TermsOfServicePage() {
  return (
    <PlaceholderPage
      title="Terms of Service"
      description="Our terms of service will be published here."
    />
  );
}
