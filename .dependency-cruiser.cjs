// The server's import graph (issue 44 item 2; decision 0343). `npm run lint` runs it: any import cycle
// among packages/server/src's modules fails the build. Type-only imports count too: a type that points
// up a layer (a repository naming the request context, a row type kept in graphql/) is the same
// layering fault as a value, and the TypeScript compiler follows it; dependency-cruiser sees them
// because tsPreCompilationDeps is on. Tests (*.test.ts) are left out: a test may import any layer.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle in the server: layers point one way (http → graphql → context → repositories → db). See packages/server/src/README.md.',
      severity: 'error',
      from: { path: '^packages/server/src' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^packages/server/src',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'packages/server/tsconfig.json' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'types', 'default'] },
  },
};
