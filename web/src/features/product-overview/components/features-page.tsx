import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function FeaturesPage() {
  return (
    <PlaceholderPage
      title="Features"
      description="A full tour of what Doco checks in your documents will be published here."
    />
  );
}
