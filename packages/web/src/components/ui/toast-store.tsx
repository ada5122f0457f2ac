/**
 * The app's one toaster (Chakra v3 snippet, wrapped once), loaded with the first toast: its state
 * machine is ~21 KB gzipped that no first page needs (issue 13). Call `notify` from
 * ./toaster, never this module directly (tests may, to clear toasts).
 */
import { Portal, Spinner, Stack, createToaster } from '@chakra-ui/react';
import { Toaster as ChakraToaster, Toast } from './chakra-late';
import { type ToastText } from '@vetrx/core/messages';
import { useEffect } from 'react';
import { TOAST_DURATION, TOAST_TOP_VAR } from '../../lib/ui-constants';
import type { ToastKind, ToastOptions } from './toast-types';

export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: `var(${TOAST_TOP_VAR}, 1rem)`, right: '1rem', bottom: '1rem', left: '1rem' },
  pauseOnPageIdle: true,
  max: 4,
});

let markMounted: () => void = () => {};
/** Resolves once a toaster view is on the page: a toast created before would not be shown. */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Shows a toast once the view is mounted (see `notify` in ./toaster). */
export async function showToast(id: string, type: ToastKind, text: ToastText, options: ToastOptions): Promise<void> {
  await mounted;
  toaster.create({
    id,
    type,
    title: text.title,
    description: text.description,
    // A notice with an action (Undo) stays long enough to reach the button.
    duration: options.duration ?? (options.action ? TOAST_DURATION.undo : TOAST_DURATION.default),
    closable: true,
    ...(options.action ? { action: options.action } : {}),
  });
}

export function ToasterView() {
  useEffect(() => markMounted(), []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
