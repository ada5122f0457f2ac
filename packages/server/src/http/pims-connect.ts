/**
 * The code-redirect connect flow's REST calls on the PIMS host (admin §4, §7), and the
 * sandbox partner's sign-in pages:
 *
 * - `POST /digitail/code` — body `{ locationId, redirectUri }`: answers the partner's sign-in address (a
 *   JSON string), carrying a state bound to the location and the caller.
 * - `POST /digitail/token` — body `{ locationId, url }` (the page the sign-in came back to, with `code`
 *   and `state`): answers `{ tokenData: { access_token }, userData: { clinics: [{ clinic: { id, name } }] } }`.
 * - `GET /digitail-sandbox/authorize?state=…` — the sandbox partner's sign-in: the clinics to allow;
 *   `GET /digitail-sandbox/approve?state=…&clinic=…` sends the browser back with a code (or, with
 *   `deny`, with `error=access_denied`).
 *
 * The calls need the bearer token (401) and the application header (400); only support users acting as
 * themselves change a location's PIMS settings (403, also from inside an impersonated session); the
 * location must connect through the code redirect (400). The
 * partner is an outside system behind `PimsConnectGateway` (the sandbox by default); its failures
 * answer 502 and are logged.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can } from '@vetrx/core/access';
import { connectCodeOf, PIMS_CONNECT_PATHS, usesCodeRedirect } from '@vetrx/core/admin';
import { COMMON_MESSAGES, HELP_CLIENT_MESSAGES, PIMS_CONNECT_TEXTS as T } from '@vetrx/core/messages';
import { escapeHtml } from '../html.js';
import { CONNECT_SANDBOX_PATHS, SANDBOX_CLINICS, type ConnectSandbox, type PimsConnectGateway } from '../pims/connect.js';
import { issueConnectState, takeConnectState } from '../pims/connect-states.js';
import { bodyOf, callerContext, HttpError, jsonRoute, outsideCall, requestOrigin, type RestRouteOptions } from './rest.js';

export interface PimsConnectRouteOptions extends RestRouteOptions {
  /** The sandbox partner of this application (its sign-in pages, and the key of the issued states). */
  sandbox: ConnectSandbox;
  /** The partner; the sandbox when absent. */
  partner?: PimsConnectGateway;
}

/** The support user of the bearer token; the location to connect, which must use the code redirect. */
async function supportAndLocation(req: FastifyRequest, body: Record<string, unknown>, opts: PimsConnectRouteOptions) {
  // The support area's flow: a support user acting as themselves — the policy's
  // 'support'; from inside an impersonated session (the header sent) it is refused like every support operation.
  const ctx = await callerContext(req, opts, { impersonation: true });
  if (!can(ctx.actor, { action: 'support' }).allowed) throw new HttpError(403, T.notAllowed);
  const id = Number(body.locationId);
  const location = Number.isSafeInteger(id) && id > 0 ? await ctx.loaders.location.load(id) : null;
  if (!location) throw new HttpError(404, 'Location not found');
  if (!usesCodeRedirect(location.pimsConnectionType)) throw new HttpError(400, T.notCodeRedirect);
  return { username: ctx.requireUser().username, location };
}

const partnerCall = <T>(opts: PimsConnectRouteOptions, what: string, call: () => Promise<T>): Promise<T> =>
  outsideCall(opts, `[pims-connect] ${what}`, COMMON_MESSAGES.partnerConnectionError, call);

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
 * Adds the connect flow's calls to a scope set up by `jsonRoutes`, and the sandbox partner's pages.
 *
 * @example
 * pimsConnectRoutes(scope, { contextOf, verifyToken, publicUrl, sandbox });
 */
export function pimsConnectRoutes(scope: FastifyInstance, opts: PimsConnectRouteOptions): void {
  const sandbox = () => opts.sandbox;
  const partner = () => opts.partner ?? sandbox();
  const now = () => (opts.now ?? (() => new Date()))().getTime();

  jsonRoute(scope, 'POST', PIMS_CONNECT_PATHS.code, async (req) => {
    const body = bodyOf(req);
    const { username, location } = await supportAndLocation(req, body, opts);
    const redirectUri = typeof body.redirectUri === 'string' ? body.redirectUri.trim() : '';
    // The sign-in only comes back to VetRx itself (no open redirect).
    const allowed = [requestOrigin(req, opts.publicUrl), new URL(opts.publicUrl).origin];
    if (!/^https?:\/\/[^\s]+$/i.test(redirectUri) || !allowed.includes(new URL(redirectUri).origin)) throw new HttpError(400, HELP_CLIENT_MESSAGES.badRequest);
    const state = issueConnectState(opts.sandbox, { locationId: location.id, username }, now());
    return partnerCall(opts, 'authorizationAddress', () => partner().authorizationAddress({ redirectUri, state, origin: requestOrigin(req, opts.publicUrl) }));
  });

  jsonRoute(scope, 'POST', PIMS_CONNECT_PATHS.token, async (req) => {
    const body = bodyOf(req);
    const { username, location } = await supportAndLocation(req, body, opts);
    const back = typeof body.url === 'string' ? body.url : '';
    const code = connectCodeOf(back);
    const state = paramsOf(back).get('state') ?? '';
    const issued = takeConnectState(opts.sandbox, state, { locationId: location.id, username }, now());
    if (!code || !issued) throw new HttpError(400, T.invalidCode);
    const answer = await partnerCall(opts, 'exchange', () => partner().exchange(code));
    if (!answer) throw new HttpError(400, T.invalidCode);
    return { tokenData: { access_token: answer.accessToken }, userData: { clinics: answer.clinics.map((clinic) => ({ clinic })) } };
  });

  scope.get(CONNECT_SANDBOX_PATHS.authorize, (req, reply) => {
    const state = paramsOf(req.url).get('state') ?? '';
    if (!sandbox().request(state)) return sandboxPage(reply, 400, `<h1>${escapeHtml(T.sandboxTitle)}</h1><p>${escapeHtml(T.invalidCode)}</p>`);
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
    const to = params.has('deny') ? sandbox().deny(state) : sandbox().approve(state, params.getAll('clinic'));
    if (!to) return sandboxPage(reply, 400, `<h1>${escapeHtml(T.sandboxTitle)}</h1><p>${escapeHtml(T.invalidCode)}</p>`);
    return reply.code(302).headers({ location: to, 'cache-control': 'no-store' }).send();
  });
}
