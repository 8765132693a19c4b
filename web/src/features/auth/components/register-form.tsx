import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { useFormTiming } from '@/lib/form-timing';
import { useZodForm } from '@/lib/use-zod-form';
import { registerFormSchema, useRegister } from '../api/register.ts';
import { registerErrorText } from '@/lib/error-catalogue';
import { PasswordChecklist } from '@/components/auth/password-checklist';

const initialValues = { firstName: '', lastName: '', email: '', password: '' };

/** On success: a toast, the form resets and the screen switches to Sign In (spec §4). */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useZodForm(registerFormSchema, initialValues);
  const [website, setWebsite] = useState('');
  const timing = useFormTiming();
  const registerMutation = useRegister();

  const onSubmit = form.handleSubmit((data) => {
    registerMutation.mutate(
      { ...data, ...timing.stamp(), website },
      {
        onSuccess: (response) => {
          toast({
            title: 'Registration successful!',
            description: response?.message || 'Please check your email to verify your account.',
          });
          form.reset();
          setWebsite('');
          timing.restart();
          onRegistered();
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: 'Registration failed', description: registerErrorText(error) });
        },
      },
    );
  });

  const pending = registerMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-4" aria-label="Register">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label="First name" error={form.errors.firstName}>
          {(control) => <Input {...control} {...form.field('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField id="register-last-name" label="Last name" error={form.errors.lastName}>
          {(control) => <Input {...control} {...form.field('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField id="register-email" label="Email" error={form.errors.email}>
        {(control) => (
          <Input {...control} {...form.field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
        )}
      </FormField>
      <FormField id="register-password" label="Password" error={form.errors.password} hint={<PasswordChecklist password={form.values.password} />}>
        {(control) => <PasswordInput {...control} {...form.field('password')} autoComplete="new-password" />}
      </FormField>
      <HoneypotField idPrefix="register" value={website} onChange={(e) => setWebsite(e.target.value)} />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
