import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function ContactPage() {
  return (
    <PlaceholderPage
      title="Contact Us"
      description="A contact form will be available here."
    />
  );
}
