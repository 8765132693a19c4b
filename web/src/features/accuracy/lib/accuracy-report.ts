import { z } from 'zod';

// The figures `npm run eval` writes (accuracy.json, committed beside this file): the engine measured on
// the labelled documents it is not tuned on. Read through this schema, so a file of another shape fails
// the build's tests instead of publishing half a page.

const tally = z.object({ correct: z.number().int().min(0), total: z.number().int().min(1) });

export const accuracyReport = z.object({
  /** The day the eval ran (YYYY-MM-DD). */
  measuredOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  documents: z.number().int().min(1),
  samples: z.array(z.string()),
  method: z.string().min(1),
  fields: z.array(tally.extend({ field: z.string() })),
  concernKinds: z.array(
    z.object({
      kind: z.string(),
      /** Documents that must raise this kind, how many did, and how many raised it when they must not. */
      expected: z.number().int().min(0),
      found: z.number().int().min(0),
      falselyRaised: z.number().int().min(0),
    }),
  ),
  totals: z.object({
    fieldsCorrect: z.number().int().min(0),
    fields: z.number().int().min(1),
    concernsFound: z.number().int().min(0),
    concernsExpected: z.number().int().min(0),
    falseConcerns: z.number().int().min(0),
  }),
});

export type AccuracyReport = z.infer<typeof accuracyReport>;

/** "107 of 124 (86%)". */
export const ofTotal = (part: number, total: number) => `${part} of ${total}${total > 0 ? ` (${Math.round((100 * part) / total)}%)` : ''}`;
