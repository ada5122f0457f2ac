/**
 * Layout measures of the portal's screens, from the specification's design notes. They shape what the
 * browser draws and nothing else, so they live with the web app rather than in the rules package.
 */

/** Screens this wide or narrower collapse the sidebar to icons, in pixels (admin §2.3, §9). */
export const SIDEBAR_COLLAPSE_WIDTH = 768;

/** Whether the sidebar collapses at a viewport width: 768 px or less. */
export function isSidebarCollapsed(viewportWidth: number): boolean {
  return viewportWidth <= SIDEBAR_COLLAPSE_WIDTH;
}

/**
 * Screens this narrow or narrower (phones) hide the collapsed sidebar instead of keeping its icon
 * rail, in pixels: the header's menu button opens it over the page.
 */
export const SIDEBAR_HIDDEN_WIDTH = 480;

/** Width of the administration and client modals, in pixels (admin §9, clients §9). */
export const MODAL_WIDTH = 700;

/** Delay before an unauthenticated API answer forwards to /login, in milliseconds (admin §4, §8). */
export const UNAUTHENTICATED_REDIRECT_DELAY_MS = 2000;

/** The result area of the Add Client modal: its maximum height (clients §2). */
export const ADD_CLIENT_RESULT_MAX_HEIGHT = '55vh';

/** Delegation lists scroll at this fixed height, in theme units (admin §9). */
export const DELEGATION_LIST_HEIGHT = 64;

/** Minimum height of the history list, in pixels (prescribing §2). */
export const HISTORY_MIN_HEIGHT_PX = 600;
