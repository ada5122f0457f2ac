import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// The integration tests run the server's sources (@vetrx/server/testing) inside vitest. Like the
// server's own vitest config, hand them the graphql build yoga loads through Node (CommonJS): with two
// graphql instances `instanceof GraphQLError` fails and every refusal (NOT_FOUND…) becomes INTERNAL.
const fromServer = createRequire(new URL('../server/package.json', import.meta.url));

export default defineConfig({
  resolve: {
    conditions: ['source'],
    alias: [{ find: /^graphql$/, replacement: fromServer.resolve('graphql') }],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The server's global setup: the demo practice is seeded once per run and each file's server copies
    // it, instead of every file migrating and seeding its own database.
    globalSetup: ['../server/src/testing/global-setup.ts'],
    // Both cores of the CI machine (vitest would otherwise keep one for itself).
    maxWorkers: 2,
    // Test files share a worker's modules (each starts its own server): 29 s instead of 46 s.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
