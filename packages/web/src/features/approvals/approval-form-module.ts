import { deferredModule } from '../../components/ui/deferred-module';

/**
 * The authorization form of an open card, loaded on demand: nothing of it
 * is drawn before a card opens, so the queue's first load leaves it to later; the pointer reaching a
 * card's Approve, Save As Draft or expand button starts it. A module of its own, apart from
 * ./task-detail-module, because TaskDetail, which renders the form, imports it: TaskDetail importing the
 * module that loads TaskDetail would be an import cycle.
 */
export const approvalFormModule = deferredModule(() => import('./ApprovalForm'));
