import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Both cores of the CI machine (vitest would otherwise keep one for itself).
    maxWorkers: 2,
    // Core is pure: its test files share a worker's modules (measured on 2 cores: 28 s instead of 52 s).
    isolate: false,
    // Properties of 100+ runs take several seconds on a busy 2-core machine (vitest's default is 5 s).
    testTimeout: 20_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/api/generated/**', 'src/**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
  },
});
