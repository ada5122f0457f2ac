// Runs before the app's modules (a classic script in index.html's head): zod then checks schemas
// without compiling functions. Its probe of `new Function` would otherwise be reported as a violation
// of the Content Security Policy, which has no 'unsafe-eval' (decision 0305). zod reads this object
// when it loads (zod/v4/core: globalThis.__zod_globalConfig); the e2e test security.spec.ts fails if
// it stops doing so.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
