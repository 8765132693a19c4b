import type { EmailTemplate } from '@doco/contracts';
import { layout, type Rendered } from './layout.ts';

type Data = Record<string, string>;
interface Template {
  /** Keys the data must carry; a job without them fails at once instead of mailing a broken message. */
  requires: string[];
  render(data: Data): Rendered;
}

const hello = (data: Data) => (data.firstName ? `Hi ${data.firstName},` : 'Hi,');

export const TEMPLATES: Record<EmailTemplate, Template> = {
  'verify-email': {
    requires: ['link'],
    render: (d) =>
      layout({
        subject: 'Verify your email for Doco',
        paragraphs: [hello(d), 'Thanks for signing up. Please confirm your email address to start analysing property documents.', 'This link expires in 24 hours. If you did not create an account, ignore this email.'],
        action: { label: 'Verify email', url: d.link! },
      }),
  },
  'reset-password': {
    requires: ['link'],
    render: (d) =>
      layout({
        subject: 'Reset your Doco password',
        paragraphs: [hello(d), 'We received a request to reset your password. The link below works once and expires in 1 hour.', 'If you did not ask for this, you can ignore this email: your password stays the same.'],
        action: { label: 'Reset password', url: d.link! },
      }),
  },
  'password-changed': {
    requires: [],
    render: (d) =>
      layout({
        subject: 'Your Doco password was changed',
        paragraphs: [hello(d), 'The password of your Doco account was just changed and your other sessions were signed out.', 'If this was not you, reset your password now and contact support.'],
      }),
  },
  'contact-verify': {
    requires: ['link'],
    render: (d) =>
      layout({
        subject: 'Please confirm your message to Doco',
        paragraphs: [hello(d), `We received your message${d.subject ? ` "${d.subject}"` : ''}. Please confirm it came from you and we will pass it to our support team.`, 'This link expires in 24 hours.'],
        action: { label: 'Confirm and send my message', url: d.link! },
      }),
  },
  'contact-forward': {
    requires: ['fromName', 'fromEmail', 'subject', 'category', 'message'],
    render: (d) =>
      layout({
        subject: `[Contact] ${d.subject}`,
        paragraphs: [`From: ${d.fromName} <${d.fromEmail}>`, `Category: ${d.category}`, `Subject: ${d.subject}`, d.message!],
      }),
  },
  'admin-message': {
    requires: ['subject', 'message'],
    render: (d) => layout({ subject: d.subject!, paragraphs: [hello(d), d.message!] }),
  },
  'payment-receipt': {
    requires: ['invoiceNumber', 'description', 'total', 'gst'],
    render: (d) =>
      layout({
        subject: `Your Doco receipt ${d.invoiceNumber}`,
        paragraphs: [
          hello(d),
          `Thank you for your payment of ${d.total} (including GST of ${d.gst}) for ${d.description}.`,
          d.invoiceAttached
            ? `Your tax invoice ${d.invoiceNumber} is attached. You can download it again at any time from Purchase History on your Subscription page.`
            : `Your receipt number is ${d.invoiceNumber}.`,
          // A subscription payment: when it renews, and how to stop it (issue 27).
          ...(d.renewsOn
            ? [
                `Your plan renews automatically on ${d.renewsOn} at the same price, until you cancel. Credits of this period expire on that day.`,
                ...(d.cancelLink ? [`To cancel, open ${d.cancelLink} and choose Cancel Subscription; you keep access to the end of the period you paid for.`] : []),
              ]
            : []),
        ],
        ...(d.link ? { action: { label: 'View Purchase History', url: d.link } } : {}),
      }),
  },
  'payment-refunded': {
    requires: ['amount', 'description', 'date'],
    render: (d) =>
      layout({
        subject: `Your Doco refund of ${d.amount}`,
        paragraphs: [
          hello(d),
          `We refunded ${d.amount} for ${d.description} on ${d.date}. It goes back to the card you paid with; your bank may take 5 to 10 business days to show it.`,
          'Any credits of this purchase you had not used were removed. The purchase stays in Purchase History, marked Refunded.',
        ],
        ...(d.link ? { action: { label: 'View Purchase History', url: d.link } } : {}),
      }),
  },
  'key-date-reminder': {
    requires: ['label', 'date', 'documentName', 'basis', 'link', 'unsubscribe'],
    render: (d) =>
      layout({
        subject: `In two days: ${d.label} (${d.date})`,
        paragraphs: [
          hello(d),
          `A key date for ${d.documentName} is two days away: ${d.label}, ${d.date}.`,
          `How Doco worked it out: ${d.basis}. Please confirm it with your conveyancer or solicitor.`,
          `You asked for these reminders. To stop them for this document, open: ${d.unsubscribe}`,
        ],
        action: { label: 'Open your report', url: d.link! },
      }),
  },
};

export class TemplateDataError extends Error {
  override name = 'TemplateDataError';
}

export function renderEmail(template: EmailTemplate, data: Data): Rendered {
  const entry = TEMPLATES[template];
  const missing = entry.requires.filter((key) => !data[key]);
  if (missing.length) throw new TemplateDataError(`Template ${template} needs ${missing.join(', ')}`);
  return entry.render(data);
}
