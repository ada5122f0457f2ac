import { deferredModule } from '../../components/ui/deferred-module';

/**
 * The prescription's detail drawer, loaded the first time a card or the form opens one:
 * the queue's first load neither downloads it nor mounts a drawer per card.
 */
export const rxDetailDrawerModule = deferredModule(() => import('./RxDetailDrawer'));
