/**
 * The code-redirect connect flow's REST calls on the PIMS host (admin §4, §7); the sandbox
 * partner's sign-in pages are development-only (`pims-connect-sandbox.ts`):
 *
 * - `POST /digitail/code` — body `{ locationId, redirectUri }`: answers the partner's sign-in address (a
 *   JSON string), carrying a state bound to the location and the caller.
 * - `POST /digitail/token` — body `{ locationId, url }` (the page the sign-in came back to, with `code`
 *   and `state`): answers `{ tokenData: { access_token }, userData: { clinics: [{ clinic: { id, name } }] } }`.
 *
 * The calls need the bearer token (401) and the application header (400); only support users acting as
 * themselves change a location's PIMS settings (403, also from inside an impersonated session); the
 * location must connect through the code redirect (400). The
 * partner is an outside system behind `PimsConnectGateway` (the sandbox outside production); its failures
 * answer 502 and are logged.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@vetrx/core/access';
import { connectCodeOf, PIMS_CONNECT_PATHS, usesCodeRedirect } from '@vetrx/core/admin';
import { COMMON_MESSAGES, HELP_CLIENT_MESSAGES, PIMS_CONNECT_TEXTS as T } from '@vetrx/core/messages';
import type { PimsConnectGateway } from '../pims/connect.js';
import { issueConnectState, takeConnectState } from '../pims/connect-states.js';
import { bodyOf, callerContext, HttpError, jsonRoute, outsideCall, requestOrigin, type RestRouteOptions } from './rest.js';

export interface PimsConnectRouteOptions extends RestRouteOptions {
  /** The partner: the sandbox outside production, NO_CONNECT_PARTNER where none is connected. */
  partner: PimsConnectGateway;
  /** The owner of the issued states (one store per application, e.g. its database handle). */
  stateKey: object;
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

/**
 * Adds the connect flow's calls to a scope set up by `jsonRoutes`.
 *
 * @example
 * pimsConnectRoutes(scope, { contextOf, verifyToken, publicUrl, partner, stateKey: db });
 */
export function pimsConnectRoutes(scope: FastifyInstance, opts: PimsConnectRouteOptions): void {
  const partner = () => opts.partner;
  const now = () => (opts.now ?? (() => new Date()))().getTime();

  jsonRoute(scope, 'POST', PIMS_CONNECT_PATHS.code, async (req) => {
    const body = bodyOf(req);
    const { username, location } = await supportAndLocation(req, body, opts);
    const redirectUri = typeof body.redirectUri === 'string' ? body.redirectUri.trim() : '';
    // The sign-in only comes back to VetRx itself (no open redirect).
    const allowed = [requestOrigin(req, opts.publicUrl), new URL(opts.publicUrl).origin];
    if (!/^https?:\/\/[^\s]+$/i.test(redirectUri) || !allowed.includes(new URL(redirectUri).origin)) throw new HttpError(400, HELP_CLIENT_MESSAGES.badRequest);
    const state = issueConnectState(opts.stateKey, { locationId: location.id, username }, now());
    return partnerCall(opts, 'authorizationAddress', () => partner().authorizationAddress({ redirectUri, state, origin: requestOrigin(req, opts.publicUrl) }));
  });

  jsonRoute(scope, 'POST', PIMS_CONNECT_PATHS.token, async (req) => {
    const body = bodyOf(req);
    const { username, location } = await supportAndLocation(req, body, opts);
    const back = typeof body.url === 'string' ? body.url : '';
    const code = connectCodeOf(back);
    const state = paramsOf(back).get('state') ?? '';
    const issued = takeConnectState(opts.stateKey, state, { locationId: location.id, username }, now());
    if (!code || !issued) throw new HttpError(400, T.invalidCode);
    const answer = await partnerCall(opts, 'exchange', () => partner().exchange(code));
    if (!answer) throw new HttpError(400, T.invalidCode);
    return { tokenData: { access_token: answer.accessToken }, userData: { clinics: answer.clinics.map((clinic) => ({ clinic })) } };
  });
}
