import { deferredModule } from '../../components/ui/deferred-module';

/**
 * The open card's code, loaded on demand (decisions 0186, 0209, 0221): the authorization form, and the
 * card's detail around it (the patient's facts, the prescription, the request). Nothing of either is
 * drawn before a card opens, so the queue's first load leaves both to later; the pointer reaching a
 * card's Approve, Save As Draft or expand button starts them.
 */
export const approvalFormModule = deferredModule(() => import('./ApprovalForm'));
export const taskDetailModule = deferredModule(() => import('./TaskDetail'));
