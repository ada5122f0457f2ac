/**
 * Sends a submit event (Save Draft, Authorize, a dialog's Continue) to the machine. A submit the checks
 * refuse: scroll to and focus the first invalid field, and say why.
 */
import { INVALID_SUBMIT_TOAST } from '@vetrx/core/messages';
import { hasErrors } from '@vetrx/core/prescription';
import { useCallback, useRef } from 'react';
import { revealFirstInvalid } from '../../../components/form/reveal-invalid';
import { notify } from '../../../components/ui/toaster';
import type { PrescriptionFormActor, PrescriptionFormEvent } from './types';

export function useAttempt(actor: PrescriptionFormActor) {
  const formRef = useRef<HTMLFormElement>(null);
  const attempt = useCallback(
    (event: PrescriptionFormEvent) => {
      actor.send(event);
      const s = actor.getSnapshot();
      if (!s.matches('editing') || !hasErrors(s.context)) return;
      const messages = Object.values(s.context.errors);
      void revealFirstInvalid(formRef.current).then((shown) => {
        if (!shown) notify('error', INVALID_SUBMIT_TOAST('', messages[0] ?? '', messages.length));
      });
    },
    [actor],
  );
  return { formRef, attempt };
}
