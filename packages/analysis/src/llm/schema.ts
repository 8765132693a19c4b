// The structured output the LLM must return, validated with zod.
import { z } from 'zod';
import { CONCERN_KINDS } from '../result.ts';

export const LlmConcernSchema = z.object({
  category: z.enum(['legal', 'financial', 'compliance', 'operational']),
  title: z.string().min(3).max(160),
  description: z.string().min(10).max(1200),
  severity: z.enum(['low', 'medium', 'high', 'critical']),
  /** Verbatim sentence copied from the document. Concerns whose quote is not found on `page` are dropped. */
  quote: z.string().min(8).max(600),
  /** The page the quote is on (the `page` of the documentPages entry it was copied from). */
  page: z.number().int().min(1),
  flag: z.enum(CONCERN_KINDS).nullable(),
  recommendation: z.string().max(600),
  /** A question for the vendor's solicitor that would settle the concern, or null (issue 17). */
  question: z.string().max(300).nullable(),
  confidence: z.number().int().min(0).max(100),
});

/** A plain-English reading of one special condition, anchored by a verbatim quote from it. */
export const LlmConditionReadingSchema = z.object({
  number: z.string().min(1).max(12),
  reading: z.string().min(10).max(800),
  quote: z.string().min(8).max(600),
  page: z.number().int().min(1),
});

export const LlmReplySchema = z.object({
  concerns: z.array(LlmConcernSchema).max(40),
  conditionReadings: z.array(LlmConditionReadingSchema).max(60),
});

/**
 * How a reply is read: as asked (LlmReplySchema, sent as the structured-output schema), except that a
 * server without schema support may leave out `question`; that reads as no question.
 */
export const LlmReplyReadSchema = LlmReplySchema.extend({
  concerns: z.array(LlmConcernSchema.extend({ question: z.string().max(300).nullish().transform((q) => q ?? null) })).max(40),
});

export type LlmConcern = z.infer<typeof LlmConcernSchema>;
export type LlmReply = z.infer<typeof LlmReplySchema>;
export type LlmConditionReading = z.infer<typeof LlmConditionReadingSchema>;
