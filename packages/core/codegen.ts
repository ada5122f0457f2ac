import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for every operation (client preset, string documents so the runtime needs no
 * `graphql` package), from the full documents scripts/gen-api.mjs writes to src/api/operations/generated
 * (src/api/operations names each operation's root field and selection; the schema gives the rest).
 * Run `npx -y pnpm@12.21.0 --filter @vetrx/core codegen` (gen-api.mjs, this, then split-operations.mjs).
 */
const config: CodegenConfig = {
  schema: 'src/api/schema/*.graphql',
  documents: ['src/api/operations/generated/*.graphql', 'src/api/fragments/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    // The spec's entities as plain TypeScript types (every object and input type of the SDL).
    'src/entities/generated.ts': {
      plugins: ['typescript'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', JSON: 'unknown', ID: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        skipTypename: true,
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
    // One module with every document and type, which scripts/split-operations.mjs splits into one module
    // per operation and per fragment under src/api/generated.
    'node_modules/.cache/vetrx-codegen/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', JSON: 'unknown', ID: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        skipTypename: true,
        emitLegacyCommonJSImports: false,
      },
    },
  },
};
export default config;
