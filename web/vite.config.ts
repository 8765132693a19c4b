import { fileURLToPath } from 'node:url';
import { firstLoadReport } from './build/first-load-report.ts';
import { sampleReport } from './build/sample-report/plugin.ts';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const distDir = fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), firstLoadReport(), sampleReport()],
  resolve: {
    alias: { '@': srcDir },
  },
  server: {
    // The gateway serves /api; the dev server only serves the app.
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: distDir,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes rarely: its own chunk stays cached across app releases. Other third-party code
        // goes with the (lazily loaded) routes that use it, so a first visit loads only the landing's.
        codeSplitting: {
          groups: [
            // Stripe's packages are only imported by the lazily loaded card form.
            { name: 'stripe', test: /[\\/]node_modules[\\/]@stripe[\\/]/, priority: 1.5 },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
