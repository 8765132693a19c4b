import { z } from 'zod';

/** Every error body the API sends. `message` is safe to show to a user. */
export const errorBody = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBody>;
