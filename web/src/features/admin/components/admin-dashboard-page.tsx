import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function AdminDashboardPage() {
  return (
    <PlaceholderPage
      title="Admin Dashboard"
      description="Platform statistics and user management will be shown here."
    />
  );
}
