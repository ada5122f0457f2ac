/**
 * How the portal's screens behave in time and paging: notification durations and placement, the search
 * debounce, page-size choices, and the browser-storage key of a form preference. They shape what the
 * browser does and nothing else, so they live with the web app rather than in the rules package (issue 15).
 */

/** How long notifications stay, in milliseconds (prescribing §8, clients §8, admin §8). */
export const TOAST_DURATION = {
  /** Toasts in the prescribing and client/patient flows, and several admin forms: 1.5 seconds. */
  short: 1500,
  /** The general default: 5 seconds. */
  default: 5000,
  /** Decided: a notice that offers Undo stays 10 seconds, time to read it and reach the button. */
  undo: 10_000,
  /** The copy tooltip hides after 0.5 seconds. */
  copyTooltip: 500,
} as const;

/**
 * Top right, but below the header (and the impersonation banner): a toast never covers the signed-in
 * user's name and menu (issue 12 item 9). The shell sets `--vetrx-toast-top`; the toaster
 * (components/ui/toast-store) reads it.
 */
export const TOAST_TOP_VAR = '--vetrx-toast-top';

/**
 * The shared delay of the debounced searches (clients §9 gives no value). Decided: 400 ms, long enough
 * that a typist's word is one request, short enough to feel immediate.
 */
export const SEARCH_DEBOUNCE_MS = 400;

/** Page sizes offered by the size changers of the client list and the order history (clients §2): the default first, then larger pages. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** Page sizes offered by the prescription history's size changers (prescribing §2). */
export const HISTORY_PAGE_SIZE_OPTIONS = [5, 10, 20, 50] as const;

/** localStorage key of the "advanced options open by default" preference of the prescription form. */
export const ADVANCED_OPTIONS_STORAGE_KEY = 'vetrx.advancedOptionsOpenByDefault';
