/**
 * Texts of the CLI's device sign-in pages, served by the embedded identity provider at /oidc/device
 * (issue 45). The spec is silent on them: every text here is decided. Each page says
 * what its step is: before anyone has signed in, the person checks the code; once signed in, they
 * allow the CLI to act as the user they signed in as.
 */

/**
 * The device sign-in pages: enter the code, check it, allow the CLI to act as you, done or cancelled.
 * Placeholders: `{client}` (the CLI's name, `SIGN_IN_PAGE_MESSAGES.clients.cli`), `{username}` (the
 * signed-in user).
 *
 * @example
 * formatMessage(DEVICE_SIGN_IN_TEXTS.allowTitle, { client: SIGN_IN_PAGE_MESSAGES.clients.cli }) // 'Allow the VetRx CLI to act as you?'
 */
export const DEVICE_SIGN_IN_TEXTS = {
  /** The code entry page (no code in the address); fill `{client}`. */
  enterTitle: 'Connect the {client}',
  enterHint: 'Enter the code that `vetrx login` shows in your terminal.',
  codeLabel: 'Code',
  codePlaceholder: 'XXXX-XXXX',
  continue: 'Continue',
  /** The code check, before the person has signed in (or before they allow it as the signed-in user). */
  checkTitle: 'Check the code',
  checkHint: 'Is this the code shown in your terminal? If it is not, or you did not run `vetrx login`, press Cancel.',
  nextSignIn: 'Next you sign in with your VetRx account, then you allow the CLI to act as you.',
  nextAllow: 'You are signed in as {username}. Next you allow the CLI to act as you.',
  continueToSignIn: 'Continue to sign in',
  /** After sign-in: the person allows the CLI to act as them; fill `{client}`. */
  allowTitle: 'Allow the {client} to act as you?',
  allowHint: 'From your terminal, {client} will be able to do in VetRx whatever {username} can, until you run `vetrx logout`. Allow it only if this code matches the one in your terminal:',
  allow: 'Yes, sign in',
  cancel: 'Cancel',
  /** Done. */
  successTitle: 'You’re signed in',
  successHint: '{client} is signed in as {username}. You can close this window and return to your terminal.',
  /** Cancel was pressed on one of the pages. */
  cancelledTitle: 'Sign-in cancelled',
  cancelledHint: '{client} was not signed in. Run `vetrx login` again to start over.',
  /** The code entry page again, with what went wrong. */
  wrongCode: 'The code you entered is incorrect. Try again.',
  expiredCode: 'This code has expired. Run `vetrx login` again for a new code.',
  usedCode: 'This code has already been used. Run `vetrx login` again for a new code.',
  failed: 'There was an error processing your request. Enter the code again.',
} as const;
