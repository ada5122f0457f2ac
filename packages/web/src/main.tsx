/**
 * Start-up, in two steps (issue 61): `startFirstLoad` — small, without React — starts the
 * first URL's code, /config.json and a returning user's first queries at once; the app proper
 * (`app/start.tsx`, React and the rest, which index.html preloads) then renders on what it began.
 */
// First: zod compiles no functions in any module after it.
import './app/boot/zod-jitless';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import { startFirstLoad } from './app/boot/first-load';

const first = startFirstLoad();
// The app's code is already on its way (index.html preloads it); it runs once the first requests are out.
first.sent
  .then(() => import('./app/start'))
  .then(({ start }) => start(first))
  .catch((error: unknown) => {
    // The app's code could not be loaded (the server went away mid-load): say so instead of a blank page.
    const root = document.getElementById('root');
    if (root) root.textContent = `${COMMON_MESSAGES.loadFailed} ${error instanceof Error ? error.message : String(error)}`;
    throw error;
  });
