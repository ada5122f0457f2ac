import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    conditions: ['source'],
    // One graphql instance: yoga loads graphql's CommonJS build through Node; without this alias vite
    // would hand our sources the .mjs build and `instanceof GraphQLError` would fail across the two.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // Seeds the demo practice once per run; each file copies it (src/testing/global-setup.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    // Fails a file that sends a statement on a transaction before the previous one answered.
    setupFiles: ['src/testing/no-queued-queries.ts'],
    // Integration tests start servers and databases; allow time for migrations.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // Test files share a worker's modules: each file starts its own server over its own database, and
    // the process caches are keyed by database (WeakMap). Measured with PostgreSQL too, 2 cores: 190–208 s
    // instead of about 380 s, passing in file order and shuffled.
    isolate: false,
  },
});
