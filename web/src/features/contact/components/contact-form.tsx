import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS } from '@doco/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { support } from '@/config/support';
import { useFormTiming } from '@/lib/form-timing';
import { serverMessageOr } from '@/lib/server-message';
import { useZodForm } from '@/lib/use-zod-form';
import { contactFormSchema, useSendContact } from '../api/send-contact.ts';

const initialValues = { firstName: '', lastName: '', email: '', subject: '', category: '', message: '' };

/** Editing -> Sending... -> onSent (form reset, toast); a failure keeps the form and shows a toast. */
export function ContactForm({ onSent }: { onSent: (email: string) => void }) {
  const form = useZodForm(contactFormSchema, initialValues);
  const [website, setWebsite] = useState('');
  const timing = useFormTiming();
  const send = useSendContact();

  const onSubmit = form.handleSubmit((data) =>
    send.mutate(
      { ...data, ...timing.stamp(), website },
      {
        onSuccess: () => {
          toast({ title: 'Verification Email Sent!', description: 'Please check your inbox and confirm your message.' });
          form.reset();
          setWebsite('');
          timing.restart();
          onSent(data.email);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to send message',
            description: serverMessageOr(error, `Please try again, or email us at ${support.email}.`),
          }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-first-name" label="First name" error={form.errors.firstName}>
          {(control) => <Input {...control} {...form.field('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField id="contact-last-name" label="Last name" error={form.errors.lastName}>
          {(control) => <Input {...control} {...form.field('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField id="contact-email" label="Email" error={form.errors.email}>
        {(control) => <Input {...control} {...form.field('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField id="contact-category" label="Category" error={form.errors.category}>
        {(control) => (
          <NativeSelect {...control} {...form.field('category')}>
            <option value="">Select a category</option>
            {CONTACT_CATEGORIES.map((id) => (
              <option key={id} value={id}>
                {CONTACT_CATEGORY_LABELS[id]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="contact-subject" label="Subject" error={form.errors.subject}>
        {(control) => <Input {...control} {...form.field('subject')} />}
      </FormField>
      <FormField id="contact-message" label="Message" error={form.errors.message}>
        {(control) => <Textarea {...control} {...form.field('message')} rows={6} />}
      </FormField>
      <HoneypotField idPrefix="contact" value={website} onChange={(e) => setWebsite(e.target.value)} />
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-fit">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
