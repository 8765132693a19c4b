import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BusinessHours } from './business-hours.tsx';
import { ConfirmationNotice } from './confirmation-notice.tsx';
import { ContactChannels } from './contact-channels.tsx';
import { ContactForm } from './contact-form.tsx';
import { ContactSuccess } from './contact-success.tsx';

export function ContactPage() {
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <PageShell>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Contact Us</h1>
          <p className="text-muted-foreground">
            Questions about a report, your account or billing? Send us a message. We can explain how Doco works, but we
            cannot give legal advice about your purchase.
          </p>
        </header>
        <ConfirmationNotice outcome={params.get('confirmation')} />
        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            {sentTo === null ? (
              <>
                <CardHeader>
                  <CardTitle>Send us a message</CardTitle>
                  <CardDescription>We'll email you a link to confirm your message before it reaches us.</CardDescription>
                </CardHeader>
                <CardContent>
                  <ContactForm onSent={setSentTo} />
                </CardContent>
              </>
            ) : (
              <CardContent className="pt-6">
                <ContactSuccess email={sentTo} onAgain={() => setSentTo(null)} />
              </CardContent>
            )}
          </Card>
          <div className="flex flex-col gap-6">
            <ContactChannels />
            <BusinessHours />
          </div>
        </div>
      </div>
    </PageShell>
  );
}
