/**
 * Base of links in emails: PUBLIC_URL, else (development and tests only; production requires
 * PUBLIC_URL) http://localhost:PORT. Never the request's Host or X-Forwarded-Host: a forged header
 * would otherwise mail the victim a genuine reset link that points at an attacker's site.
 */
export function publicBase(publicUrl: string | undefined, port: number): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `http://localhost:${port}`;
}

export function link(base: string, path: string, token: string) {
  return `${base}${path}?token=${encodeURIComponent(token)}`;
}
