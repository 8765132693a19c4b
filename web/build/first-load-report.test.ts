import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadSize } from './first-load-report.ts';

describe('first-load size', () => {
  it('counts the entry and what it imports statically, not the lazy chunks', () => {
    const code = (n: number) => 'x'.repeat(n) + Math.random();
    const bundle = {
      'index.js': { type: 'chunk' as const, fileName: 'index.js', isEntry: true, imports: ['react.js', 'shared.js'], code: code(5000) },
      'react.js': { type: 'chunk' as const, fileName: 'react.js', imports: ['shared.js'], code: code(3000) },
      'shared.js': { type: 'chunk' as const, fileName: 'shared.js', imports: [], code: code(100) },
      'admin.js': { type: 'chunk' as const, fileName: 'admin.js', imports: ['react.js'], code: code(90_000) },
      'style.css': { type: 'asset' as const, fileName: 'style.css' },
    };
    const { files, totalBytes } = firstLoadSize(bundle);
    expect(files.map((f) => f.file).sort()).toEqual(['index.js', 'react.js', 'shared.js']);
    const codeOf = (f: string) => ('code' in bundle[f as keyof typeof bundle] ? (bundle[f as keyof typeof bundle] as { code: string }).code : '');
    const expected = ['index.js', 'react.js', 'shared.js'].reduce((sum, f) => sum + gzipSync(codeOf(f)).length, 0);
    expect(totalBytes).toBe(expected);
  });
});
