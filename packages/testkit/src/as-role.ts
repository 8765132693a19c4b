/**
 * The same database reached through a connection that takes on `role` as it opens (`-c role=...`):
 * every statement is checked against that role's grants. The test server's superuser can take on
 * any role, so the service roles need no password or login in tests.
 */
export function urlAsRole(url: string, role: string): string {
  const withRole = new URL(url);
  withRole.searchParams.set('options', `-c role=${role}`);
  return withRole.toString();
}
