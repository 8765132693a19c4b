import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function HelpCentrePage() {
  return (
    <PlaceholderPage
      title="Help Centre"
      description="Answers to common questions will be collected here."
    />
  );
}
