import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function SecurityPage() {
  return (
    <PlaceholderPage
      title="Security and Trust"
      description="How we protect your documents will be described here."
    />
  );
}
