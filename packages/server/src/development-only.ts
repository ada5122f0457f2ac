/**
 * Code a production server never loads (issue 62 item 6): the embedded identity provider
 * and its sign-in pages, the sandbox storefront and pharmacy and their clock, the storefront sandbox's
 * pages, the demo practice's seed and the fixtures — demo code, which a production process must not
 * hold, let alone run. Each is reached only through a dynamic import behind the server's mode
 * ({@link developmentOnly}), never by a static import from code production runs; the list
 * {@link DEVELOPMENT_ONLY_MODULES} names them, and `production-start.int.test.ts` starts a production
 * server and fails if it loaded any.
 *
 * Adding a development-only service (a fake outside system, say): put it in modules of its own, load
 * them with `await developmentOnly(config.mode, () => import('./fake/thing.js'))` where the app starts
 * (`http/development.ts` gathers what app.ts starts outside production), import only their types
 * (`import type`) anywhere else, and add their paths here.
 */

/** The server's mode (config.ts `mode`). */
export type ServerMode = 'production' | 'development' | 'test';

/**
 * The modules a production process must not load: paths under `packages/server/src/` (without the
 * extension: the built `dist/…js` counts too; a trailing `/` is a whole folder), and packages by name.
 */
export const DEVELOPMENT_ONLY_MODULES = {
  server: [
    'http/development',
    'http/storefront-sandbox',
    'oidc/',
    'sandbox/sandbox',
    'sandbox/clock',
    'storefront/sandbox',
    'pims/sandbox',
    'pims/connect-sandbox',
    'http/pims-connect-sandbox',
    'pims/ezyvet/fake-server',
    'repositories/sandbox-pims-writes',
    'db/seed',
  ],
  packages: ['@vetrx/fixtures', 'oidc-provider'],
} as const;

/**
 * Whether a loaded module's file address is one of {@link DEVELOPMENT_ONLY_MODULES}: a server module
 * from its source or its build, or a file of a listed package (the workspace's own, or in node_modules).
 *
 * @example
 * isDevelopmentOnlyModule('file:///app/packages/server/src/oidc/provider.ts') // true
 * isDevelopmentOnlyModule('file:///app/packages/server/dist/http/app.js') // false
 */
export function isDevelopmentOnlyModule(url: string): boolean {
  const path = decodeURI(url.replace(/^file:\/\//, '')).replace(/\\/g, '/');
  const server = /\/packages\/server\/(?:src|dist)\/(.+?)(?:\.d)?\.[cm]?[jt]s$/.exec(path)?.[1];
  if (server && DEVELOPMENT_ONLY_MODULES.server.some((m) => (m.endsWith('/') ? server.startsWith(m) : server === m))) return true;
  return DEVELOPMENT_ONLY_MODULES.packages.some((name) =>
    name.startsWith('@vetrx/') ? path.includes(`/packages/${name.slice('@vetrx/'.length)}/`) : path.includes(`/node_modules/${name}/`),
  );
}

/**
 * Loads a development-only module — `load` is its dynamic import — unless the server runs in
 * production, where it answers null and nothing is loaded.
 *
 * @example
 * const dev = await developmentOnly(config.mode, () => import('./http/development.js'));
 * if (dev) dev.startSandbox(db);
 */
export async function developmentOnly<T>(mode: ServerMode, load: () => Promise<T>): Promise<T | null> {
  return mode === 'production' ? null : load();
}
