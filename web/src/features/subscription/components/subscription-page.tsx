import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function SubscriptionPage() {
  return (
    <PlaceholderPage
      title="Subscription Management"
      description="Plans, credits and purchase history will be managed here."
      backLabel="Back to Dashboard"
    />
  );
}
