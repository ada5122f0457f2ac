/**
 * The portal's routes: every page's path, the side menu's links (`linkKey`), route ids in URLs, and
 * the paths other domains navigate to (a client's profile after prescribing). The lowest layer of
 * access, in a folder of its own so that any domain may import it without the access policy; its
 * names are exported from `@vetrx/core/access`.
 */
export * from './routes.js';
