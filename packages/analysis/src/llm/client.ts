// One chat-completions call with structured output, validated with zod. Transport retries
// (429/5xx/timeouts) are the SDK's; a reply that is not valid JSON for the schema is retried here.
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { LlmReplyReadSchema, LlmReplySchema, type LlmReply } from './schema.ts';
import type { Chunk } from './chunk.ts';
import { SYSTEM_PROMPT, userPrompt, type PromptContext } from './prompt.ts';

export interface LlmOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Per-request timeout, ms. Default 60 000. */
  timeoutMs?: number;
  /** SDK retries for connection errors, 408/409/429 and 5xx. Default 2. */
  maxRetries?: number;
  /** Extra attempts when the reply fails schema validation. Default 1. */
  invalidReplyRetries?: number;
  /** Max characters of document text per request. Default 24 000. */
  maxChunkChars?: number;
  /** 'json_schema' (structured outputs) or 'json_object' for servers without schema support. */
  responseFormat?: 'json_schema' | 'json_object';
  temperature?: number;
  /** Upper bound on the tokens of document text sent in all (about 4 characters a token). Default 60 000. */
  tokenBudget?: number;
}

export function createClient(opts: LlmOptions): OpenAI {
  return new OpenAI({
    baseURL: opts.baseURL,
    apiKey: opts.apiKey,
    timeout: opts.timeoutMs ?? 60_000,
    maxRetries: opts.maxRetries ?? 2,
  });
}

/** Strips code fences some models wrap JSON in. */
function parseJson(content: string): unknown {
  const t = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/```\s*$/, '');
  return JSON.parse(t);
}

export class LlmReplyError extends Error {
  override name = 'LlmReplyError';
}

export async function requestConcerns(client: OpenAI, opts: LlmOptions, chunk: Pick<Chunk, 'blocks'>, part: number, parts: number, context?: PromptContext): Promise<LlmReply> {
  const attempts = 1 + (opts.invalidReplyRetries ?? 1);
  let lastError: unknown = null;
  for (let i = 0; i < attempts; i++) {
    const completion = await client.chat.completions.create({
      model: opts.model,
      temperature: opts.temperature ?? 0,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userPrompt(chunk, part, parts, context) },
      ],
      response_format: (opts.responseFormat ?? 'json_schema') === 'json_schema' ? zodResponseFormat(LlmReplySchema, 'doco_concerns') : { type: 'json_object' },
    });
    const content = completion.choices[0]?.message?.content;
    if (!content) {
      lastError = new LlmReplyError('empty reply');
      continue;
    }
    try {
      const parsed = LlmReplyReadSchema.safeParse(parseJson(content));
      if (parsed.success) return parsed.data;
      lastError = new LlmReplyError(`reply failed validation: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    } catch (e) {
      lastError = new LlmReplyError(`reply is not JSON: ${(e as Error).message}`);
    }
  }
  throw lastError instanceof Error ? lastError : new LlmReplyError('invalid reply');
}
