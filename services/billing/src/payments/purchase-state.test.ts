import { describe, expect, it } from 'vitest';
import { purchaseStates, type PurchaseCredits } from './purchase-state.ts';

const now = new Date('2026-11-28T00:00:00Z');
const day = (d: number) => new Date(now.getTime() + d * 86_400_000);
const payg = (paymentId: string, createdDaysAgo: number, net: number, status = 'succeeded'): PurchaseCredits => ({
  paymentId,
  status,
  createdAt: day(-createdDaysAgo),
  bucket: { kind: 'payg', expiresAt: null },
  net,
});

describe('purchaseStates: which purchase rows read Active, Used, Expired or Refunded', () => {
  it('gives what a shared bucket has left to its newest purchases: older ones read Used', () => {
    // Two bundles of 10 and 5; 7 credits left in all: the 5 of the newer one and 2 of the older.
    const states = purchaseStates([payg('old', 10, 10), payg('new', 2, 5)], [{ kind: 'payg', expiresAt: null, remaining: 7 }], now);
    expect(states.get('new')).toEqual({ state: 'active', creditsLeft: 5 });
    expect(states.get('old')).toEqual({ state: 'active', creditsLeft: 2 });
    const spent = purchaseStates([payg('old', 10, 10), payg('new', 2, 5)], [{ kind: 'payg', expiresAt: null, remaining: 4 }], now);
    expect(spent.get('old')).toEqual({ state: 'used', creditsLeft: 0 });
    expect(spent.get('new')).toEqual({ state: 'active', creditsLeft: 4 });
  });

  it('reads Used once every credit is spent, and Expired when the period ended with credits unspent', () => {
    const period = { kind: 'subscription' as const, expiresAt: day(-1) };
    const states = purchaseStates(
      [
        { paymentId: 'sub', status: 'succeeded', createdAt: day(-31), bucket: period, net: 10 },
        payg('bundle', 3, 1),
      ],
      [
        { ...period, remaining: 4 },
        { kind: 'payg', expiresAt: null, remaining: 0 },
      ],
      now,
    );
    expect(states.get('sub')).toEqual({ state: 'expired', creditsLeft: 0 });
    expect(states.get('bundle')).toEqual({ state: 'used', creditsLeft: 0 });
  });

  it('reads Refunded for a refunded or disputed payment, whatever its bucket holds, and leaves the bucket to the others', () => {
    const states = purchaseStates([payg('kept', 5, 3), payg('back', 1, 0, 'refunded'), payg('contested', 0, 0, 'disputed')], [{ kind: 'payg', expiresAt: null, remaining: 3 }], now);
    expect(states.get('back')).toEqual({ state: 'refunded', creditsLeft: 0 });
    expect(states.get('contested')).toEqual({ state: 'refunded', creditsLeft: 0 });
    expect(states.get('kept')).toEqual({ state: 'active', creditsLeft: 3 });
  });
});
