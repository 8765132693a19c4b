import type { RegisterSearchStatementDto } from '@doco/contracts';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ToneBadge } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';
import { companyStatusTone } from '../../lib/risk.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children ?? 'Not specified'}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </section>
  );
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The vendor company's register search statement (spec-core §2). */
export function RegisterSearchCard({ statement }: { statement: RegisterSearchStatementDto }) {
  const extra = Object.entries(statement.additionalInfo);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 p-4 sm:p-6">
        <div className="flex items-center gap-2">
          <Building2 aria-hidden="true" className="size-5 text-primary" />
          <CardTitle as="h3" className="text-lg">
            Register Search Statement
          </CardTitle>
        </div>
        {statement.companyStatus ? (
          <ToneBadge tone={companyStatusTone(statement.companyStatus)} data-testid="company-status">
            {statement.companyStatus}
          </ToneBadge>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-5 p-4 pt-0 sm:p-6 sm:pt-0">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Company name">{statement.companyName}</Field>
          <Field label="Registration">{statement.registrationNumber}</Field>
          <Field label="Type">{statement.companyType}</Field>
          <Field label="Incorporated">{statement.incorporationDate ? formatDate(statement.incorporationDate) : null}</Field>
          <Field label="Registered address">{statement.registeredAddress}</Field>
        </dl>
        {statement.directors.length > 0 ? (
          <Section title="Directors">
            <ul className="flex flex-col gap-1 text-sm">
              {statement.directors.map((d, i) => (
                <li key={`${d.name}-${i}`}>
                  <span className="font-medium">{d.name}</span>
                  {d.role ? ` · ${d.role}` : ''}
                  {d.appointmentDate ? ` · appointed ${formatDate(d.appointmentDate)}` : ''}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {statement.shareholders.length > 0 ? (
          <Section title="Shareholders">
            <ul className="flex flex-col gap-1 text-sm">
              {statement.shareholders.map((s, i) => (
                <li key={`${s.name}-${i}`}>
                  <span className="font-medium">{s.name}</span>
                  {s.shares ? ` · ${s.shares} shares` : ''}
                  {s.percentage !== null ? ` · ${s.percentage}%` : ''}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {statement.charges.length > 0 ? (
          <Section title="Charges">
            <ul className="flex flex-col gap-1 text-sm">
              {statement.charges.map((c, i) => (
                <li key={`${c.description}-${i}`}>
                  {c.description}
                  {c.date ? ` · ${formatDate(c.date)}` : ''}
                  {c.amount ? ` · ${c.amount}` : ''}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {extra.length > 0 ? (
          <Section title="Additional information">
            <dl className="grid gap-2 sm:grid-cols-2">
              {extra.map(([key, value]) => (
                <Field key={key} label={key}>
                  {show(value)}
                </Field>
              ))}
            </dl>
          </Section>
        ) : null}
      </CardContent>
    </Card>
  );
}
