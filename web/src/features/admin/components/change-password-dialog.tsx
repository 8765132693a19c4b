import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/server-message';
import { useZodForm } from '@/lib/use-zod-form';
import { useAdminChangePassword } from '../api/admin-api.ts';

const schema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(8, 'Password must be at least 8 characters'),
    confirmPassword: z.string().min(8, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

/** The admin's Change Password dialog (spec-accounts-admin §5, §8). */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm(schema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const change = useAdminChangePassword();
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast({ title: 'Password Changed', description: 'Your admin password has been updated successfully' });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessageOr(error, 'Failed to change password') });
    }
  });
  return (
    <Card role="dialog" aria-label="Change Password" className="max-w-md border-primary">
      <form noValidate onSubmit={onSubmit}>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Change Password
          </CardTitle>
          <CardDescription>Enter your current password and a new one of at least 8 characters.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <FormField id="admin-current-password" label="Current Password" error={form.errors.currentPassword}>
            {(control) => <PasswordInput {...control} {...form.field('currentPassword')} autoComplete="current-password" />}
          </FormField>
          <FormField id="admin-new-password" label="New Password" error={form.errors.newPassword}>
            {(control) => <PasswordInput {...control} {...form.field('newPassword')} autoComplete="new-password" />}
          </FormField>
          <FormField id="admin-confirm-password" label="Confirm New Password" error={form.errors.confirmPassword}>
            {(control) => <PasswordInput {...control} {...form.field('confirmPassword')} autoComplete="new-password" />}
          </FormField>
        </CardContent>
        <CardFooter className="gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
