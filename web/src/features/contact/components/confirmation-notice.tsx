import { CircleAlert, CircleCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/**
 * The mailed confirmation link lands on /contact-us?confirmation=sent|invalid (gateway contact
 * routes); say what happened to the message.
 */
export function ConfirmationNotice({ outcome }: { outcome: string | null }) {
  if (outcome === 'sent') {
    return (
      <Alert variant="info" role="status">
        <CircleCheck aria-hidden="true" />
        <p>Thank you! Your message has been confirmed and sent to our support team.</p>
      </Alert>
    );
  }
  if (outcome === 'invalid') {
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <p>This confirmation link is invalid or has expired. Please send your message again.</p>
      </Alert>
    );
  }
  return null;
}
