import { describe, expect, it } from 'vitest';
import { isWebPage } from './web-pages.ts';

describe('isWebPage', () => {
  it('knows the pages, with or without a trailing slash, and a report by any id', () => {
    for (const path of ['/', '/features', '/features/', '/sample-report', '/accuracy', '/reports/0b6f3c1e-1111-4a2b-9c3d-2e4f5a6b7c8d', '/admin/dashboard']) {
      expect(isWebPage(path), path).toBe(true);
    }
  });

  it('refuses any other address', () => {
    for (const path of ['/nope', '/features/extra', '/reports', '/reports/a/b', '/admin', '/FEATURES', '/sample-report.json']) {
      expect(isWebPage(path), path).toBe(false);
    }
  });
});
