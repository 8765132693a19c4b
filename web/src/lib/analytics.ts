import { type AnalyticsEvent, withoutShareToken } from '@doco/contracts';

// First-party analytics (issue 11): events go to our own POST /api/events in batches, never to an
// outside service. Do Not Track or Global Privacy Control turns it off entirely.

type EventName = AnalyticsEvent['name'];
type Properties = Record<string, string | number | boolean | null>;

const VISITOR_KEY = 'doco.visitor';
const FLUSH_MS = 2000;
const MAX_BATCH = 20;

let queue: Array<{ name: EventName; path: string; properties: Properties }> = [];
// Off in component tests (they count the calls a screen makes); the analytics tests turn it on.
let enabled = import.meta.env.MODE !== 'test';

export function setAnalyticsEnabled(on: boolean): void {
  enabled = on;
}
let timer: ReturnType<typeof setTimeout> | null = null;

/** Whether the browser asked not to be tracked. */
export function trackingRefused(nav: Navigator = navigator): boolean {
  const withGpc = nav as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || withGpc.globalPrivacyControl === true;
}

function visitorId(): string {
  try {
    const known = localStorage.getItem(VISITOR_KEY);
    if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
    const made = crypto.randomUUID().replace(/-/g, '');
    localStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    return 'no-storage-visitor';
  }
}

/** Sends what is queued: sendBeacon when the page is going away, else fetch (keepalive). */
export function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) {
    const events = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    const body = JSON.stringify({ visitorId: visitorId(), events });
    const beaconed = typeof navigator.sendBeacon === 'function' && document.visibilityState === 'hidden'
      ? navigator.sendBeacon('/api/events', new Blob([body], { type: 'application/json' }))
      : false;
    if (!beaconed) {
      void fetch('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'include', keepalive: true }).catch(() => {});
    }
  }
}

/** Records one event; it leaves in the next batch (within 2 s, or when the page is hidden). */
export function track(name: EventName, properties: Properties = {}, path = window.location.pathname): void {
  if (!enabled || trackingRefused()) return;
  // A shared report's address carries its link's token: it is recorded without it.
  queue.push({ name, path: withoutShareToken(path), properties });
  if (queue.length >= MAX_BATCH) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
}
