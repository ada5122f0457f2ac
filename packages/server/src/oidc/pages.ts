import { createHash } from 'node:crypto';
import { LOGIN_FOOTER_LINKS } from '@vetrx/core/access';
import { formatMessage } from '@vetrx/core/common';
import { AUTH_MESSAGES, LOGIN_FOOTER_LABELS, SIGN_IN_PAGE_MESSAGES } from '@vetrx/core/messages';
import { escapeHtml } from '../html.js';

/** The texts of the provider's pages (decided; admin §2.1 for the footer's links). */
const P = SIGN_IN_PAGE_MESSAGES;

export { escapeHtml };

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(160deg,#e6f4f1 0%,#f6f8fb 60%);color:#1a202c}
main{width:100%;max-width:400px;padding:16px}
.card{background:#fff;border-radius:14px;box-shadow:0 10px 30px rgba(16,59,70,.12);padding:32px 28px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:20px}.brand svg{flex:none}
.brand b{font-size:22px;letter-spacing:-.02em;color:#0f4c5c}.brand span{font-size:13px;color:#5a6b7b;display:block}
h1{font-size:18px;margin:0 0 4px}p.sub{margin:0 0 20px;color:#5a6b7b;font-size:14px}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px;color:#2d3748}
input{width:100%;padding:10px 12px;border:1px solid #cbd5e0;border-radius:8px;font-size:15px}
input:focus{outline:2px solid #2c7a7b;border-color:#2c7a7b}input[readonly]{background:#edf2f7;color:#2d3748}
button{margin-top:22px;width:100%;padding:11px;border:0;border-radius:8px;background:#0f766e;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
button:hover{background:#115e59}.secondary{background:#edf2f7;color:#2d3748}.secondary:hover{background:#e2e8f0}
a.button{display:block;margin-top:12px;padding:11px;border-radius:8px;text-align:center;font-size:15px;font-weight:600;text-decoration:none;background:#0f766e;color:#fff}
a.button:hover{background:#115e59}a.button.secondary{background:#edf2f7;color:#2d3748}a.button.secondary:hover{background:#e2e8f0}
.error{background:#fff5f5;border:1px solid #feb2b2;color:#9b2c2c;padding:10px 12px;border-radius:8px;font-size:14px;margin-bottom:6px}
.hint{font-size:12px;color:#718096;margin-top:16px;line-height:1.5}
footer{margin:22px 0;display:flex;flex-wrap:wrap;gap:14px;justify-content:center;font-size:13px}
footer a{color:#2c5282;text-decoration:none}footer a:hover{text-decoration:underline}
code{background:#edf2f7;padding:1px 5px;border-radius:4px}.code{font-size:28px;letter-spacing:.2em;text-align:center;font-weight:700}
`;

const LOGO = `<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true"><rect width="36" height="36" rx="9" fill="#0f766e"/><path d="M11 10h5.5a5 5 0 0 1 .9 9.9L22 26h-3.4l-4.2-5.8H14V26h-3V10Zm3 3v4.4h2.4a2.2 2.2 0 1 0 0-4.4H14Z" fill="#fff"/><path d="M21 20l5 6m0-6l-5 6" stroke="#99f6e4" stroke-width="2.2" stroke-linecap="round"/></svg>`;

/** Footer links of the sign-in screen (admin §2.1). */
export function footer(): string {
  return `<footer>${LOGIN_FOOTER_LINKS
    .map((l) => `<a href="${escapeHtml(l.path)}" target="_blank" rel="noopener">${escapeHtml(l.label)}</a>`)
    .join('')}</footer>`;
}

/** The portal's icon (the web build's `/favicon.svg`), so a tab on the provider's pages shows it too, and the browser asks no `/favicon.ico`. */
const ICON = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · VetRx</title>${ICON}<style>${STYLE}</style></head><body><main><div class="card">
<div class="brand">${LOGO}<div><b>VetRx</b><span>${escapeHtml(P.tagline)}</span></div></div>
${body}</div>${footer()}</main></body></html>`;
}

/**
 * `confirm`: a re-authentication that confirms something: its title and sentence replace
 * the plain sign-in's, and the username is the one that must sign in, shown read-only.
 */
export function loginPage(opts: { action: string; username?: string; error?: string; clientName?: string; confirm?: { title: string; sub: string } }): string {
  const c = opts.confirm;
  const title = c ? c.title : P.title;
  const sub = c ? c.sub : opts.clientName ? formatMessage(P.sub, { client: opts.clientName }) : P.subPlain;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="sub">${escapeHtml(sub)}</p>
${opts.error ? `<div class="error" role="alert">${escapeHtml(opts.error)}</div>` : ''}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on">
<label for="username">${escapeHtml(P.username)}</label><input id="username" name="username" type="email" required ${c ? 'readonly' : 'autofocus'} value="${escapeHtml(opts.username ?? '')}" autocomplete="username">
<label for="password">${escapeHtml(P.password)}</label><input id="password" name="password" type="password" required ${c ? 'autofocus ' : ''}autocomplete="current-password">
<button type="submit">${escapeHtml(P.title)}</button></form>
<p class="hint">${escapeHtml(formatMessage(P.accept, { terms: LOGIN_FOOTER_LABELS.termsOfService, privacy: LOGIN_FOOTER_LABELS.privacyPolicy }))}</p>`,
  );
}

/**
 * The sign-out the portal of this very session asks for (a valid `id_token_hint` of it):
 * the form posts itself — the person pressed Sign out in the portal a moment ago.
 */
export function logoutPage(form: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out · VetRx</title>${ICON}</head><body>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<p style="font-family:system-ui,sans-serif;text-align:center;margin-top:20vh">${escapeHtml(AUTH_MESSAGES.signingOut.title)}…</p>
<script>document.getElementById('op.logoutForm').submit()</script></body></html>`;
}

export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><div class="error" role="alert">${escapeHtml(message)}</div><p class="hint"><a href="/">${escapeHtml(P.returnToApp)}</a></p>`);
}

/**
 * The sign-out asked for without proof that the portal of this session asks it — no `id_token_hint`,
 * or one of another session or user: the person confirms, and nothing ends unless they
 * press Sign out (the provider's form, its xsrf field kept, with `logout=yes` on that button alone).
 * Stay signed in goes back to the portal.
 *
 * @example
 * logoutConfirmPage({ form: readProviderForm(html), username: 'vet@demo.vetrx.dev', portalUrl: 'http://localhost:4000/' })
 */
export function logoutConfirmPage(opts: { form: { action: string; hidden: ReadonlyArray<readonly [string, string]> }; username: string; portalUrl: string }): string {
  const t = P.signOut;
  const hidden = opts.form.hidden
    .filter(([name]) => name !== 'logout')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const sub = formatMessage(escapeHtml(t.sub), { username: `<strong>${escapeHtml(opts.username)}</strong>` });
  return page(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1><p class="sub">${sub}</p>
<form id="vetrx.logoutConfirmForm" method="post" action="${escapeHtml(opts.form.action)}">${hidden}
<button type="submit" name="logout" value="yes">${escapeHtml(t.confirm)}</button></form>
<a class="button secondary" href="${escapeHtml(opts.portalUrl)}">${escapeHtml(t.cancel)}</a>`,
  );
}

/**
 * After a sign-out that named no page of the application to return to: said in the sign-in pages'
 * look, with the way back to sign in.
 *
 * @example
 * signedOutPage({ signInUrl: 'http://localhost:4000/login' })
 */
export function signedOutPage(opts: { signInUrl: string }): string {
  const t = P.signedOut;
  return page(t.title, `<h1>${escapeHtml(t.title)}</h1><p class="sub">${escapeHtml(t.sub)}</p><a class="button" href="${escapeHtml(opts.signInUrl)}">${escapeHtml(t.signIn)}</a>`);
}

/** 'sha256-…' of a text, as a CSP source. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline `<style>`, `<script>` and `style="…"` texts of these pages, hashed for their Content
 * Security Policy (http/security.ts): read from the pages as they render with no data of
 * a request, so a hash follows its template when the page changes, and no text a request brings is
 * ever hashed.
 *
 * @example
 * const hashes = providerPageHashes(); // { scripts: ["'sha256-…'"], styles: [...], styleAttributes: [...] }
 */
export function providerPageHashes(): { scripts: string[]; styles: string[]; styleAttributes: string[] } {
  const html = page('-', '') + logoutPage('<form id="op.logoutForm" method="post" action="/"></form>');
  const inner = (tag: string) => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => sha256(m[1]));
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => sha256(m[1]));
  return { scripts: [...new Set(inner('script'))], styles: [...new Set(inner('style'))], styleAttributes: [...new Set(attributes)] };
}
