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
  /** The address people use (PUBLIC_URL): the mails link to Purchase History and to cancelling. */
  publicUrl: string;
}

/** A day as the product writes dates: 3 Mar 2026, in Melbourne. */
const day = (date: Date) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Melbourne' }).format(date);

/**
 * The receipt of a payment: a mail with its tax invoice attached, sent once although the webhook,
 * the client's allocation call and their retries may each credit the payment. The first of them
 * claims it on the payment row; if the mail cannot be queued the claim is given back.
 */
export function createReceipts({ db, mail, invoice, log, publicUrl }: ReceiptsDeps) {
  const base = publicUrl.replace(/\/+$/, '');
  const links = { history: `${base}/subscription?tab=history`, cancel: `${base}/subscription` };

  /** When a subscription payment's plan renews: the end of the period it paid for (its credits' expiry). */
  async function renewal(payment: Pick<Payment, 'id'>): Promise<Date | null> {
    const row = await db
      .selectFrom('payments as p')
      .innerJoin('creditLedger as l', 'l.paymentId', 'p.id')
      .select('l.expiresAt')
      .where('p.id', '=', payment.id)
      .where('p.type', '=', 'subscription_payment')
      .where('l.delta', '>', 0)
      .executeTakeFirst();
    return row?.expiresAt ? new Date(row.expiresAt) : null;
  }

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
        const renewsAt = await renewal(payment);
        const renews: Record<string, string> = renewsAt ? { renewsOn: day(renewsAt), cancelLink: links.cancel } : {};
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
            link: links.history,
            ...renews,
          },
          attachments: [{ kind: 'tax-invoice', invoice: data }],
        });
        log.info({ paymentId: payment.id }, 'receipt queued');
      } catch (err) {
        await repo(db).releaseReceipt(payment.id);
        log.error({ err, paymentId: payment.id }, 'receipt not queued; the next event for this payment tries again');
      }
    },

    /** Tells the buyer their payment's money went back (issue 27), once per payment. */
    async refunded(payment: Pick<Payment, 'id' | 'userId'>) {
      if (!mail || payment.userId === null) return;
      const userId = payment.userId;
      if (!(await repo(db).claimRefundNotice(payment.id))) return;
      try {
        const row = await repo(db).findById(payment.id);
        const user = await db.selectFrom('users').select(['email', 'firstName']).where('id', '=', userId).executeTakeFirst();
        if (!row || !user) throw new Error('the payment or its payer is gone');
        await mail.sendEmail({
          emailId: `refund-${payment.id}`,
          template: 'payment-refunded',
          to: user.email,
          data: {
            ...(user.firstName ? { firstName: user.firstName } : {}),
            amount: formatAud(row.amountRefunded > 0 ? row.amountRefunded : row.amount),
            description: row.description ?? 'your purchase',
            date: day(row.refundedAt ?? new Date()),
            link: links.history,
          },
        });
        log.info({ paymentId: payment.id }, 'refund notice queued');
      } catch (err) {
        await repo(db).releaseRefundNotice(payment.id);
        log.error({ err, paymentId: payment.id }, 'refund notice not queued; the next event for this payment tries again');
      }
    },
  };
}
export type Receipts = ReturnType<typeof createReceipts>;
