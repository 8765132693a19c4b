import { ArrowLeft, CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/server-message';
import { useZodForm } from '@/lib/use-zod-form';
import { changePasswordFormSchema, useChangePassword } from '../api/change-password.ts';
import { PasswordChecklist } from '@/components/auth/password-checklist';

const initialValues = { currentPassword: '', newPassword: '' };

/** /change-password (signed in). "Return to Dashboard" goes to '/', where the dashboard lives. */
export function ChangePasswordPage() {
  const form = useZodForm(changePasswordFormSchema, initialValues);
  const change = useChangePassword();
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit((data) =>
    change.mutate(data, {
      onSuccess: () => {
        toast({ title: 'Password Changed', description: 'Your password has been updated successfully.' });
        setDone(true);
      },
    }),
  );

  return (
    <PageShell>
      <div className="mx-auto flex w-full max-w-md flex-col gap-4">
        <Button asChild variant="ghost" className="w-fit px-2">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <Card>
          <CardHeader>
            <CardTitle as="h1">Change Password</CardTitle>
            <CardDescription>Enter your current password, then choose a new one.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {done ? (
              <>
                <div role="status" className="flex items-start gap-3">
                  <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-risk-low" />
                  <div>
                    <h2 className="font-semibold">Password Changed Successfully</h2>
                    <p className="text-sm text-muted-foreground">Use your new password next time you sign in.</p>
                  </div>
                </div>
                <Button asChild className="w-full">
                  <Link to={paths.home}>Return to Dashboard</Link>
                </Button>
              </>
            ) : (
              <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change password">
                <FormField id="change-current-password" label="Current password" error={form.errors.currentPassword}>
                  {(control) => (
                    <PasswordInput {...control} {...form.field('currentPassword')} autoComplete="current-password" />
                  )}
                </FormField>
                <FormField
                  id="change-new-password"
                  label="New password"
                  error={form.errors.newPassword}
                  hint={<PasswordChecklist password={form.values.newPassword} />}
                >
                  {(control) => <PasswordInput {...control} {...form.field('newPassword')} autoComplete="new-password" />}
                </FormField>
                {change.isError ? (
                  <Alert variant="destructive" role="alert">
                    <CircleAlert aria-hidden="true" />
                    <p>{serverMessageOr(change.error, 'An error occurred. Please try again.')}</p>
                  </Alert>
                ) : null}
                <Button type="submit" disabled={change.isPending} className="w-full">
                  {change.isPending ? 'Changing...' : 'Change Password'}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
