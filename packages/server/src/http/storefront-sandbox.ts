/**
 * The storefront sandbox's pages: the outside storefront of the help-client session,
 * standing in on the VetRx server so the flow is real end to end.
 *
 * - `POST /storefront-sandbox/session` with `Authorization: Bearer <session token>` (the token
 *   POST /impersonate answered): opens the session once and sets its cookie (204); an unknown, used or
 *   expired token answers 401.
 * - `GET /storefront-sandbox/` with that cookie: the storefront, "Ordering for {client} as {vet}"; without
 *   a live session, a short page saying so (401).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage } from '@vetrx/core/common';
import { formatDateTime } from '@vetrx/core/format';
import { HELP_CLIENT_MESSAGES as M } from '@vetrx/core/messages';
import { escapeHtml } from '../html.js';
import { STOREFRONT_SANDBOX_PATHS, STOREFRONT_SESSION_MS, type SandboxSession, type StorefrontSandbox } from '../storefront/sandbox.js';

export interface StorefrontSandboxOptions {
  /** The application's storefront sandbox (the one the impersonate routes start sessions in). */
  sandbox: StorefrontSandbox;
}

const COOKIE = 'vetrx_storefront_session';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
} as const;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a202c;background:#f7fafc;font-size:15px;line-height:1.5}
header{background:#0f5f59;color:#fff;padding:14px 20px}header h1{margin:0;font-size:18px;font-weight:650}
main{max-width:880px;margin:0 auto;padding:20px}
.banner{background:#e6f4f1;border:1px solid #9fd5cc;border-radius:12px;padding:14px 16px;font-size:17px;font-weight:600;color:#0b4a45}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:14px 16px;margin-top:14px}
.card h2{margin:0 0 6px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:#4a5568}
.muted{color:#4a5568}ul{margin:0;padding-left:18px}
@media (max-width:480px){main{padding:12px}.banner{font-size:16px}}
`;

function page(status: number, reply: FastifyReply, body: string): FastifyReply {
  return reply.code(status).headers(HEADERS).send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(M.storefrontTitle)}</title><style>${STYLE}</style></head><body><header><h1>${escapeHtml(M.storefrontTitle)}</h1></header><main>${body}</main></body></html>`);
}

function storefrontPage(session: SandboxSession): string {
  const banner = formatMessage(M.orderingFor, { client: session.clientName, vet: session.vetName });
  return [
    `<p class="banner" role="status" data-testid="storefront-banner">${escapeHtml(banner)}</p>`,
    `<section class="card"><h2>${escapeHtml(M.shipTo)}</h2><p>${escapeHtml(session.shipTo ?? '—')}</p></section>`,
    `<section class="card"><h2>${escapeHtml(M.pets)}</h2>${session.pets.length ? `<ul>${session.pets.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>` : '<p>—</p>'}</section>`,
    `<p class="muted">${escapeHtml(M.storefrontNote)}</p>`,
    `<p class="muted">${escapeHtml(formatMessage(M.sessionStarted, { time: formatDateTime(session.startedAt.toISOString()) }))}</p>`,
  ].join('');
}

function cookieOf(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Adds the storefront sandbox's paths (any method; their bodies are not read).
 *
 * @example
 * storefrontSandboxRoutes(app, { sandbox });
 */
export function storefrontSandboxRoutes(scope: FastifyInstance, opts: StorefrontSandboxOptions): void {
  scope.all(STOREFRONT_SANDBOX_PATHS.session, (req, reply) => {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const session = req.method === 'POST' && token ? opts.sandbox.openSession(token) : null;
    if (!session) return reply.code(req.method === 'POST' ? 401 : 405).header('cache-control', 'no-store').send({ message: M.sessionExpired });
    const secure = (req.headers['x-forwarded-proto'] ?? '') === 'https' ? '; Secure' : '';
    return reply
      .code(204)
      .headers({
        'cache-control': 'no-store',
        'set-cookie': `${COOKIE}=${encodeURIComponent(session.id)}; Path=/storefront-sandbox; HttpOnly; SameSite=Lax; Max-Age=${STOREFRONT_SESSION_MS / 1000}${secure}`,
      })
      .send();
  });
  // The home page with and without its trailing slash (the app ignores a trailing slash).
  scope.all(STOREFRONT_SANDBOX_PATHS.home, (req, reply) => {
    const id = cookieOf(req);
    const session = id ? opts.sandbox.sessionOf(id) : null;
    if (!session) return page(401, reply, `<p class="card" data-testid="storefront-no-session">${escapeHtml(M.noStorefrontSession)}</p>`);
    return page(200, reply, storefrontPage(session));
  });
}
