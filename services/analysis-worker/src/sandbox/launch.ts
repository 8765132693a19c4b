import { type ChildProcess, spawn } from 'node:child_process';
import { childEnv } from './child-env.ts';
import { isolated } from './network-isolation.ts';
import { type ChildPermissions, permissionFlags } from './permissions.ts';

export interface LaunchOptions extends ChildPermissions {
  /** V8's old-space limit, MB. */
  heapMb: number;
  /**
   * code-cache.ts only, for a child that reads a sample the worker made (never a user's document):
   * the one file it may write, V8's code cache of the bundled child, as it exits.
   */
  codeCacheFile?: string;
}

/**
 * Starts a sandbox child: Node running `script` (the bundled child's start script, or its startup
 * snapshot, a .blob) under the permission model (permissions.ts), with
 * only childEnv() for environment, inside the network isolation when the platform allows it, and an
 * IPC channel (structured clone) as its only way in and out. The one launcher for every child, so
 * the tests probe exactly what documents are read in.
 */
export function launchSandboxChild(script: string, options: LaunchOptions): ChildProcess {
  // Node warns on every start that --allow-addons weakens the model: known, and said in the README.
  const cache = options.codeCacheFile ? { flags: [`--allow-fs-write=${options.codeCacheFile}`], args: ['--write-code-cache', options.codeCacheFile] } : { flags: [], args: [] };
  // A .blob is the child's startup snapshot (snapshot.ts): Node starts from it, with no script to run.
  const entry = script.endsWith('.blob') ? ['--snapshot-blob', script] : [script];
  const node = [`--max-old-space-size=${options.heapMb}`, '--disable-warning=SecurityWarning', ...permissionFlags(script, options), ...cache.flags, ...entry, ...cache.args];
  const { command, args } = isolated(process.execPath, node);
  return spawn(command, args, {
    env: childEnv(),
    // Not the worker's directory: nothing the child does is relative to it.
    cwd: '/',
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}
