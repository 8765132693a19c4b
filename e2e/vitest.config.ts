import { defineConfig } from 'vitest/config';

// Browser tests share one running stack and one browser; they run one file at a time.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    // Clears the last run's axe results; prints the axe summary of every file at the end.
    globalSetup: ['./src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
