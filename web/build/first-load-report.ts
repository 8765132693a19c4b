import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The first-load budget (issue 15): the entry script and everything it imports statically, gzip. */
export const FIRST_LOAD_BUDGET_KB = 200;

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  code?: string;
}

/** Sums the gzip size of the JavaScript a first visit downloads (the entry and its static imports). */
export function firstLoadSize(bundle: Record<string, ChunkLike>): { files: Array<{ file: string; gzipBytes: number }>; totalBytes: number } {
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
  if (!entry) return { files: [], totalBytes: 0 };
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of bundle[name]?.imports ?? []) walk(next);
  };
  walk(entry.fileName);
  const files = [...seen].map((file) => ({ file, gzipBytes: gzipSync(bundle[file]?.code ?? '').length }));
  return { files, totalBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Prints the first-load JavaScript after each build, against the budget. */
export function firstLoadReport(): Plugin {
  return {
    name: 'doco-first-load-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { files, totalBytes } = firstLoadSize(bundle as unknown as Record<string, ChunkLike>);
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      const lines = files.map((f) => `  ${f.file}  ${kb(f.gzipBytes)} KB`);
      const verdict = totalBytes / 1024 <= FIRST_LOAD_BUDGET_KB ? 'within' : 'OVER';
      this.info(`first-load JavaScript: ${kb(totalBytes)} KB gzip (${verdict} the ${FIRST_LOAD_BUDGET_KB} KB budget)\n${lines.join('\n')}`);
    },
  };
}
