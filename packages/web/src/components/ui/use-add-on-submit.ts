/**
 * A list editor's typed-but-not-added entry counts when its form is saved (issue 59): before the form's
 * own submit handler runs, `flush` adds the entry — by the same core rules as the editor's Add button —
 * and answers true, or refuses it (the row shows why, as Add would) and answers false, which stops the
 * submit. A row left empty answers true. Every form an editor sits in gets this without a change of its
 * own: the listener is on the <form> element, which a submit reaches before React's handler (React
 * listens at the root, where the event arrives after the form).
 *
 * @example
 * const anchor = useRef<HTMLInputElement>(null);
 * useAddOnSubmit(anchor, () => number.trim() === '' || add());
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

export function useAddOnSubmit(anchor: RefObject<HTMLElement | null>, flush: () => boolean): void {
  const latest = useRef(flush);
  useLayoutEffect(() => {
    latest.current = flush;
  });
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const onSubmit = (event: Event) => {
      if (latest.current()) return;
      // Refused: no save. Not stopImmediatePropagation: another editor of the form still shows its own row's state.
      event.preventDefault();
      event.stopPropagation();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [anchor]);
}
