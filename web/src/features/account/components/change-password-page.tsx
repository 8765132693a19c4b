import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function ChangePasswordPage() {
  return (
    <PlaceholderPage
      title="Change Password"
      description="You will be able to change your password here."
      backLabel="Back to Dashboard"
    />
  );
}
