/**
 * A place outside the prescription form where its print view is drawn, so the view outlives the form.
 *
 * On /approve the form lives inside a request's card: an approval that prints (Print Rx, a controlled
 * product) takes the request out of the pending queue, and the queue's refresh (the live update, the
 * 30 s poll) removes the card — and with it a print view drawn inside it, before the vet could print.
 * A screen that may remove the form while its print view is open provides a host; the form then hands
 * the view to it, and the view stays until the vet closes it. Without a host the form draws the view
 * itself (the prescribe wizard, draft editing, office use).
 *
 * The host draws what the form renders (the form's own PrintView, with the form's code): the page that
 * provides it does not load the print code itself.
 *
 * @example
 * const print = usePrintHostState();
 * <PrintHostContext.Provider value={print.show}>{page}{print.node}</PrintHostContext.Provider>
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

/** Draws a print view at the host: `render` receives the function that removes it (call it on Close). */
export type ShowPrint = (render: (close: () => void) => ReactNode) => void;

export const PrintHostContext = createContext<ShowPrint | null>(null);

/** The host around the form, if the screen provides one. */
export function usePrintHost(): ShowPrint | null {
  return useContext(PrintHostContext);
}

/** The host's state: `show` for the context, `node` to draw (outside whatever may unmount), `open` while one is shown. */
export function usePrintHostState(): { show: ShowPrint; node: ReactNode; open: boolean } {
  const [node, setNode] = useState<ReactNode>(null);
  const close = useCallback(() => setNode(null), []);
  const show = useCallback<ShowPrint>((render) => setNode(render(close)), [close]);
  return { show, node, open: node !== null };
}
