import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * React Router's production build in the built app, with what the app does not use left out (build only;
 * decision 0137, issue 61).
 *
 * - React Router 7 ships `dist/production` beside `dist/development`, but its package exports name only the
 *   development build (remix-run/react-router#14102, open): a bundle gets its development warnings
 *   (`ENABLE_DEV_WARNINGS`) and their code. The build resolves `react-router` to the production build.
 * - Its module makes each component and context at module level (`React.forwardRef(…)`,
 *   `React.createContext(…)`) without a pure annotation, and names each for the developer tools
 *   (`NavLink.displayName = "NavLink"`): both count as side effects, so every component stays in the bundle
 *   whether the app renders it or not (NavLink, Form, ScrollRestoration, the fetchers' forms …). The
 *   transform marks those calls pure and drops the names, which only React's developer tools read.
 *
 * Together ≈2.4 KB gzip of every first load. Drop the plugin when React Router's exports name its production
 * build and annotate its module-level calls; the build fails when it no longer finds what it changes.
 */
const DEVELOPMENT = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;
const PRODUCTION_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
const DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm;
const MODULE_LEVEL_CALL = /^((?:var|const|let) [A-Za-z0-9_$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** React Router's production module with its module-level calls marked pure and its display names dropped. */
export function leanReactRouterModule(code: string): { code: string; pure: number; names: number } {
  let pure = 0;
  let names = 0;
  const out = code
    .replace(DISPLAY_NAME, () => {
      names += 1;
      return '';
    })
    .replace(MODULE_LEVEL_CALL, (_all, declaration: string, call: string) => {
      pure += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    });
  return { code: out, pure, names };
}

export function reactRouterProduction(): Plugin {
  let redirected = 0;
  let pure = 0;
  return {
    name: 'vetrx-react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      redirected = 0;
      pure = 0;
    },
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT.test(resolved.id)) return resolved;
      const id = resolved.id.replace(DEVELOPMENT, '$1production$2');
      if (!existsSync(id)) return resolved;
      redirected += 1;
      return { ...resolved, id };
    },
    transform(code, id) {
      if (!PRODUCTION_CHUNK.test(id)) return null;
      const lean = leanReactRouterModule(code);
      pure += lean.pure;
      return { code: lean.code, map: null };
    },
    buildEnd(error) {
      if (error) return;
      if (redirected === 0) this.error('vetrx-react-router-production: react-router no longer resolves to dist/development beside a dist/production; update or drop the plugin (decision 0137).');
      else if (pure === 0) this.error("vetrx-react-router-production: no module-level React.forwardRef/createContext call found in React Router's production build; update or drop the plugin (decision 0137).");
    },
  };
}
