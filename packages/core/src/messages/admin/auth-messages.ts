import { type ToastText } from '../common.js';

/**
 * Sign-in, sign-out and session texts (admin §2.1, §4, §8).
 *
 * @example
 * AUTH_MESSAGES.accessRevoked // 'Access to this location is revoked'
 */
export const AUTH_MESSAGES = {
  /** Sign-in failure notification (admin §2.1, §8). */
  signInFailure: { title: 'Error Logging In.', description: 'Please try again.' } satisfies ToastText,
  /** The API answered "unauthenticated": warning shown before the redirect to /login (admin §4, §8). */
  notLoggedIn: { title: 'Not logged in', description: 'Forwarding to the login page...' } satisfies ToastText,
  /** Impersonated user could not be loaded; the original support user is restored (admin §8). */
  impersonationFailed: {
    title: 'Impersonation signing out',
    description: 'Could not impersonate selected user.',
  } satisfies ToastText,
  /** The user could not be loaded outside impersonation: storage cleared, signed out (admin §8). */
  signingOut: { title: 'Signing you out', description: 'Please connect to Administration' } satisfies ToastText,
  /** Switching to a location whose access is revoked (admin §4, §8). */
  accessRevoked: 'Access to this location is revoked',
  /**
   * Decided (0392): a page opened on a client of another of the user's locations switches to it; fill
   * `{location}` with `formatMessage`.
   */
  switchedToRecordLocation: 'Now working at {location}, where this client is',
  /** A non-support user (or a load error) in the support area (admin §2.4, §8). */
  supportOnly: "you can't access this link",
  /**
   * The support area, or a support operation, from inside an impersonated session: the support user
   * ends the impersonation first (issue 12).
   */
  supportWhileImpersonating: 'Support screens are not available while impersonating. Log out of the impersonation to use them.',
  /** Impersonation refused: the target is the support user (admin §5 Impersonation). */
  cannotImpersonateSelf: 'You cannot impersonate yourself',
  /** Impersonation refused: already impersonating (admin §5 Impersonation). */
  cannotImpersonateWhileImpersonating: 'You cannot impersonate further while impersonating',
  /** Banner while impersonating; fill `{username}` with `formatMessage` (admin §2.4). */
  impersonationBanner: 'Impersonation: {username}',
  /**
   * Beside the banner's Log out (decided, issue 59): what it does — it ends the impersonation only, the
   * support user stays signed in (admin §4: exit goes to /support).
   */
  impersonationLogOutHint: 'Log out ends the impersonation: you return to Support, still signed in.',
  /** Time left of the impersonation session, next to the banner; fill `{minutes}`. */
  impersonationTimeLeft: '{minutes} min left',
  /** Impersonation start without a reason. */
  impersonationReasonRequired: 'Enter the reason for this impersonation',
  /** Impersonation reason longer than 500 characters. */
  impersonationReasonTooLong: 'The reason can have at most 500 characters',
  /** Impersonation length outside 1..the configured maximum; fill `{max}`. */
  impersonationMinutes: 'Choose between 1 and {max} minutes',
  /** The impersonation header without an active session, or after it expired or ended. */
  impersonationEnded: 'The impersonation session has ended',
} as const;
