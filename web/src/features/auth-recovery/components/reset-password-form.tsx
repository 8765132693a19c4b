import { CircleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { isInvalidLinkError } from '@/lib/error-catalogue';
import { serverMessageOr } from '@/lib/server-message';
import { useZodForm } from '@/lib/use-zod-form';
import { resetPasswordFormSchema, useResetPassword } from '../api/reset-password.ts';
import { PasswordChecklist } from '@/components/auth/password-checklist';

const initialValues = { newPassword: '', confirmPassword: '' };

type ResetPasswordFormProps = { token: string; onDone: () => void; onInvalidLink: () => void };

export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const form = useZodForm(resetPasswordFormSchema, initialValues);
  const reset = useResetPassword();

  const onSubmit = form.handleSubmit((data) =>
    reset.mutate(
      { token, newPassword: data.newPassword },
      { onSuccess: onDone, onError: (error) => isInvalidLinkError(error) && onInvalidLink() },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Set a new password">
      <FormField
        id="reset-new-password"
        label="New password"
        error={form.errors.newPassword}
        hint={<PasswordChecklist password={form.values.newPassword} />}
      >
        {(control) => <PasswordInput {...control} {...form.field('newPassword')} autoComplete="new-password" />}
      </FormField>
      <FormField id="reset-confirm-password" label="Confirm new password" error={form.errors.confirmPassword}>
        {(control) => <PasswordInput {...control} {...form.field('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      {reset.isError && !isInvalidLinkError(reset.error) ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <p>{serverMessageOr(reset.error, 'An error occurred. Please try again.')}</p>
        </Alert>
      ) : null}
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
