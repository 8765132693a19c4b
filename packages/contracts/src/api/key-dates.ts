import { z } from 'zod';

// Key dates and questions for the vendor's solicitor (issue 17): what the engine reads from the
// document, and what the analysis response gives the buyer.

export const KEY_DATE_KINDS = [
  'contract-date',
  'cooling-off-ends',
  'deposit-due',
  'balance-deposit-due',
  'finance-approval',
  'building-pest-inspection',
  'settlement',
  'sunset',
  'oc-meeting',
  'rescission-notice',
] as const;
export type KeyDateKind = (typeof KEY_DATE_KINDS)[number];

/** A calendar day, YYYY-MM-DD (no time, no zone: a contract's days are local days). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'That is not a calendar date');

/** A date counted from the day the buyer signs (the day of sale): computed once that day is known. */
export const keyDateRule = z.object({
  count: z.number().int().min(0).max(3660),
  unit: z.enum(['days', 'business-days', 'months']),
});
export type KeyDateRule = z.infer<typeof keyDateRule>;

export const keyDate = z.object({
  kind: z.enum(KEY_DATE_KINDS),
  label: z.string(),
  /** Null while it depends on a signing date nobody has given yet, or the document names no day. */
  date: isoDate.nullable(),
  /** How the date was found or computed, e.g. '3 clear business days after signing (VIC)'. */
  basis: z.string(),
  /** The document's words it comes from ('' for a date the law alone sets). */
  quote: z.string(),
  page: z.number().int().min(1).nullable(),
  /** Set when the date counts from signing: recomputed when the buyer enters the day they signed. */
  rule: keyDateRule.nullable(),
});
export type KeyDate = z.infer<typeof keyDate>;

/** A question the engine suggests, tied to the concern (by its place in the concerns list) it could settle. */
export const engineVendorQuestion = z.object({
  question: z.string().min(1),
  why: z.string(),
  quote: z.string(),
  page: z.number().int().min(1),
  concernIndex: z.number().int().min(0),
});
export type EngineVendorQuestion = z.infer<typeof engineVendorQuestion>;

/** The same question as the API gives it, tied to the concern's id. */
export const vendorQuestion = engineVendorQuestion.omit({ concernIndex: true }).extend({ concernId: z.string() });
export type VendorQuestion = z.infer<typeof vendorQuestion>;

/** PUT /api/analyses/{id}/reminders: an email two days before each dated key date, or none. */
export const remindersRequest = z.object({ enabled: z.boolean() });
export type RemindersRequest = z.infer<typeof remindersRequest>;

/** PUT /api/analyses/{id}/signing-date: the day the buyer signed, or null to forget it. */
export const signingDateRequest = z.object({ signingDate: isoDate.nullable() });
export type SigningDateRequest = z.infer<typeof signingDateRequest>;
