/**
 * The help-client session's REST calls (clients-and-patients.md §4, §7):
 *
 * - `POST /impersonate/validate` — body `{ uuid, type }`, type 'account-caretaker' (a client) or
 *   'account-user' (the signed-in user themself); answers `{ uuid }`, the storefront account's id, or
 *   `{ uuid: null }` when the storefront has no account for it (yet).
 * - `POST /impersonate` — body `{ uuid, impersonationId, impersonationType: 'vet' }`: the signed-in user
 *   starts ordering on behalf of the client whose storefront account is `impersonationId`; answers
 *   `{ sessionUrl, token, storefrontUrl }`, and writes an audit row.
 *
 * Both need the bearer token (401 'Not logged in') and the header application: practice-portal (400).
 * The client must be at one of the caller's locations (404), where the caller may order on behalf of
 * clients — the oobo feature and the oobo module (core's canShowHelpClient; 403). The storefront is an
 * outside system behind `StorefrontGateway` (the sandbox by default); when it fails the call answers
 * 502 and the failure is logged.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canShowHelpClient, clientFullName, HELP_CLIENT_IMPERSONATION_TYPE, HELP_CLIENT_PATHS, hasOoboModule, IMPERSONATION_VALIDATE_TYPES } from '@vetrx/core/client';
import { featuresFromList } from '@vetrx/core/common';
import { formatAddress } from '@vetrx/core/format';
import { CLIENT_TOASTS, HELP_CLIENT_MESSAGES } from '@vetrx/core/messages';
import { mutate } from '../unit-of-work.js';
import type { RequestContext } from '../context/context.js';
import type { StorefrontGateway } from '../storefront/gateway.js';
import { bodyOf, callerContext, HttpError, jsonRoute, outsideCall, requestOrigin, type RestRouteOptions } from './rest.js';

export interface ImpersonateRouteOptions extends RestRouteOptions {
  /** The storefront (the application's sandbox unless one is configured). */
  storefront: StorefrontGateway;
}

/** Calls the storefront; a failure is logged and answered 502. */
const storefrontCall = <T>(opts: ImpersonateRouteOptions, what: string, call: () => Promise<T>): Promise<T> =>
  outsideCall(opts, `[storefront] ${what}`, HELP_CLIENT_MESSAGES.storefrontUnavailable, call);

const TYPES = Object.values(IMPERSONATION_VALIDATE_TYPES) as string[];

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Whether the caller may order on behalf of clients at a location (the oobo feature and module, clients §4). */
async function ordersOnBehalfAt(ctx: RequestContext, locationId: number): Promise<boolean> {
  const membership = ctx.membershipAt(locationId);
  if (!membership) return false;
  const modules = await ctx.repos.helpClient.roleModules(membership.role.id);
  return canShowHelpClient({ features: featuresFromList([...(await ctx.features(locationId))]), hasOoboModule: hasOoboModule(modules) });
}

/** A client of one of the caller's locations by uuid, where the caller orders on behalf of clients. */
async function helpableClient(ctx: RequestContext, uuid: string) {
  const client = await ctx.repos.helpClient.clientByUuid(uuid);
  if (!client || client.isOfficeUse) throw new HttpError(404, 'Client not found');
  if (!(await ordersOnBehalfAt(ctx, client.locationId))) throw new HttpError(403, HELP_CLIENT_MESSAGES.notAllowed);
  return client;
}

/** The signed-in user, when `uuid` is theirs and they order on behalf of clients somewhere. */
async function helpingUser(ctx: RequestContext, uuid: string) {
  const user = ctx.requireUser();
  if (uuid !== user.uuid) throw new HttpError(403, HELP_CLIENT_MESSAGES.notYourself);
  for (const m of ctx.memberships) if (await ordersOnBehalfAt(ctx, m.locationId)) return user;
  throw new HttpError(403, HELP_CLIENT_MESSAGES.notAllowed);
}

async function validate(req: FastifyRequest, ctx: RequestContext, opts: ImpersonateRouteOptions, storefront: StorefrontGateway) {
  const body = bodyOf(req);
  const uuid = text(body.uuid);
  const type = text(body.type);
  if (!uuid || !type || !TYPES.includes(type)) throw new HttpError(400, HELP_CLIENT_MESSAGES.badRequest);
  if (type === IMPERSONATION_VALIDATE_TYPES.client) {
    const client = await helpableClient(ctx, uuid);
    const account = await storefrontCall(opts, 'findAccount', () => storefront.findAccount({ type: 'account-caretaker', uuid: client.uuid, email: client.email }));
    return { uuid: account?.id ?? null };
  }
  const user = await helpingUser(ctx, uuid);
  const account = await storefrontCall(opts, 'findAccount', () => storefront.findAccount({ type: 'account-user', uuid: user.uuid, email: user.email }));
  return { uuid: account?.id ?? null };
}

async function start(req: FastifyRequest, ctx: RequestContext, opts: ImpersonateRouteOptions, storefront: StorefrontGateway) {
  const body = bodyOf(req);
  const uuid = text(body.uuid);
  const impersonationId = text(body.impersonationId);
  if (!uuid || !impersonationId || body.impersonationType !== HELP_CLIENT_IMPERSONATION_TYPE) throw new HttpError(400, HELP_CLIENT_MESSAGES.badRequest);
  const user = await helpingUser(ctx, uuid);
  const account = await storefrontCall(opts, 'accountOf', () => storefront.accountOf(impersonationId));
  if (!account || account.type !== IMPERSONATION_VALIDATE_TYPES.client) throw new HttpError(404, 'Client not found');
  const client = await helpableClient(ctx, account.uuid);
  if (!client.isActive) throw new HttpError(400, CLIENT_TOASTS.clientNotActive.title);
  const vetAccount = await storefrontCall(opts, 'findAccount', () => storefront.findAccount({ type: 'account-user', uuid: user.uuid, email: user.email }));
  if (!vetAccount) throw new HttpError(403, HELP_CLIENT_MESSAGES.notAllowed);
  const membership = ctx.membershipAt(client.locationId);
  const vetName = membership?.locationUser.displayName?.trim() || `${user.firstName} ${user.lastName}`.trim();
  const [address, pets] = await Promise.all([ctx.repos.helpClient.shipTo(client), ctx.repos.helpClient.petNames(client)]);
  const session = await storefrontCall(opts, 'startSession', () =>
    storefront.startSession({
      vet: { uuid: user.uuid, impersonationId: vetAccount.id, displayName: vetName },
      caretaker: { uuid: client.uuid, impersonationId, displayName: clientFullName(client), shipTo: address ? formatAddress(address) : null, pets },
      origin: requestOrigin(req, opts.publicUrl),
    }),
  );
  await mutate(ctx, 'Impersonate', async ({ record }) => {
    record({
      entity: 'LocationClient',
      entityId: client.id,
      locationId: client.locationId,
      before: null,
      after: { helpClientSession: { impersonationId, impersonationType: HELP_CLIENT_IMPERSONATION_TYPE, storefrontUrl: session.storefrontUrl } },
    });
  });
  return session;
}

/**
 * Adds POST /impersonate/validate and POST /impersonate to a scope set up by `jsonRoutes`.
 *
 * @example
 * impersonateRoutes(scope, { contextOf, verifyToken, publicUrl, storefront });
 */
export function impersonateRoutes(scope: FastifyInstance, opts: ImpersonateRouteOptions): void {
  jsonRoute(scope, 'POST', HELP_CLIENT_PATHS.validate, async (req) => validate(req, await callerContext(req, opts, { impersonation: true }), opts, opts.storefront));
  jsonRoute(scope, 'POST', HELP_CLIENT_PATHS.start, async (req) => start(req, await callerContext(req, opts, { impersonation: true }), opts, opts.storefront));
}
