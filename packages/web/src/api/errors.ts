/**
 * Error toasts for API answers (admin §7, prescribing §8): the title from the catalogue, the server's
 * message as description when there is one. UNAUTHENTICATED answers are left to the unauthenticated
 * handler (it shows its own warning and redirects).
 */
import { ERROR_CODES, isApiError } from '@vetrx/core/api';
import { type ToastText } from '@vetrx/core/messages';
import { notify } from '../components/ui/toaster';
import { TOAST_DURATION } from '../lib/ui-constants';

/** The message the server sent, if any (INTERNAL answers carry none worth showing). */
export function serverMessage(error: unknown): string | undefined {
  if (isApiError(error)) {
    if (error.code === ERROR_CODES.INTERNAL && error.status === 0) return undefined;
    return error.message || undefined;
  }
  return undefined;
}

/**
 * Shows an error toast for a failed call: `text.title` with the server message (else the catalogue's
 * description). Returns false, without a toast, for UNAUTHENTICATED answers.
 *
 * @example
 * onError: (e) => toastApiError(e, ADMIN_TOASTS.userUpdateError)
 */
export function toastApiError(error: unknown, text: ToastText, duration: number = TOAST_DURATION.default): boolean {
  if (isApiError(error, ERROR_CODES.UNAUTHENTICATED)) return false;
  notify('error', { title: text.title, description: serverMessage(error) ?? text.description }, { duration });
  return true;
}
