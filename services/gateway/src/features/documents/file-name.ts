import { basename } from 'node:path';

/**
 * The name a user's file is shown under: any path dropped, control characters removed, length
 * bounded. It is only ever displayed, never used to build a path or a storage key.
 */
export function displayName(raw: string | undefined): string {
  const base = basename((raw ?? '').replace(/\\/g, '/'));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'document').slice(0, 255);
}
