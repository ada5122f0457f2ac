/**
 * The app's one toaster (Chakra v3 snippet, wrapped once). Use `notify` for catalogue texts
 * (`ToastText` from @vetrx/core/messages) so durations follow the spec: 5 s by default, 1.5 s where
 * a flow asks for `TOAST_DURATION.short`.
 */
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { TOAST_DURATION, type ToastText } from '@vetrx/core/messages';

export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
});

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/**
 * Shows a catalogue text as a toast.
 *
 * @example
 * notify('warning', AUTH_MESSAGES.notLoggedIn)
 */
export function notify(
  type: ToastKind,
  text: ToastText,
  options: { duration?: number; id?: string } = {},
): string {
  return toaster.create({
    ...(options.id ? { id: options.id } : {}),
    type,
    title: text.title,
    description: text.description,
    duration: options.duration ?? TOAST_DURATION.default,
    closable: true,
  });
}

export function Toaster() {
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
