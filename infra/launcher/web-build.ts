import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@doco/config';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/**
 * Builds web/ when dist is missing or older than any source file (so a second start is quick). The
 * engine's sources count too: the public sample report is analysed by it when the web is built.
 */
export function buildWebIfStale(log: (m: string) => void) {
  const web = join(repoRoot, 'web');
  const index = join(web, 'dist', 'index.html');
  const newest = Math.max(newestMtime(web), newestMtime(join(repoRoot, 'packages', 'analysis', 'src')));
  if (existsSync(index) && statSync(index).mtimeMs >= newest) return;
  log('building the web app');
  // Always a production bundle: under vitest (NODE_ENV=test) Vite would otherwise ship React's
  // development build, which `npm start` then serves as it is.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('pnpm', ['--filter', '@doco/web', 'build'], { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('the web app did not build (see the output above)');
}
