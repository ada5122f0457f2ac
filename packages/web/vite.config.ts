import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { coreSourceAlias } from './vite.shared.ts';
import { splitModules } from './vite.split-modules.ts';
import { precompress } from './vite.precompress.ts';
import { globalStylesheetPlugin } from './vite.global-css.ts';
import { chakraTokenValuesLeftOut, chakraResetLeftOut, chakraThemeWithoutDefaultRecipes, chunkPlan } from './vite.chunk-plan.ts';
import { firstLoadPreload } from './vite.first-load.ts';
import { reactRouterProduction } from './vite.react-router.ts';
import { fileURLToPath } from 'node:url';

/** The VetRx server that answers the API, the identity provider and the product images in development. */
const apiOrigin = process.env.VETRX_API_ORIGIN ?? 'http://localhost:4000';

const src = fileURLToPath(new URL('./src/', import.meta.url));

/** Paths the server owns; everything else is the single-page app (legal pages included). */
const SERVER_PATHS = ['/graphql', '/events', '/config.json', '/oidc', '/interaction', '/product-images', '/impersonate', '/storefront-sandbox'];

export default defineConfig({
  plugins: [
    react(),
    splitModules(),
    globalStylesheetPlugin(),
    precompress(),
    // Fewer, larger chunks on the first loads, and the app proper preloaded with the entry.
    chakraThemeWithoutDefaultRecipes(),
    chakraResetLeftOut(),
    chakraTokenValuesLeftOut(),
    chunkPlan(fileURLToPath(import.meta.url), src),
    firstLoadPreload(`${src}app/start.tsx`),
    reactRouterProduction(),
  ],
  resolve: { alias: coreSourceAlias },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  preview: { port: 5173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // zod schemas are built at module level; a schema nothing reads is dropped instead of pulling
      // zod into the page that imports its module (issue 13).
      treeshake: { manualPureFunctions: ['z', 'defineKeyframes', 'defineGlobalStyles'] },
    },
  },
});
