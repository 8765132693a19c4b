import { z } from 'zod';
import { invoiceData } from '../api/billing.ts';

/** Carried on every job so logs of one request can be followed into the workers. */
const traced = { requestId: z.string().max(100).optional() };

export const analyseDocumentJob = z.object({
  analysisId: z.uuid(),
  ...traced,
});
export type AnalyseDocumentJob = z.infer<typeof analyseDocumentJob>;

/** Render a completed analysis's PDF report again, without the items its buyer hid (issue 26). */
export const renderReportJob = z.object({
  analysisId: z.uuid(),
  ...traced,
});
export type RenderReportJob = z.infer<typeof renderReportJob>;

export const EMAIL_TEMPLATES = [
  'verify-email',
  'reset-password',
  'password-changed',
  'contact-verify',
  'contact-forward',
  'admin-message',
  'payment-receipt',
  'payment-refunded',
  'key-date-reminder',
] as const;
export const emailTemplate = z.enum(EMAIL_TEMPLATES);
export type EmailTemplate = z.infer<typeof emailTemplate>;

export const sendEmailJob = z.object({
  /** Stable id of the mail (e.g. token id) so a retried enqueue sends once. */
  emailId: z.string().min(1).max(200),
  template: emailTemplate,
  to: z.email(),
  data: z.record(z.string(), z.string()),
  /** Files the mailer renders and attaches (a receipt's tax invoice). */
  attachments: z.array(z.object({ kind: z.literal('tax-invoice'), invoice: invoiceData })).max(2).optional(),
  ...traced,
});
export type SendEmailJob = z.infer<typeof sendEmailJob>;

/** Payload schema of every job name: the single table producers and workers share. */
export const JOB_PAYLOADS = {
  'analyse-document': analyseDocumentJob,
  'render-report': renderReportJob,
  'send-email': sendEmailJob,
} as const;
export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_PAYLOADS)[N]>;
