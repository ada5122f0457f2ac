import { deferredModule } from '../../components/ui/deferred-module';

/**
 * The open card's detail around the authorization form (the patient's facts, the prescription, the
 * request), loaded on demand as ./approval-form-module is: nothing of it is
 * drawn before a card opens; the pointer reaching a card's Approve, Save As Draft or expand button starts it.
 */
export const taskDetailModule = deferredModule(() => import('./TaskDetail'));
