// The import graphs of the server and the web (issue 44; decisions 0343, 0365). `npm run lint` runs
// `depcruise packages/server/src packages/web/src`: any import cycle among either
// package's modules fails the build. Type-only imports count too: a type that points up a layer (a
// repository naming the request context, a row type kept in graphql/) is the same layering fault as a
// value, and the TypeScript compiler follows it; dependency-cruiser sees them because
// tsPreCompilationDeps is on. Dynamic imports count as well: a lazily loaded module that imports its
// loader back is still a loop in the graph. Tests (*.test.ts, *.test.tsx) are left out: a test may
// import anything. There is no baseline of known cycles (the web's last four were broken, decision 0365):
// a cycle is fixed, not listed.
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
    {
      name: 'no-circular-web',
      comment:
        'An import cycle in the web: move what both modules need (types, constants, a pure helper) to a leaf module that imports neither, as app/shell/nav-types.ts and app/routing/route-handles.ts do (decision 0365).',
      severity: 'error',
      from: { path: '^packages/web/src' },
      to: { circular: true },
    },
    {
      name: 'web-features-stand-alone',
      comment:
        "A web feature imports no other feature (bulletproof-react's rule): what two features need moves down, a screen part to src/shared/<area>/, plain UI to components/, a rule to @vetrx/core. app/routing composes features.",
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: {
        path: '^packages/web/src/features/',
        pathNot: '^packages/web/src/features/$1/',
      },
    },
    {
      name: 'web-lower-layers-not-up',
      comment:
        'The web points one way: app/ → features/ → shared/ → components/, api/, session/, lib/, theme/. What sits below app/ and features/ imports neither (move what it needs down with it, as the theme, UI constants and the session context were).',
      severity: 'error',
      from: { path: '^packages/web/src/(shared|components|api|session|lib|theme)/' },
      to: { path: '^packages/web/src/(app|features)/' },
    },
  ],
  options: {
    includeOnly: '^packages/(server|web)/src',
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'packages/server/tsconfig.json' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'types', 'default'] },
  },
};
