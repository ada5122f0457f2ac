import { deferredModule } from '../../components/ui/deferred-module';

/**
 * The queue's four dialogs (decline, workflow, keyboard help, bulk approve), loaded the first time one
 * opens, or as the pointer reaches a card's Decline or Workflow button.
 */
export const approvalsDialogsModule = deferredModule(() => import('./dialogs'));
