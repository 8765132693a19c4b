import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function ResendVerificationPage() {
  return (
    <PlaceholderPage
      title="Resend Verification Email"
      description="You will be able to request a new verification email here."
    />
  );
}
