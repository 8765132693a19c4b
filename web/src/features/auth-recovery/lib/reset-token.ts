/**
 * The reset token from the query string or, failing that, the hash (spec §2): `?token=abc`,
 * `#token=abc` or `#abc`. Null when there is none.
 */
export function readResetToken(search: string, hash: string): string | null {
  const fromQuery = new URLSearchParams(search).get('token');
  if (fromQuery) return fromQuery;
  const fragment = hash.replace(/^#/, '');
  if (!fragment) return null;
  if (fragment.includes('=')) return new URLSearchParams(fragment).get('token') || null;
  return decodeURIComponent(fragment);
}
