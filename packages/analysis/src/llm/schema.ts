// The structured output the LLM must return, validated with zod.
import { z } from 'zod';
import { RISK_KEYS } from '../result.ts';

export const LlmConcernSchema = z.object({
  category: z.enum(['legal', 'financial', 'compliance', 'operational']),
  title: z.string().min(3).max(160),
  description: z.string().min(10).max(1200),
  severity: z.enum(['low', 'medium', 'high', 'critical']),
  /** Verbatim sentence copied from the document. Concerns whose quote is not found are dropped. */
  quote: z.string().min(8).max(600),
  flag: z.enum(RISK_KEYS).nullable(),
  recommendation: z.string().max(600),
  confidence: z.number().int().min(0).max(100),
});

export const LlmReplySchema = z.object({
  concerns: z.array(LlmConcernSchema).max(40),
});

export type LlmConcern = z.infer<typeof LlmConcernSchema>;
export type LlmReply = z.infer<typeof LlmReplySchema>;
