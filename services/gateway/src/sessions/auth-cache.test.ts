import { describe, expect, it } from 'vitest';
import type { CreditsResponse } from '@doco/contracts';
import { createSessionCache } from './auth-cache.ts';

const balance = (total: number): CreditsResponse => ({
  freeCreditsRemaining: total,
  subscriptionCreditsRemaining: 0,
  subscriptionPlan: 'free',
  paygCreditsRemaining: 0,
  totalCreditsRemaining: total,
});

describe('the in-memory cache of one gateway', () => {
  it('does not store what a read found if the balance was dropped while it read', async () => {
    const cache = createSessionCache({ channel: 'test' });
    const startedAt = cache.credits.epoch();
    cache.forget('user-1'); // billing changed the balance meanwhile
    cache.credits.remember('user-1', balance(1), startedAt);
    expect(cache.credits.get('user-1')).toBeUndefined();
    cache.credits.remember('user-1', balance(0), cache.credits.epoch());
    expect(cache.credits.get('user-1')?.totalCreditsRemaining).toBe(0);
    await cache.close();
  });

  it('keeps a balance no longer than its soonest credit expiry', async () => {
    const cache = createSessionCache({ channel: 'test' });
    cache.credits.remember('user-1', balance(3), cache.credits.epoch(), Date.now() + 30);
    expect(cache.credits.get('user-1')?.totalCreditsRemaining).toBe(3);
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.credits.get('user-1')).toBeUndefined();
    await cache.close();
  });

  it("drops a user's row and sessions when the user changed, and only the balance when credits did", async () => {
    const cache = createSessionCache({ channel: 'test' });
    const row = { id: 'user-1' } as never;
    cache.users.remember('user-1', row, cache.users.epoch());
    cache.put('sid-1', { userId: 'user-1' } as never, cache.epoch());
    cache.credits.remember('user-1', balance(2), cache.credits.epoch());
    cache.userChanged('user-1');
    expect(cache.users.get('user-1')).toBeUndefined();
    expect(cache.get('sid-1')).toBeUndefined();
    expect(cache.credits.get('user-1')?.totalCreditsRemaining).toBe(2);
    await cache.close();
  });

  it('does not keep a session that a read found if a logout dropped it while it read (issue 24)', async () => {
    const cache = createSessionCache({ channel: 'test' });
    const startedAt = cache.epoch();
    cache.drop('sid-1'); // the logout, while the read was on its way from Postgres
    cache.put('sid-1', { userId: 'user-1' } as never, startedAt);
    expect(cache.get('sid-1')).toBeUndefined();
    cache.put('sid-1', { userId: 'user-1' } as never, cache.epoch());
    expect(cache.get('sid-1')).toMatchObject({ userId: 'user-1' });
    await cache.close();
  });
});
