import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { readFailure } from '@/lib/server-message';
import { useZodForm } from '@/lib/use-zod-form';
import { useAdminLogin } from '../api/admin-api.ts';

const schema = z.object({
  email: z.email({ error: 'Please enter a valid email address' }),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});

/** /admin/login (spec-accounts-admin §2, §4, §8): an inline error on failure, a toast and the dashboard on success. */
export function AdminLoginPage() {
  const form = useZodForm(schema, { email: '', password: '' });
  const login = useAdminLogin();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      await login.mutateAsync(data);
      toast({ title: 'Login successful', description: 'Welcome to the admin dashboard.' });
      navigate(paths.adminDashboard);
    } catch (failure) {
      setError(failure instanceof ApiError ? readFailure(failure).message || 'Login failed' : 'Network error. Please try again.');
    }
  });

  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle as="h1" className="flex items-center gap-2 text-2xl">
            <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
            Admin Login
          </CardTitle>
          <CardDescription>Staff sign-in for the Doco admin portal.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Admin sign-in">
            <FormField id="admin-email" label="Email" error={form.errors.email}>
              {(control) => <Input {...control} {...form.field('email')} type="email" autoComplete="username" />}
            </FormField>
            <FormField id="admin-password" label="Password" error={form.errors.password}>
              {(control) => <PasswordInput {...control} {...form.field('password')} autoComplete="current-password" />}
            </FormField>
            {error ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden="true" />
                <p>{error}</p>
              </Alert>
            ) : null}
            <Button type="submit" disabled={login.isPending} className="w-full">
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
