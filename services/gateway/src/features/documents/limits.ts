import type { LimitRule } from '../../plugins/rate-limit.ts';
import { AppError } from '../../errors.ts';

// Uploads per signed-in user: far above what a buyer needs, low enough that one account cannot fill
// the storage or the queue. README (Security) states these numbers.
const HOUR = 3600_000;

export const UPLOAD_LIMITS: LimitRule[] = [{ name: 'upload:user', max: 30, windowMs: HOUR, key: (request) => request.user?.id }];

/** Stored documents per user (MAX bytes, USER_STORAGE_QUOTA_BYTES). */
export const quotaFull = (quotaBytes: number) =>
  new AppError(413, `Your document storage is full (${size(quotaBytes)}). Delete documents you no longer need and try again.`, 'quota_full');

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`);

/** Documents never analysed are removed after this long. */
export const UNANALYSED_DOCUMENT_TTL_MS = 30 * 24 * HOUR;
export const CLEAN_UP_EVERY_MS = HOUR;
