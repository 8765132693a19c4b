import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: a later change builds this screen.
export function VerifyEmailPage() {
  return (
    <PlaceholderPage
      title="Verify Your Email"
      description="Email verification links will be confirmed here."
    />
  );
}
