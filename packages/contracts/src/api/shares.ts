import { z } from 'zod';
import { analysisResponse } from './analysis.ts';
import { errorReportReason } from './error-reports.ts';

// Share a report (issue 28 §5): a read-only link to one completed analysis for the buyer's conveyancer.
// The owner's routes: POST/GET /api/analyses/{id}/shares, DELETE /api/analyses/{id}/shares/{shareId}.
// The public one: GET /api/shared/{token} (and its report.pdf), answered 404 alike for a link that is
// unknown, expired or revoked.

export const SHARE_DAYS = { min: 1, max: 30, default: 7 } as const;

/** The web page a link opens. */
export const sharedPagePath = (token: string) => `/shared/${token}`;

/** 32 random bytes in base64url (43 characters); anything else is no link. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An address with a link's token in it, as analytics and logs may keep it (the token left out). */
export const withoutShareToken = (path: string) => path.replace(/^\/shared\/[^/?#]+/, '/shared/:token');

/** POST /api/analyses/{id}/shares */
export const createShareRequest = z.object({
  days: z
    .number({ error: `Choose how many days the link works, from ${SHARE_DAYS.min} to ${SHARE_DAYS.max}.` })
    .int(`Choose a whole number of days, from ${SHARE_DAYS.min} to ${SHARE_DAYS.max}.`)
    .min(SHARE_DAYS.min, `A link works for at least ${SHARE_DAYS.min} day.`)
    .max(SHARE_DAYS.max, `A link works for at most ${SHARE_DAYS.max} days.`)
    .default(SHARE_DAYS.default),
  /** Leave out the buyer's notes (their signing date and what they reported as looking wrong); on unless said otherwise. */
  hideNotes: z.boolean().default(true),
});
export type CreateShareRequest = z.input<typeof createShareRequest>;

export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;

/** One opening of a link, as the buyer's log shows it. */
export const shareOpen = z.object({
  openedAt: z.string(),
  /** What was opened: the report page, or its PDF. */
  part: z.enum(['report', 'pdf']),
  /** A coarse browser name ('Chrome on Windows'). */
  browser: z.string(),
  /** A short tag of the opener's network (a keyed hash): the same tag, the same network. */
  network: z.string(),
});
export type ShareOpen = z.infer<typeof shareOpen>;

export const reportShare = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(SHARE_STATUSES),
  hideNotes: z.boolean(),
  openCount: z.number().int().min(0),
  lastOpenedAt: z.string().nullable(),
  /** The latest openings, newest first (at most SHARE_OPENS_LISTED). */
  opens: z.array(shareOpen),
});
export type ReportShare = z.infer<typeof reportShare>;
export const SHARE_OPENS_LISTED = 50;

/** The answer of POST: the new link, whose address is shown this once (only its hash is kept). */
export const createShareResponse = z.object({ share: reportShare, path: z.string() });
export type CreateShareResponse = z.infer<typeof createShareResponse>;

/** GET /api/analyses/{id}/shares: every link of the analysis, newest first. */
export const sharesResponse = z.object({ shares: z.array(reportShare) });
export type SharesResponse = z.infer<typeof sharesResponse>;

/** A note of the buyer's on an item still in the report: what they reported as looking wrong. */
export const buyerNote = z.object({
  itemTitle: z.string(),
  reason: errorReportReason,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type BuyerNote = z.infer<typeof buyerNote>;

/**
 * GET /api/shared/{token}: the report as its owner sees it, read-only, with nothing of the account
 * (no name, email, credits, other documents, reminder setting). `report.analysis.id` is the link's id.
 */
export const sharedReportResponse = z.object({
  report: analysisResponse,
  documentName: z.string(),
  expiresAt: z.string(),
  /** Whether the buyer chose to include their notes (then `buyerNotes` and the signing date are theirs). */
  notesShown: z.boolean(),
  buyerNotes: z.array(buyerNote),
});
export type SharedReportResponse = z.infer<typeof sharedReportResponse>;
