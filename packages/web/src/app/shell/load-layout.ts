/**
 * The layout behind sign-in, as the route tree loads it (lazily). main.tsx hands it to `buildRouteTree`,
 * so the route tree never imports the shell — whose menu links read the route table
 * (`routing/intent.tsx`) — and the two form no import cycle.
 */
import { deferredModule } from '../../components/ui/deferred-load';

export const loadAuthenticatedLayout = () => import('./AuthenticatedLayout');

/**
 * The layout's parts only a support user sees (issue 61): the support layout and the impersonation banner
 * load when the session needs them, not with every vet's first page. The first load starts them with
 * the document when the URL (a support page) or the stored impersonation says they will be drawn.
 */
export const supportShellModule = deferredModule(() => import('./SupportShell'));
export const impersonationBannerModule = deferredModule(() => import('./ImpersonationBanner'));
