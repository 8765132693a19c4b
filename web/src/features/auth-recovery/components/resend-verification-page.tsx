import { CircleAlert, MailCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOr } from '@/lib/server-message';
import { useZodForm } from '@/lib/use-zod-form';
import { resendVerificationFormSchema, useResendVerification } from '../api/resend-verification.ts';
import { BackToLogin } from './back-to-login.tsx';
import { RecoveryCard } from './recovery-card.tsx';

function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** States: idle, success, error (spec §4). The login toast's Resend action passes the email along. */
export function ResendVerificationPage() {
  const location = useLocation();
  const form = useZodForm(resendVerificationFormSchema, { email: emailFromState(location.state) });
  const resend = useResendVerification();

  const onSubmit = form.handleSubmit((data) => resend.mutate(data));

  return (
    <RecoveryCard
      title="Resend Verification Email"
      description="Enter the email you registered with and we'll send you a new verification link."
    >
      {resend.isSuccess ? (
        <Alert variant="info" role="status">
          <MailCheck aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">Verification email sent successfully!</p>
            {resend.data?.message ? <p>{resend.data.message}</p> : null}
          </div>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Resend verification email">
          <FormField id="resend-email" label="Email" error={form.errors.email}>
            {(control) => <Input {...control} {...form.field('email')} type="email" autoComplete="email" />}
          </FormField>
          {resend.isError ? (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <div className="flex flex-col gap-1">
                <p className="font-medium">Failed to send verification email</p>
                <p>{serverMessageOr(resend.error, 'Please try again.')}</p>
              </div>
            </Alert>
          ) : null}
          <Button type="submit" disabled={resend.isPending} className="w-full">
            {resend.isPending ? 'Sending...' : 'Send Verification Email'}
          </Button>
        </form>
      )}
      <BackToLogin />
    </RecoveryCard>
  );
}
