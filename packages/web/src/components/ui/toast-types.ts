/**
 * The kinds and options of a toast, named by both ./toaster (`notify`, in every first page) and
 * ./toast-store (the toast machine, loaded with the first toast). Types only, in a leaf, so that the store
 * does not import the toaster back; the CSS variable that places the toaster is
 * `TOAST_TOP_VAR` in lib/ui-constants, which the entry chunk holds already.
 */

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  duration?: number;
  id?: string;
  action?: { label: string; onClick(): void };
}
