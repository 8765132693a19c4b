import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function ProfilePage() {
  return (
    <PlaceholderPage
      title="Profile"
      description="Your name, email and plan will be shown here."
      backLabel="Back to Dashboard"
    />
  );
}
