import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { coreSourceAlias } from './vite.shared.ts';
import { splitModules } from './vite.split-modules.ts';
import { precompress } from './vite.precompress.ts';
import { globalStylesheetPlugin } from './vite.global-css.ts';

/** The VetRx server that answers the API, the identity provider and the product images in development. */
const apiOrigin = process.env.VETRX_API_ORIGIN ?? 'http://localhost:4000';

/** Paths the server owns; everything else is the single-page app (legal pages included). */
const SERVER_PATHS = ['/graphql', '/events', '/config.json', '/oidc', '/interaction', '/product-images', '/impersonate', '/storefront-sandbox'];

export default defineConfig({
  plugins: [react(), splitModules(), globalStylesheetPlugin(), precompress()],
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
      // zod into the page that imports its module (issue 13, decision 0211).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // A long-lived React chunk (it changes less often than the app). Chakra and its Ark/Zag machines
        // are NOT grouped: one chunk of every component the app uses anywhere was loaded by /login
        // (167 KB gzipped); split with the routes, each page loads only the components it renders
        // (issue 13, decision 0137).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
});
