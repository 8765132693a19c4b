import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, testIp, type TestGateway } from '../../../test/helpers.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { createAnalyticsRepository } from './repository.ts';
import { createServerEvents } from './server-events.ts';

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
        { name: 'page_view', path: '/subscription' },
        { name: 'tab_change', path: '/subscription', properties: { tab: 'plans', position: 2 } },
      ],
    };
    expect((await send(batch, { cookie })).statusCode).toBe(204);
    const rows = await rowsOf('visitor-0002');
    expect(rows.map((r) => [r.name, r.userId])).toEqual([
      ['page_view', user.id],
      ['tab_change', user.id],
    ]);
  });

  it.each([
    ['a purchase (the server records those)', { name: 'purchase', path: '/subscription', properties: { value: 'x', currency: 'AUD' } }],
    ['a checkout (the server records those)', { name: 'begin_checkout', path: '/subscription', properties: { value: 27.5 } }],
    ['a number past the bound', { name: 'tab_change', path: '/subscription', properties: { value: 1e12 } }],
  ])('refuses %s from a browser with 400 and stores nothing', async (_label, event) => {
    expect((await send({ visitorId: 'visitor-0006', events: [event] })).statusCode).toBe(400);
    expect(await rowsOf('visitor-0006')).toEqual([]);
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
  it('count page views per day, and the checkouts and purchases the server recorded (one purchase per payment), with their conversion', async () => {
    const since = new Date(Date.now() - 60_000);
    await send({ visitorId: 'visitor-0005', events: [{ name: 'page_view', path: '/' }, { name: 'page_view', path: '/subscription' }] });
    const { user } = await signedInUser(gateway);
    const server = createServerEvents(gateway.deps.db);
    await server.checkoutBegun(user.id, { item: 'payg', valueCents: 300, transactionId: 'pi_a' });
    await server.checkoutBegun(user.id, { item: 'monthly', valueCents: 2990, transactionId: 'pi_b' });
    await server.purchased(user.id, 'pi_a');
    await server.purchased(user.id, 'pi_a');
    const views = await createAnalyticsRepository(gateway.deps.db).viewsPerDay(since);
    const today = new Date().toISOString().slice(0, 10);
    expect(views.find((v) => v.day === today)?.views).toBeGreaterThanOrEqual(2);
    const funnel = await createAnalyticsRepository(gateway.deps.db).funnel(since);
    expect(funnel).toEqual({ checkouts: 2, purchases: 1, conversion: 0.5 });
  });
});
