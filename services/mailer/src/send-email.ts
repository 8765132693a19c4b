import { UnrecoverableError } from 'bullmq';
import { SEALED_LINK } from '@doco/queue';
import type { SendEmailJob } from '@doco/contracts';
import type { MailLinks } from '@doco/queue';
import type { Logger } from '@doco/service-kit';
import { invoiceFileName, issuesTaxInvoices, renderInvoicePdf, type Seller } from '@doco/invoices';
import { renderEmail, TemplateDataError } from './templates/index.ts';
import type { Attachment, MailTransport } from './transport.ts';

/**
 * The send-email handler: render, send, log where it went. Never the link: reset, verification and
 * contact links carry tokens (a local user opens the .eml file, which is the mailbox).
 */
export function sendEmailHandler(deps: {
  transport: MailTransport;
  from: string;
  logger: Logger;
  seller: Seller;
  /** Prometheus: mails sent and failed (doco_emails_total). */
  sent?: { inc(labels: { outcome: string }): void };
  /** Token links kept beside their jobs (the producer's mailLinks, on the queue's Redis and prefix). */
  links: Pick<MailLinks, 'open' | 'drop'>;
}) {
  /**
   * A receipt's tax invoice is rendered here from the invoice data in the job (the same PDF Purchase
   * History serves). Without the seller's ABN none is issued (production refuses to start so).
   */
  const attach = async (job: SendEmailJob): Promise<Attachment[]> =>
    !issuesTaxInvoices(deps.seller)
      ? []
      : Promise.all(
      (job.attachments ?? []).map(async ({ invoice }) => ({
        filename: invoiceFileName(invoice.invoiceNumber),
        content: await renderInvoicePdf(invoice, deps.seller),
        contentType: 'application/pdf',
      })),
    );

  return async (queued: SendEmailJob) => {
    const job = await deps.links.open(queued);
    // Its link outlived every token it could carry: sending it later would not help.
    if (!job || job.data.link === SEALED_LINK) throw new UnrecoverableError(`the link of mail ${queued.emailId} has expired`);
    const attachments = await attach(job);
    let rendered: ReturnType<typeof renderEmail>;
    try {
      rendered = renderEmail(job.template, attachments.length > 0 ? { ...job.data, invoiceAttached: 'yes' } : job.data);
    } catch (error) {
      // Bad data will not get better on a retry.
      if (error instanceof TemplateDataError) throw new UnrecoverableError(error.message);
      throw error;
    }
    let location: string;
    try {
      ({ location } = await deps.transport.send({ id: job.emailId, to: job.to, from: deps.from, ...rendered, attachments }));
    } catch (error) {
      deps.sent?.inc({ outcome: 'failed' });
      throw error;
    }
    deps.sent?.inc({ outcome: 'sent' });
    await deps.links.drop(job.emailId);
    deps.logger.info(
      { emailId: job.emailId, template: job.template, requestId: job.requestId, location },
      deps.transport.kind === 'files' ? `mail written to ${location}` : 'mail sent',
    );
    return { location };
  };
}
