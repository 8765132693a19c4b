import { InvalidKeyError } from './errors.ts';

/** Well under S3's 1024-byte limit, and short enough for any filesystem path. */
export const MAX_KEY_LENGTH = 512;
const MAX_SEGMENT_LENGTH = 200;
const SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Checks a key and returns its segments. Keys are `/`-separated segments of [A-Za-z0-9._-]; no empty,
 * `.` or `..` segment, no leading or trailing `/`. Anything else throws, so a key can never name a path
 * outside the store.
 */
export function parseKey(key: unknown): string[] {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidKeyError(String(key ?? ''), 'must be a non-empty string');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidKeyError(key.slice(0, 40) + '…', `longer than ${MAX_KEY_LENGTH} characters`);
  if (key.startsWith('/')) throw new InvalidKeyError(key, 'must not start with "/"');
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '') throw new InvalidKeyError(key, 'empty segment (leading, trailing or doubled "/")');
    if (segment === '.' || segment === '..') throw new InvalidKeyError(key, `"${segment}" segment not allowed`);
    if (segment.length > MAX_SEGMENT_LENGTH) throw new InvalidKeyError(key, `segment longer than ${MAX_SEGMENT_LENGTH} characters`);
    if (!SEGMENT.test(segment)) throw new InvalidKeyError(key, 'only A-Z a-z 0-9 . _ - are allowed in a segment');
  }
  return segments;
}

export function assertValidKey(key: unknown): asserts key is string {
  parseKey(key);
}
