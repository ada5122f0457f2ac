import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { coreSourceAlias } from './vite.shared.ts';

/** The VetRx server that answers the API, the identity provider and the product images in development. */
const apiOrigin = process.env.VETRX_API_ORIGIN ?? 'http://localhost:4000';

/** Paths the server owns; everything else is the single-page app (legal pages included). */
const SERVER_PATHS = ['/graphql', '/events', '/config.json', '/oidc', '/interaction', '/product-images', '/impersonate', '/storefront-sandbox'];

export default defineConfig({
  plugins: [react()],
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
      output: {
        // Long-lived vendor chunks: the UI kit and React change less often than the app.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|stylis)/ },
          ],
        },
      },
    },
  },
});
