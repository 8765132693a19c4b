import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, queuedEmails, signUp, testIp, type TestGateway } from '../../../test/helpers.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const mailsTo = async (to: string) => (await queuedEmails(gateway)).filter((m) => m.to === to);

/**
 * Holds an exclusive lock on `users` while `during` runs, so any look-up of an account waits. A route
 * that answers only after looking the email up cannot answer until the lock is gone.
 */
async function whileAccountsAreLocked<T>(during: () => Promise<T>): Promise<T> {
  return gateway.deps.db.transaction().execute(async (trx) => {
    await sql`lock table users in access exclusive mode`.execute(trx);
    return during();
  });
}

describe.each([
  ['/api/auth/forgot-password', 'reset-password'],
  ['/api/auth/resend-verification', 'verify-email'],
])('%s', (url, template) => {
  it('answers at once, the same for a known and an unknown email, and looks the email up only after replying', async () => {
    const known = await signUp(gateway);
    if (template === 'verify-email') {
      await gateway.deps.db.updateTable('users').set({ emailVerified: false }).where('email', '=', known.email.toLowerCase()).execute();
    }
    const unknown = `nobody-${Date.now()}@example.test`;
    const sent = async () => (await mailsTo(known.email.toLowerCase())).filter((m) => m.template === template).length;
    const before = await sent();

    const answers = await whileAccountsAreLocked(async () => {
      const post = (email: string) => gateway.app.inject({ method: 'POST', url, remoteAddress: testIp(), payload: { email } });
      const results = [await post(known.email), await post(unknown)];
      // Both look-ups are still waiting for the lock: the answers did not wait for them.
      expect(gateway.app.afterReplyPending()).toBe(2);
      return results;
    });
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.body).toBe(answers[1]?.body);

    await gateway.app.settled();
    expect(await sent()).toBe(before + 1);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });
});
