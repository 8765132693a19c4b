import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function ForgotPasswordPage() {
  return (
    <PlaceholderPage
      title="Forgot Password"
      description="You will be able to request a password reset link here."
    />
  );
}
