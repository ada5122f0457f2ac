/**
 * A tooltip whose machinery loads when the pointer or focus first reaches its trigger (issue 13,
 * decision 0193): the shell's tooltips otherwise brought Ark's tooltip machine and floating-ui into
 * every first page. The trigger stays the element it wraps (nothing is swapped): this component times
 * the opening itself as the Tooltip does (after 300 ms of hover, at once on keyboard focus; closed on
 * leave after 100 ms, on blur, on pointer down and on Escape) and, once loaded, draws Chakra's tooltip
 * anchored to the trigger by its id. Use it where the first page renders tooltips; elsewhere `Tooltip`.
 */
import { cloneElement, useEffect, useId, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP_DELAYS } from './tooltip-delays';
import type { TooltipPopupProps } from './tooltip-popup';

type Handler<E> = ((event: E) => void) | undefined;
type TriggerProps = {
  id?: string;
  onPointerEnter?: Handler<React.PointerEvent<HTMLElement>>;
  onPointerLeave?: Handler<React.PointerEvent<HTMLElement>>;
  onPointerDown?: Handler<React.PointerEvent<HTMLElement>>;
  onFocus?: Handler<React.FocusEvent<HTMLElement>>;
  onBlur?: Handler<React.FocusEvent<HTMLElement>>;
  onKeyDown?: Handler<React.KeyboardEvent<HTMLElement>>;
  'aria-describedby'?: string;
};

export interface DeferredTooltipProps {
  content: ReactNode;
  positioning?: TooltipPopupProps['positioning'];
  showArrow?: boolean;
  children: ReactElement<TriggerProps>;
}

let popupModule: Promise<ComponentType<TooltipPopupProps>> | null = null;
// A failed load (the network dropped) is forgotten, so the next hover tries again.
const loadPopup = () =>
  (popupModule ??= import('./tooltip-popup').then(
    (m) => m.TooltipPopup,
    (error: unknown) => {
      popupModule = null;
      throw error;
    },
  ));

export function DeferredTooltip({ content, positioning, showArrow, children }: DeferredTooltipProps) {
  const uid = useId();
  const triggerId = children.props.id ?? `tooltip-${uid}-trigger`;
  const contentId = `tooltip-${uid}-content`;
  const [Popup, setPopup] = useState<ComponentType<TooltipPopupProps> | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suppressed = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const load = () => void loadPopup().then((c) => setPopup(() => c), () => undefined);
  const setLater = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const chain =
    <E,>(own: Handler<E>, mine: (event: E) => void) =>
    (event: E) => {
      own?.(event);
      mine(event);
    };
  const p = children.props;
  const trigger = cloneElement(children, {
    id: triggerId,
    'aria-describedby': open && Popup ? contentId : p['aria-describedby'],
    onPointerEnter: chain(p.onPointerEnter, (event) => {
      if (event.pointerType === 'touch') return;
      load();
      if (!suppressed.current) setLater(true, TOOLTIP_DELAYS.open);
    }),
    onPointerLeave: chain(p.onPointerLeave, () => {
      suppressed.current = false;
      setLater(false, TOOLTIP_DELAYS.close);
    }),
    onPointerDown: chain(p.onPointerDown, () => {
      suppressed.current = true;
      close();
    }),
    onFocus: chain(p.onFocus, (event) => {
      load();
      if (event.currentTarget.matches(':focus-visible')) {
        clearTimeout(timer.current);
        setOpen(true);
      }
    }),
    onBlur: chain(p.onBlur, close),
    onKeyDown: chain(p.onKeyDown, (event) => {
      if (event.key === 'Escape' && open) close();
    }),
  });
  return (
    <>
      {trigger}
      {Popup && (
        <Popup
          open={open}
          onClose={close}
          triggerId={triggerId}
          contentId={contentId}
          content={content}
          positioning={positioning}
          showArrow={showArrow}
        />
      )}
    </>
  );
}
