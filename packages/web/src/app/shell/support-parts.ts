/**
 * The layout's parts only a support user sees (issue 61): the support layout and the impersonation banner
 * load when the session needs them, not with every vet's first page. The first load starts them with
 * the document when the URL (a support page) or the stored impersonation says they will be drawn.
 */
import { deferredModule } from '../../components/ui/deferred-load';

export const supportShellModule = deferredModule(() => import('./SupportShell'));
export const impersonationBannerModule = deferredModule(() => import('./ImpersonationBanner'));
