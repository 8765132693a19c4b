import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function ResetPasswordPage() {
  return (
    <PlaceholderPage
      title="Reset Password"
      description="You will be able to set a new password here."
    />
  );
}
