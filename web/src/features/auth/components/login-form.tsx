import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useZodForm } from '@/lib/use-zod-form';
import { loginFormSchema, useLogin } from '../api/login.ts';
import { loginErrorText } from '@/lib/error-catalogue';

const initialValues = { email: '', password: '' };

export function LoginForm() {
  const navigate = useNavigate();
  const form = useZodForm(loginFormSchema, initialValues);
  const loginMutation = useLogin({ onSuccess: () => navigate(paths.home) });

  const onSubmit = form.handleSubmit((data) => {
    loginMutation.mutate(data, {
      onError: (error) => {
        const { text, needsVerification } = loginErrorText(error);
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: text,
          action: needsVerification ? (
            <ToastAction
              altText="Resend verification email"
              onClick={() => navigate(paths.resendVerification, { state: { email: data.email } })}
            >
              Resend
            </ToastAction>
          ) : undefined,
        });
      },
    });
  });

  const pending = loginMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <FormField id="login-email" label="Email" error={form.errors.email}>
        {(control) => (
          <Input {...control} {...form.field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
        )}
      </FormField>
      <FormField id="login-password" label="Password" error={form.errors.password}>
        {(control) => <PasswordInput {...control} {...form.field('password')} autoComplete="current-password" />}
      </FormField>
      <Link to={paths.forgotPassword} className="w-fit rounded-sm text-sm text-primary underline-offset-4 hover:underline">
        Forgot your password?
      </Link>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
