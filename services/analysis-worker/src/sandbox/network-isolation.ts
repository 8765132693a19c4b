import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Sandbox children and tesseract run in a network namespace of their own where the platform allows
// it: no interface but a loopback that is down, so neither Postgres, Redis, billing, the object store
// nor anything outside can be reached. The namespace also gets its own mounts, with empty /run and
// /tmp over the real ones: a Unix socket (Postgres' /run/postgresql, trusted on many machines) is a
// file, which a network namespace alone does not hide.

/** Where the children's code and Node itself live: a socket directory holding them (a checkout under /tmp) stays. */
const NEEDED = [process.execPath, resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')];
const SOCKET_DIRS = ['/run', '/var/run', '/tmp'].filter((d) => !NEEDED.some((p) => p === d || p.startsWith(`${d}/`)));

/** Mounts an empty tmpfs over each directory that holds sockets, then runs the command. */
const HIDE_SOCKETS = `for d in ${SOCKET_DIRS.join(' ')}; do if [ -d "$d" ] && [ ! -L "$d" ]; then mount -t tmpfs -o size=64k,mode=755 tmpfs "$d" || exit 125; fi; done; exec "$@"`;

/** Ways to isolate, strongest first: as root, or as any user where user namespaces are allowed. */
const CANDIDATES: string[][] = [
  ['unshare', '--net', '--mount', '--', '/bin/sh', '-c', HIDE_SOCKETS, 'sandbox'],
  ['unshare', '--user', '--map-root-user', '--net', '--mount', '--', '/bin/sh', '-c', HIDE_SOCKETS, 'sandbox'],
  ['unshare', '--net', '--'],
  ['unshare', '--user', '--map-root-user', '--net', '--'],
];

export interface NetworkIsolation {
  /** `namespace`: children have no network; `shared`: they have the worker's (the platform refused). */
  mode: 'namespace' | 'shared';
  /** Run a command inside the isolation: the command and its arguments follow this prefix. */
  prefix: string[];
}

let found: NetworkIsolation | undefined;

/** The strongest isolation this process can set up, probed once (a command that must succeed inside it). */
export function networkIsolation(): NetworkIsolation {
  if (found) return found;
  const prefix = process.platform === 'linux' ? CANDIDATES.find((candidate) => worksWith(candidate)) : undefined;
  found = prefix ? { mode: 'namespace', prefix } : { mode: 'shared', prefix: [] };
  return found;
}

function worksWith(prefix: string[]): boolean {
  const [command, ...args] = prefix as [string, ...string[]];
  const probe = spawnSync(command, [...args, 'true'], { stdio: 'ignore', timeout: 10_000, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
  return probe.status === 0;
}

/** `command args` as run inside the isolation (unchanged when there is none). */
export function isolated(command: string, args: string[]): { command: string; args: string[] } {
  const [first, ...rest] = networkIsolation().prefix;
  return first ? { command: first, args: [...rest, command, ...args] } : { command, args };
}
