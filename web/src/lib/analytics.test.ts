import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAnalytics, setAnalyticsEnabled, track, trackingRefused } from './analytics.ts';

const sent = () => {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

beforeEach(() => {
  localStorage.clear();
  setAnalyticsEnabled(true);
});
afterEach(() => {
  setAnalyticsEnabled(false);
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
});

describe('first-party analytics', () => {
  it('sends events in one batch to /api/events with a stable visitor id', () => {
    const fetchMock = sent();
    track('page_view', {}, '/');
    track('tab_change', { tab: 'plans' }, '/subscription');
    flushAnalytics();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    const body = JSON.parse(String(init.body));
    expect(body.events).toEqual([
      { name: 'page_view', path: '/', properties: {} },
      { name: 'tab_change', path: '/subscription', properties: { tab: 'plans' } },
    ]);
    expect(body.visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    track('page_view', {}, '/features');
    flushAnalytics();
    expect(JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body)).visitorId).toBe(body.visitorId);
  });

  it('sends nothing when the browser says Do Not Track', () => {
    const fetchMock = sent();
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    expect(trackingRefused()).toBe(true);
    track('page_view', {}, '/');
    flushAnalytics();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
