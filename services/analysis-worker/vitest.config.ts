import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit and pipeline tests next to the code; test/integration runs the gateway with real worker processes.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // OCR of a page takes a few seconds on a small machine; database tests create their own database.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
