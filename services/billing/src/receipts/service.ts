import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { formatAud, type InvoiceData, type SendEmailJob } from '@doco/contracts';
import type { Database, Payment } from '@doco/db';
import { createPaymentsRepository as repo } from '../payments/repository.ts';

/** Where receipt mails go: the mailer's queue (@doco/queue's producer), or nowhere when billing runs without one. */
export interface MailQueue {
  sendEmail(job: SendEmailJob): Promise<unknown>;
}

export interface ReceiptsDeps {
  db: Kysely<Database>;
  mail: MailQueue | undefined;
  invoice(userId: string, paymentId: string): Promise<InvoiceData | null>;
  log: FastifyBaseLogger;
}

/**
 * The receipt of a payment: a mail with its tax invoice attached, sent once although the webhook,
 * the client's allocation call and their retries may each credit the payment. The first of them
 * claims it on the payment row; if the mail cannot be queued the claim is given back.
 */
export function createReceipts({ db, mail, invoice, log }: ReceiptsDeps) {
  return {
    async send(payment: Pick<Payment, 'id' | 'userId'>) {
      if (!mail || payment.userId === null) return;
      const userId = payment.userId;
      if (!(await repo(db).claimReceipt(payment.id))) return;
      try {
        const data = await invoice(userId, payment.id);
        if (!data) throw new Error('the payment has no invoice');
        const user = await db.selectFrom('payersV').select(['email', 'firstName']).where('id', '=', userId).executeTakeFirst();
        if (!user) throw new Error('the payer is gone');
        await mail.sendEmail({
          emailId: `receipt-${payment.id}`,
          template: 'payment-receipt',
          to: user.email,
          data: {
            ...(user.firstName ? { firstName: user.firstName } : {}),
            invoiceNumber: data.invoiceNumber,
            description: data.lines.map((line) => line.description).join(', '),
            total: formatAud(data.total),
            gst: formatAud(data.gst),
          },
          attachments: [{ kind: 'tax-invoice', invoice: data }],
        });
        log.info({ paymentId: payment.id }, 'receipt queued');
      } catch (err) {
        await repo(db).releaseReceipt(payment.id);
        log.error({ err, paymentId: payment.id }, 'receipt not queued; the next event for this payment tries again');
      }
    },
  };
}
export type Receipts = ReturnType<typeof createReceipts>;
