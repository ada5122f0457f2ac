/**
 * The one load of oidc-client-ts (`oidc.ts`, its own chunk): start-up warms it when the stored token must
 * be renewed before the first query; the auth service waits for it when it needs the library.
 */
import { deferredModule } from '../../components/ui/deferred-load';

export const oidcModule = deferredModule(() => import('./oidc'));
