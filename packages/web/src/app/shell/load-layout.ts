/**
 * The layout behind sign-in, as the route tree loads it (lazily). main.tsx hands it to `buildRouteTree`,
 * so the route tree never imports the shell — whose menu links read the route table
 * (`routing/intent.tsx`) — and the two form no import cycle.
 */
export const loadAuthenticatedLayout = () => import('./AuthenticatedLayout');
