/**
 * zod checks schemas without compiling functions: its probe of `new Function` would otherwise be reported
 * as a violation of the Content Security Policy, which has no 'unsafe-eval'. zod reads this
 * object when a schema module loads (zod/v4/core: `globalThis.__zod_globalConfig`). The first import of
 * main.tsx, so it runs before any module of the app (it was a classic script of its own, a request the
 * start-up module waited for); `e2e/security.spec.ts` fails if zod compiles again.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
