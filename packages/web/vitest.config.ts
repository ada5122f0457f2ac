import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { coreSourceAlias } from './vite.shared.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: coreSourceAlias },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Chakra's style engine makes the first render of a file slow on a 2-core machine; a test with several
    // 8 s waits timed out at 20 s while other work shared the cores (ClientSearchPage, 2026-11-23).
    testTimeout: 40_000,
    // Two workers on a 2-core machine, and test files sharing a worker's modules: about 30 s instead of
    // 85 s (measured, files shuffled too). Module state is reset between tests in src/test/setup.ts
    // (toasts); query caches are made per render.
    maxWorkers: 2,
    isolate: false,
    css: false,
  },
});
