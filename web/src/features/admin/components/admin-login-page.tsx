import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function AdminLoginPage() {
  return (
    <PlaceholderPage
      title="Admin Login"
      description="Administrator sign-in will be available here."
    />
  );
}
