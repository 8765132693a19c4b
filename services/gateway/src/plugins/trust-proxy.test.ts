import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, signUp, type TestGateway } from '../../test/helpers.ts';

// Behind one proxy (TRUST_PROXY=1) the client address is the one the proxy appended to
// X-Forwarded-For; whatever a client writes before it cannot make it look like someone else.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway({ trustProxy: 1 });
});
afterAll(() => gateway.close());

describe('TRUST_PROXY as a hop count', () => {
  it('a forged X-Forwarded-For does not dodge the sign-in limits', async () => {
    const account = await signUp(gateway);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.7` },
        payload: { email: account.email, password: 'Wrong-Password-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
