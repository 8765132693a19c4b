import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@doco/db';
import { createTestDatabase, createUser, type TestDatabase } from '@doco/testkit';
import { createLedgerRepository } from './repository.ts';
import { createLedger, NoCreditsError } from './service.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ max: 10 });
});
afterAll(() => t.destroy());

/** mulberry32: a small seeded generator, so a failing run can be replayed from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 3600 * 1000;

describe('credit ledger invariant under 1,000 random operations', () => {
  it('never goes negative, never refunds a consume twice or without a consume, and adds up to a model', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
    const random = rng(seed);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    let now = new Date('2026-11-01T00:00:00Z');
    const ledger = createLedger(t.db, () => now);
    const users = await Promise.all(Array.from({ length: 3 }, () => createUser(t.db)));
    const analyses: { id: string; userId: string }[] = [];
    const counts = { grant: 0, consume: 0, refused: 0, refund: 0, advance: 0 };
    // The model: what each user's ledger must add up to (1 free credit each, grants, charges, refunds).
    const model = new Map(users.map((u) => [u.id, 1]));
    const add = (userId: string, delta: number) => model.set(userId, model.get(userId)! + delta);
    const owner = new Map<string, string>();

    // Operations run in concurrent batches of 1-8 (so races between them are part of the test).
    let done = 0;
    while (done < 1000) {
      const size = Math.min(1000 - done, 1 + Math.floor(random() * 8));
      const batch: Promise<unknown>[] = [];
      for (let i = 0; i < size; i++) {
        const roll = random();
        const user = pick(users);
        if (roll < 0.15) {
          counts.grant++;
          const kind = pick(['payg', 'subscription', 'admin'] as const);
          const expiresAt = kind === 'payg' ? null : new Date(now.getTime() + (1 + Math.floor(random() * 72)) * HOUR);
          const amount = 1 + Math.floor(random() * 3);
          add(user.id, amount);
          batch.push(createLedgerRepository(t.db).insert({ userId: user.id, kind, delta: amount, expiresAt, idempotencyKey: `grant:${randomUUID()}` }));
        } else if (roll < 0.6) {
          // A new analysis, or a retried start of an earlier one (idempotent).
          const retry = analyses.length > 0 && random() < 0.2;
          const analysis = retry ? pick(analyses) : { id: randomUUID(), userId: user.id };
          if (!retry) analyses.push(analysis);
          owner.set(analysis.id, analysis.userId);
          counts.consume++;
          batch.push(
            ledger.consume(analysis.userId, analysis.id).then(
              (result) => {
                if (result.outcome === 'consumed') add(analysis.userId, -1);
              },
              (error) => {
                if (!(error instanceof NoCreditsError)) throw error;
                counts.refused++;
              },
            ),
          );
        } else if (roll < 0.9) {
          if (analyses.length === 0) continue;
          counts.refund++;
          const analysis = pick(analyses);
          batch.push(
            ledger.refund(analysis.id, 'randomised refund').then((result) => {
              if (result.outcome === 'refunded') add(owner.get(analysis.id)!, 1);
            }),
          );
        } else {
          counts.advance++;
          now = new Date(now.getTime() + Math.floor(random() * 12) * HOUR);
        }
      }
      await Promise.all(batch);
      done += size;
      // No bucket (user, kind, expiry), expired or not, is ever below zero.
      const negative = await t.db
        .selectFrom('creditLedger')
        .select(['userId', 'kind', 'expiresAt', sql<number>`sum(delta)::int`.as('total')])
        .groupBy(['userId', 'kind', 'expiresAt'])
        .having(sql`sum(delta)`, '<', 0)
        .execute();
      expect(negative, `seed ${seed}`).toEqual([]);
    }

    const rows = await t.db.selectFrom('creditLedger').selectAll().execute();
    // Every consume and refund key appears at most once (unique keys), and every refund follows a consume.
    const consumes = new Map(rows.filter((r) => r.idempotencyKey.startsWith('consume:')).map((r) => [r.analysisId, r]));
    const refunds = rows.filter((r) => r.idempotencyKey.startsWith('refund:'));
    expect(new Set(refunds.map((r) => r.analysisId)).size, `seed ${seed}`).toBe(refunds.length);
    for (const refund of refunds) {
      const consumed = consumes.get(refund.analysisId);
      expect(consumed, `seed ${seed}: refund without consume`).toBeDefined();
      expect(refund).toMatchObject({ userId: consumed!.userId, kind: consumed!.kind, delta: 1 });
      expect(refund.expiresAt?.getTime() ?? null).toBe(consumed!.expiresAt?.getTime() ?? null);
    }
    // Balances are what the rows say, and never negative.
    for (const user of users) {
      const balance = await ledger.balance(user.id);
      expect(balance.totalCreditsRemaining, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      const live = rows
        .filter((r) => r.userId === user.id && (r.expiresAt === null || r.expiresAt.getTime() > now.getTime()))
        .reduce((sum, r) => sum + r.delta, 0);
      expect(balance.totalCreditsRemaining, `seed ${seed}`).toBe(live);
      const all = rows.filter((r) => r.userId === user.id).reduce((sum, r) => sum + r.delta, 0);
      expect(all, `seed ${seed}: ledger of ${user.id} against the model`).toBe(model.get(user.id));
    }
    expect(counts.consume - counts.refused).toBeGreaterThan(0);
    expect(counts.refused).toBeGreaterThan(0);
  }, 60_000);
});
