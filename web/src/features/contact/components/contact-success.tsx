import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** After sending: the message waits until the sender confirms it from their inbox (double opt-in). */
export function ContactSuccess({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <MailCheck aria-hidden="true" className="size-10 text-primary" />
      <h2 className="text-xl font-semibold">Message Sent!</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        We've emailed a confirmation link to <span className="font-medium text-foreground">{email}</span>. Open it to
        confirm your message and we'll pass it to our support team. We reply within 24 hours.
      </p>
      <Button variant="outline" onClick={onAgain}>
        Send Another Message
      </Button>
    </div>
  );
}
