import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, testIp, type TestGateway } from '../../../test/helpers.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { createAnalyticsRepository } from './repository.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = testIp()) =>
  gateway.app.inject({ method: 'POST', url: '/api/events', payload: payload as object, headers, remoteAddress });
const rowsOf = (visitorId: string) =>
  gateway.deps.db.selectFrom('analyticsEvents').selectAll().where('visitorId', '=', visitorId).orderBy('createdAt').execute();

describe('POST /api/events', () => {
  it('stores a visitor batch without a user, and a signed-in batch with the session user (never one from the body)', async () => {
    expect((await send({ visitorId: 'visitor-0001', events: [{ name: 'page_view', path: '/' }] })).statusCode).toBe(204);
    expect(await rowsOf('visitor-0001')).toMatchObject([{ name: 'page_view', path: '/', userId: null, properties: {} }]);

    const { user, cookie } = await signedInUser(gateway);
    const batch = {
      visitorId: 'visitor-0002',
      userId: 'someone-else',
      events: [
        { name: 'begin_checkout', path: '/subscription', properties: { plan: 'monthly', value: 27.5, currency: 'AUD' } },
        { name: 'purchase', path: '/subscription', properties: { value: 27.5, currency: 'AUD', transaction_id: 'pi_1' } },
      ],
    };
    expect((await send(batch, { cookie })).statusCode).toBe(204);
    const rows = await rowsOf('visitor-0002');
    expect(rows.map((r) => [r.name, r.userId])).toEqual([
      ['begin_checkout', user.id],
      ['purchase', user.id],
    ]);
  });

  it.each([
    ['an unknown event name', { visitorId: 'visitor-0003', events: [{ name: 'delete_everything', path: '/' }] }],
    ['a path that is not a path', { visitorId: 'visitor-0003', events: [{ name: 'page_view', path: 'https://evil.example/' }] }],
    ['more than 20 events', { visitorId: 'visitor-0003', events: Array(21).fill({ name: 'page_view', path: '/' }) }],
    ['nested properties', { visitorId: 'visitor-0003', events: [{ name: 'page_view', path: '/', properties: { deep: { a: 1 } } }] }],
    ['a property value of 201 characters', { visitorId: 'visitor-0003', events: [{ name: 'page_view', path: '/', properties: { note: 'x'.repeat(201) } }] }],
    ['a malformed visitor id', { visitorId: '<script>', events: [{ name: 'page_view', path: '/' }] }],
  ])('refuses %s with 400 and stores nothing', async (_label, payload) => {
    expect((await send(payload)).statusCode).toBe(400);
    expect(await rowsOf('visitor-0003')).toEqual([]);
  });

  it('limits one address to 60 batches a minute', async () => {
    const address = testIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await send({ visitorId: 'visitor-0004', events: [{ name: 'page_view', path: '/' }] }, {}, address)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('the analytics queries the admin portal reads', () => {
  it('count page views per day, checkouts, purchases, revenue and conversion', async () => {
    const since = new Date(Date.now() - 60_000);
    const visitorId = 'visitor-0005';
    const events = [
      { name: 'page_view', path: '/' },
      { name: 'page_view', path: '/subscription' },
      { name: 'begin_checkout', path: '/subscription', properties: { value: 29 } },
      { name: 'begin_checkout', path: '/subscription', properties: { value: 27.5 } },
      { name: 'purchase', path: '/subscription', properties: { value: 27.5, currency: 'AUD' } },
    ];
    await send({ visitorId, events });
    const views = await createAnalyticsRepository(gateway.deps.db).viewsPerDay(since);
    const today = new Date().toISOString().slice(0, 10);
    expect(views.find((v) => v.day === today)?.views).toBeGreaterThanOrEqual(2);
    const funnel = await createAnalyticsRepository(gateway.deps.db).funnel(since);
    expect(funnel.checkouts).toBeGreaterThanOrEqual(2);
    expect(funnel.purchases).toBeGreaterThanOrEqual(1);
    expect(funnel.revenueCents).toBeGreaterThanOrEqual(2750);
    expect(funnel.conversion).toBeCloseTo(funnel.purchases / funnel.checkouts);
  });
});
