import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // OCR of a page takes a few seconds on a small machine; database tests create their own database.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
