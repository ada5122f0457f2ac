/**
 * Texts of an impersonation session that is still running on the server but not in this browser — a
 * window closed while impersonating, another device (issue 45): Support Home shows it
 * and the Impersonate dialog says what to do instead of starting another. The spec is silent on them;
 * every text here is decided, beside the spec's 'You cannot impersonate further while impersonating'.
 */
import type { ToastText } from './common.js';

/**
 * The running session's card (Support Home, the Impersonate dialog). Placeholders: `{username}` (the
 * impersonated user).
 *
 * @example
 * formatMessage(RUNNING_IMPERSONATION_TEXTS.continue, { username: 'vet@demo.vetrx.dev' }) // 'Continue as vet@demo.vetrx.dev'
 */
export const RUNNING_IMPERSONATION_TEXTS = {
  title: 'Your impersonation session is still running',
  hint: 'It was not ended when you left it. Continue acting as {username}, or end the session: until then you cannot impersonate anyone else.',
  /** The Impersonate dialog, under the spec's refusal: what to do instead. */
  dialogHint: 'Your session as {username} is still running. End it to impersonate someone else, or continue it.',
  impersonating: 'Impersonating',
  since: 'Since',
  until: 'Until',
  reason: 'Reason',
  continue: 'Continue as {username}',
  end: 'End session',
  /** After End. */
  ended: { title: 'Impersonation session ended', description: 'You can impersonate another user now.' } satisfies ToastText,
  /** End failed (the server's message replaces the description when it gives one). */
  endFailed: { title: 'Could not end the session', description: 'Please try again.' } satisfies ToastText,
  /** Continue found no such user any more (deleted, renamed). */
  userGone: { title: 'Could not continue the session', description: '{username} was not found. End the session instead.' } satisfies ToastText,
} as const;
