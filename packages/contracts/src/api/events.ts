import { z } from 'zod';

// POST /api/events: first-party analytics the web app sends in batches (issue 11). Names come from a
// fixed list and properties are small and flat, so the table cannot be filled with anything else.

export const ANALYTICS_EVENT_NAMES = ['page_view', 'tab_change', 'begin_checkout', 'purchase'] as const;
export const analyticsEventName = z.enum(ANALYTICS_EVENT_NAMES);
/**
 * What a browser may send. Checkouts and purchases are recorded by the gateway itself when billing
 * creates or credits a payment (issue 24): a browser could claim any of them, with any value.
 */
export const BROWSER_EVENT_NAMES = ['page_view', 'tab_change'] as const;
export const browserEventName = z.enum(BROWSER_EVENT_NAMES);

/** A property: short text, a bounded finite number, a flag or nothing. */
const propertyValue = z.union([z.string().max(200), z.number().finite().min(-1_000_000).max(1_000_000), z.boolean(), z.null()]);

export const analyticsEvent = z.object({
  name: browserEventName,
  path: z.string().startsWith('/').max(300),
  properties: z
    .record(z.string().regex(/^[a-z_]{1,40}$/), propertyValue)
    .refine((p) => Object.keys(p).length <= 10, 'at most 10 properties')
    .default({}),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

export const analyticsBatch = z.object({
  visitorId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  events: z.array(analyticsEvent).min(1).max(20),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;
