import { CircleAlert, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOr } from '@/lib/server-message';
import { useZodForm } from '@/lib/use-zod-form';
import { forgotPasswordFormSchema, useForgotPassword } from '../api/forgot-password.ts';
import { BackToLogin } from './back-to-login.tsx';
import { RecoveryCard } from './recovery-card.tsx';

export function ForgotPasswordPage() {
  const form = useZodForm(forgotPasswordFormSchema, { email: '' });
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((data) => forgot.mutate(data, { onSuccess: () => setSentTo(data.email) }));

  if (sentTo !== null) {
    return (
      <RecoveryCard title="Check Your Email" icon={<MailCheck aria-hidden="true" className="size-10 text-primary" />}>
        <p role="status" className="text-sm text-muted-foreground">
          If an account exists for <span className="font-medium text-foreground">{sentTo}</span>, we've sent a link to
          reset your password. It expires in 1 hour.
        </p>
        <p className="text-sm text-muted-foreground">Can't find it? Check your spam or junk folder.</p>
        <BackToLogin />
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard title="Forgot Password" description="Enter your email and we'll send you a link to reset your password.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Request a password reset link">
        <FormField id="forgot-email" label="Email" error={form.errors.email}>
          {(control) => <Input {...control} {...form.field('email')} type="email" autoComplete="email" />}
        </FormField>
        {forgot.isError ? (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>{serverMessageOr(forgot.error, 'An error occurred. Please try again.')}</p>
          </Alert>
        ) : null}
        <Button type="submit" disabled={forgot.isPending} className="w-full">
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <BackToLogin />
    </RecoveryCard>
  );
}
