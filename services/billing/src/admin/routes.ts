import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { adminCreditsQuery, adminPaymentFilter } from '@doco/contracts';
import type { Database } from '@doco/db';
import { notFound } from '../errors.ts';
import { createAdminRepository } from './repository.ts';

const userParams = z.object({ userId: z.uuid() });
const paymentParams = z.object({ paymentId: z.uuid() });

/**
 * The admin portal's figures and lists of billing's tables (issue 25), for the gateway's token only
 * (routes/internal-auth.ts): the gateway's admin tabs read them here, never from the tables.
 */
export function adminRoutes(app: FastifyInstance, db: Kysely<Database>) {
  const admin = createAdminRepository(db);
  app.get('/internal/billing/admin/stats', async () => admin.stats());
  app.get('/internal/billing/admin/credits', async (request) => ({ credits: await admin.creditsOf(adminCreditsQuery.parse(request.query).userIds) }));
  app.get('/internal/billing/admin/users/:userId/payments', async (request) => ({ payments: await admin.userPayments(userParams.parse(request.params).userId) }));
  app.get('/internal/billing/admin/payments', async (request) => admin.listPayments(adminPaymentFilter.parse(request.query)));
  app.get('/internal/billing/admin/payments/:paymentId', async (request) => {
    const payment = await admin.payment(paymentParams.parse(request.params).paymentId);
    if (!payment) throw notFound('Payment not found');
    return payment;
  });
}
