/**
 * The pages of the CLI's device sign-in (`vetrx login`), in the look of the sign-in page:
 * enter the code → check it → sign in → allow the CLI to act as you → done. oidc-provider hands over its
 * forms as HTML; each page keeps their address and hidden fields (the xsrf token, the code) and draws
 * its own inputs and buttons, so every field is sent once: the submit button alone carries `confirm` or
 * `abort` (oidc-provider answers 400 to a field sent twice).
 */
import { formatMessage } from '@vetrx/core/common';
import { DEVICE_SIGN_IN_TEXTS as T } from '@vetrx/core/messages';
import { escapeHtml, page } from './pages.js';

/** The mask of the user codes the provider makes (`features.deviceFlow.mask`): shown to people with its dash. */
export const USER_CODE_MASK = '****-****';

/**
 * A stored user code (normalised: letters only) as the terminal shows it, with the mask's dash.
 *
 * @example
 * displayUserCode('BCDFGHJK') // 'BCDF-GHJK'
 */
export function displayUserCode(normalized: string): string {
  let i = 0;
  return USER_CODE_MASK.replace(/\*/g, () => normalized[i++] ?? '');
}

/** A form of oidc-provider, read from its HTML: where it posts and its hidden fields. */
export interface ProviderForm {
  action: string;
  hidden: ReadonlyArray<readonly [name: string, value: string]>;
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][\w:.-]*)\s*=\s*"([^"]*)"/g)) out[m[1].toLowerCase()] = unescape(m[2]);
  return out;
}

/**
 * Reads oidc-provider's form HTML: its action and hidden inputs (visible inputs are left out: the page
 * draws its own).
 *
 * @example
 * readProviderForm('<form action="/oidc/device"><input type="hidden" name="xsrf" value="ab"/></form>') // { action: '/oidc/device', hidden: [['xsrf', 'ab']] }
 */
export function readProviderForm(html: string): ProviderForm {
  const form = /<form\b([^>]*)>/i.exec(html);
  const action = form ? (attributes(form[1]).action ?? '') : '';
  const hidden: Array<[string, string]> = [];
  for (const input of html.matchAll(/<input\b([^>]*)>/gi)) {
    const a = attributes(input[1]);
    if (a.type === 'hidden' && a.name) hidden.push([a.name, a.value ?? '']);
  }
  return { action, hidden };
}

/** A text of the catalogue, escaped, with `vetrx login` and the like set as code, and its values filled in (the username in bold). */
function say(template: string, values: Record<string, string> = {}): string {
  const html = escapeHtml(template).replace(/`([^`]+)`/g, '<code>$1</code>');
  const filled = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k === 'username' ? `<strong>${escapeHtml(v)}</strong>` : escapeHtml(v)]));
  return formatMessage(html, filled);
}

function formStart(id: string, form: ProviderForm, opts: { skip?: readonly string[] } = {}): string {
  const hidden = form.hidden
    .filter(([name]) => !opts.skip?.includes(name))
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form id="${escapeHtml(id)}" method="post" action="${escapeHtml(form.action)}" novalidate>${hidden}`;
}

/** Allow (confirm) and Cancel (abort): each button sends its own field, once. */
const answerButtons = (confirmLabel: string) =>
  `<button type="submit" name="confirm" value="yes">${escapeHtml(confirmLabel)}</button>
<button type="submit" name="abort" value="yes" class="secondary">${escapeHtml(T.cancel)}</button>`;

/**
 * Step 1, the address without a code: enter the code from the terminal (again, with what went wrong,
 * after a wrong, expired or used code).
 *
 * @example
 * deviceInputPage({ form: readProviderForm(html), clientName: 'VetRx CLI' })
 */
export function deviceInputPage(opts: { form: ProviderForm; clientName: string; error?: string; userCode?: string }): string {
  const title = formatMessage(T.enterTitle, { client: opts.clientName });
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>${opts.error ? `<div class="error" role="alert">${say(opts.error)}</div>` : `<p class="sub">${say(T.enterHint)}</p>`}
${formStart('op.deviceInputForm', opts.form, { skip: ['user_code'] })}
<label for="user_code">${escapeHtml(T.codeLabel)}</label><input id="user_code" name="user_code" autocomplete="off" autocapitalize="characters" spellcheck="false" required autofocus class="code" placeholder="${escapeHtml(T.codePlaceholder)}" value="${escapeHtml(opts.userCode ?? '')}">
<button type="submit">${escapeHtml(T.continue)}</button></form>`,
  );
}

/**
 * Step 2, before the CLI may act as anyone: the person checks the code matches their terminal. Not
 * signed in yet, the button leads to the sign-in page; signed in already, to the allow page.
 *
 * @example
 * deviceCheckPage({ form: readProviderForm(html), userCode: 'BCDF-GHJK', signedInAs: null })
 */
export function deviceCheckPage(opts: { form: ProviderForm; userCode: string; signedInAs: string | null }): string {
  return page(
    T.checkTitle,
    `<h1>${escapeHtml(T.checkTitle)}</h1><p class="sub">${say(T.checkHint)}</p>
<p class="code" data-user-code>${escapeHtml(opts.userCode)}</p>
<p class="sub">${opts.signedInAs ? say(T.nextAllow, { username: opts.signedInAs }) : say(T.nextSignIn)}</p>
${formStart('op.deviceConfirmForm', opts.form, { skip: ['confirm', 'abort'] })}
${answerButtons(opts.signedInAs ? T.continue : T.continueToSignIn)}</form>`,
  );
}

/**
 * Step 3, signed in: the person allows the CLI to act as them (`confirm=yes`) or cancels (`abort=yes`);
 * the form posts to the interaction.
 *
 * @example
 * deviceAllowPage({ action: '/interaction/abc', userCode: 'BCDF-GHJK', clientName: 'VetRx CLI', username: 'support@demo.vetrx.dev' })
 */
export function deviceAllowPage(opts: { action: string; userCode: string; clientName: string; username: string }): string {
  const title = formatMessage(T.allowTitle, { client: opts.clientName });
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="sub">${say(T.allowHint, { client: opts.clientName, username: opts.username })}</p>
<p class="code" data-user-code>${escapeHtml(opts.userCode)}</p>
${formStart('vetrx.deviceAllowForm', { action: opts.action, hidden: [] })}
${answerButtons(T.allow)}</form>`,
  );
}

/**
 * Done: the CLI's next poll gets the tokens.
 *
 * @example
 * deviceSuccessPage({ clientName: 'VetRx CLI', username: 'support@demo.vetrx.dev' })
 */
export function deviceSuccessPage(opts: { clientName: string; username: string }): string {
  return page(T.successTitle, `<h1>${escapeHtml(T.successTitle)}</h1><p class="sub">${say(T.successHint, { client: opts.clientName, username: opts.username })}</p>`);
}

/**
 * Cancel was pressed: the CLI's next poll is told (access_denied).
 *
 * @example
 * deviceCancelledPage({ clientName: 'VetRx CLI' })
 */
export function deviceCancelledPage(opts: { clientName: string }): string {
  return page(T.cancelledTitle, `<h1>${escapeHtml(T.cancelledTitle)}</h1><p class="sub">${say(T.cancelledHint, { client: opts.clientName })}</p>`);
}

/**
 * What the code entry page says after an error of oidc-provider's device flow (its re-render errors by
 * name): a wrong, expired or used code, or anything else.
 *
 * @example
 * deviceErrorText({ name: 'ExpiredError', userCode: 'BCDF-GHJK' }) // 'This code has expired. …'
 */
export function deviceErrorText(err: { name?: string; userCode?: string }): string {
  switch (err.name) {
    case 'ExpiredError':
      return T.expiredCode;
    case 'AlreadyUsedError':
      return T.usedCode;
    case 'NotFoundError':
    case 'NoCodeError':
      return T.wrongCode;
    default:
      return T.failed;
  }
}
