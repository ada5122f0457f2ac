/**
 * Decided: the sign-in pages — the portal's /login and the embedded identity provider's own pages
 * (development and tests): its sign-in form, its refusals, its error pages. In a module of
 * its own, apart from `AUTH_MESSAGES` (which every screen's first load holds): only /login and the server
 * read these.
 *
 * @example
 * SIGN_IN_PAGE_MESSAGES.title // 'Sign in'
 */
export const SIGN_IN_PAGE_MESSAGES = {
  title: 'Sign in',
  /**
   * The names of the embedded provider's two clients, as its pages show them (`{client}`): the portal's
   * sign-in form, the CLI's device sign-in pages. The provider registers its clients under these names.
   */
  clients: { portal: 'VetRx portal', cli: 'VetRx CLI' },
  /** Fill `{client}`: the application signed in to. */
  sub: 'Use your practice account to continue to {client}.',
  /** The provider's form when the client has no name. */
  subPlain: 'Use your practice account.',
  tagline: 'Prescribing & pharmacy portal',
  username: 'Username',
  password: 'Password',
  /** Fill `{terms}` and `{privacy}` with the login footer's labels. */
  accept: 'By signing in you accept the {terms} and the {privacy}.',
  wrongPassword: 'Incorrect username or password.',
  /** While the sign-in throttle blocks: the wait in whole minutes, rounded up; fill `{minutes}`. */
  tooManyAttempts: { one: 'Too many attempts. Try again in 1 minute.', other: 'Too many attempts. Try again in {minutes} minutes.' },
  /** The provider's own errors; the description is its own, else `signInFailure.description`. */
  problem: 'Sign-in problem',
  notFound: { title: 'Not found', description: 'This sign-in link is not valid.' },
  notAllowed: { title: 'Not allowed', description: 'This request is not allowed.' },
  expired: { title: 'Sign-in expired', description: 'This sign-in request has expired. Please return to VetRx and sign in again.' },
  returnToApp: 'Return to VetRx',
  /**
   * The provider's sign-out asked for without proof that the portal of this very session asks it (no
   * valid `id_token_hint`): the person confirms first, and nothing is ended unless they do. Fill
   * `{username}`.
   */
  signOut: {
    title: 'Sign out of VetRx?',
    sub: 'You are signed in as {username}. Do you want to sign out of VetRx in this browser?',
    confirm: 'Sign out',
    cancel: 'Stay signed in',
  },
  /** After signing out, when the application named no page of its own to return to. */
  signedOut: { title: 'Signed out', sub: 'You have signed out of VetRx.', signIn: 'Sign in again' },
  /** A form of the provider's pages larger than the server reads (413): refused unread; fill `{kb}`. */
  tooLarge: { title: 'Form too large', description: 'The form sent was larger than {kb} KB, so it was not read and nothing was done. Go back and try again.' },
} as const;
