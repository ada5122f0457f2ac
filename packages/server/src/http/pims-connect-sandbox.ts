/**
 * The sandbox partner's sign-in pages of the connect flow (development only, loaded through
 * http/development.ts; a production server never holds them):
 *
 * - `GET /digitail-sandbox/authorize?state=…` — the sandbox partner's sign-in: the clinics to allow;
 *   `GET /digitail-sandbox/approve?state=…&clinic=…` sends the browser back with a code (or, with
 *   `deny`, with `error=access_denied`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PIMS_CONNECT_TEXTS as T } from '@vetrx/core/messages';
import { escapeHtml } from '../html.js';
import { CONNECT_SANDBOX_PATHS, SANDBOX_CLINICS, type ConnectSandbox } from '../pims/connect-sandbox.js';

function paramsOf(url: string): URLSearchParams {
  return new URL(url, 'http://local').searchParams;
}

const PAGE_STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef3f8;color:#1a202c;padding:16px}
main{background:#fff;border:1px solid #d9e2ec;border-radius:14px;max-width:440px;width:100%;padding:24px}h1{font-size:19px;margin:0 0 8px}p{color:#4a5568;margin:0 0 14px}
label{display:flex;gap:10px;align-items:center;padding:10px 12px;border:1px solid #e2e8f0;border-radius:10px;margin-bottom:8px;font-weight:500}
.row{display:flex;gap:10px;justify-content:flex-end;margin-top:16px}button{font:inherit;border-radius:8px;padding:9px 16px;border:1px solid #2b6cb0;cursor:pointer}
.allow{background:#2b6cb0;color:#fff}.deny{background:#fff;color:#2b6cb0}button:focus-visible,input:focus-visible{outline:3px solid #90cdf4;outline-offset:2px}`;

function sandboxPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    })
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(T.sandboxTitle)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`);
}

/**
 * Adds the sandbox partner's sign-in pages.
 *
 * @example
 * pimsConnectSandboxRoutes(scope, connectSandboxFor(db));
 */
export function pimsConnectSandboxRoutes(scope: FastifyInstance, sandbox: ConnectSandbox): void {
  scope.get(CONNECT_SANDBOX_PATHS.authorize, (req, reply) => {
    const state = paramsOf(req.url).get('state') ?? '';
    if (!sandbox.request(state)) return sandboxPage(reply, 400, `<h1>${escapeHtml(T.sandboxTitle)}</h1><p>${escapeHtml(T.invalidCode)}</p>`);
    const clinics = SANDBOX_CLINICS.map(
      (c) => `<label><input type="checkbox" name="clinic" value="${escapeHtml(c.id)}" checked> ${escapeHtml(c.name)}</label>`,
    ).join('');
    return sandboxPage(
      reply,
      200,
      `<h1>${escapeHtml(T.sandboxTitle)}</h1><p>${escapeHtml(T.sandboxAsk)}</p><form method="get" action="${CONNECT_SANDBOX_PATHS.approve}"><input type="hidden" name="state" value="${escapeHtml(state)}">${clinics}<div class="row"><button class="deny" type="submit" name="deny" value="1" data-testid="sandbox-deny">${escapeHtml(T.sandboxDeny)}</button><button class="allow" type="submit" data-testid="sandbox-allow">${escapeHtml(T.sandboxAllow)}</button></div></form>`,
    );
  });

  scope.get(CONNECT_SANDBOX_PATHS.approve, (req, reply) => {
    const params = paramsOf(req.url);
    const state = params.get('state') ?? '';
    const to = params.has('deny') ? sandbox.deny(state) : sandbox.approve(state, params.getAll('clinic'));
    if (!to) return sandboxPage(reply, 400, `<h1>${escapeHtml(T.sandboxTitle)}</h1><p>${escapeHtml(T.invalidCode)}</p>`);
    return reply.code(302).headers({ location: to, 'cache-control': 'no-store' }).send();
  });
}
