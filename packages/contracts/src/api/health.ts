import { z } from 'zod';

export const checkStatus = z.object({ status: z.enum(['ok', 'error']), error: z.string().optional(), ms: z.number() });
export const readiness = z.object({
  status: z.enum(['ok', 'error']),
  checks: z.record(z.string(), checkStatus),
});
export type Readiness = z.infer<typeof readiness>;
export type CheckStatus = z.infer<typeof checkStatus>;
