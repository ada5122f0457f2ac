/**
 * The help-client session's REST calls (clients-and-patients.md §4, §7; decision 0091):
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
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { APPLICATION_HEADER, APPLICATION_NAME, ERROR_CODES, IMPERSONATION_HEADER } from '@vetrx/core/api';
import { canShowHelpClient, clientFullName, HELP_CLIENT_IMPERSONATION_TYPE, HELP_CLIENT_PATHS, hasOoboModule, IMPERSONATION_VALIDATE_TYPES } from '@vetrx/core/client';
import { featuresFromList } from '@vetrx/core/common';
import { formatAddress } from '@vetrx/core/format';
import { AUTH_MESSAGES, CLIENT_TOASTS, HELP_CLIENT_MESSAGES } from '@vetrx/core/messages';
import { mutate } from '../audit.js';
import { InvalidTokenError, type TokenVerifier } from '../auth/verifier.js';
import { buildContext, type RequestContext } from '../context/context.js';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { roleModuleAssignments } from '../repositories/users.js';
import type { StorefrontGateway } from '../storefront/gateway.js';
import { storefrontSandboxFor } from '../storefront/sandbox.js';

export interface ImpersonateRouteOptions {
  db: Db;
  verifyToken: TokenVerifier;
  /** The origin used for session addresses when the request carries none. */
  publicUrl: string;
  now?: () => Date;
  logger?: { error: (...args: unknown[]) => void };
  /** The storefront; the sandbox of this database when absent. */
  storefront?: StorefrontGateway;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY = 16 * 1024;
const TYPES = Object.values(IMPERSONATION_VALIDATE_TYPES) as string[];

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, HELP_CLIENT_MESSAGES.badRequest);
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new HttpError(400, HELP_CLIENT_MESSAGES.badRequest);
  }
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The request context of the bearer token (and the impersonation header), as GraphQL builds it. */
async function contextOf(req: IncomingMessage, opts: ImpersonateRouteOptions): Promise<RequestContext> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn.title);
  let identity;
  try {
    identity = await opts.verifyToken(token);
  } catch (e) {
    if (e instanceof InvalidTokenError) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn.title);
    throw e;
  }
  const impersonate = req.headers[IMPERSONATION_HEADER];
  try {
    const ctx = await buildContext({ db: opts.db, identity, impersonateUsername: typeof impersonate === 'string' ? impersonate : null, now: opts.now });
    if (!ctx.user) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn.title);
    return ctx;
  } catch (e) {
    if (e instanceof GraphQLError) throw new HttpError(e.extensions?.code === ERROR_CODES.NOT_FOUND ? 404 : 403, e.message);
    throw e;
  }
}

/** Whether the caller may order on behalf of clients at a location (the oobo feature and module, clients §4). */
async function ordersOnBehalfAt(ctx: RequestContext, locationId: number): Promise<boolean> {
  const membership = ctx.memberships.find((m) => m.locationId === locationId);
  if (!membership) return false;
  const modules = (await roleModuleAssignments(ctx.db, [membership.role.id])).get(membership.role.id) ?? [];
  return canShowHelpClient({ features: featuresFromList([...(await ctx.features(locationId))]), hasOoboModule: hasOoboModule(modules) });
}

/** A client of one of the caller's locations by uuid, where the caller orders on behalf of clients. */
async function helpableClient(ctx: RequestContext, uuid: string) {
  const [client] =
    UUID.test(uuid) && ctx.locationIds.length
      ? await ctx.db
          .select()
          .from(t.locationClients)
          .where(and(eq(t.locationClients.uuid, uuid), inArray(t.locationClients.locationId, ctx.locationIds)))
          .limit(1)
      : [];
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

/** Calls the storefront; a failure is logged and answered 502. */
async function storefrontCall<T>(opts: ImpersonateRouteOptions, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    (opts.logger ?? console).error(`[storefront] ${what} failed:`, e instanceof Error ? e.message : e);
    throw new HttpError(502, HELP_CLIENT_MESSAGES.storefrontUnavailable);
  }
}

/** The origin the browser reached VetRx at (session addresses are built on it), else the public URL. */
function originOf(req: IncomingMessage, publicUrl: string): string {
  const origin = req.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[^/\s]+$/i.test(origin) ? origin : publicUrl;
}

async function validate(req: IncomingMessage, ctx: RequestContext, opts: ImpersonateRouteOptions, storefront: StorefrontGateway) {
  const body = await readJson(req);
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

async function start(req: IncomingMessage, ctx: RequestContext, opts: ImpersonateRouteOptions, storefront: StorefrontGateway) {
  const body = await readJson(req);
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
  const membership = ctx.memberships.find((m) => m.locationId === client.locationId);
  const vetName = membership?.locationUser.displayName?.trim() || `${user.firstName} ${user.lastName}`.trim();
  const [address] = await ctx.db
    .select()
    .from(t.locationClientAddresses)
    .where(and(eq(t.locationClientAddresses.locationClientId, client.id), eq(t.locationClientAddresses.isActive, true)))
    .orderBy(t.locationClientAddresses.id)
    .limit(1);
  const pets = await ctx.db
    .select({ name: t.locationPatients.name })
    .from(t.locationPatientClients)
    .innerJoin(t.locationPatients, eq(t.locationPatients.id, t.locationPatientClients.locationPatientId))
    .where(and(eq(t.locationPatientClients.locationClientId, client.id), eq(t.locationPatientClients.isActive, true), eq(t.locationPatients.isActive, true)))
    .orderBy(t.locationPatients.name);
  const session = await storefrontCall(opts, 'startSession', () =>
    storefront.startSession({
      vet: { uuid: user.uuid, impersonationId: vetAccount.id, displayName: vetName },
      caretaker: { uuid: client.uuid, impersonationId, displayName: clientFullName(client), shipTo: address ? formatAddress(address) : null, pets: pets.map((p) => p.name) },
      origin: originOf(req, opts.publicUrl),
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
 * Answers POST /impersonate/validate and POST /impersonate; returns false for any other path.
 *
 * @example
 * if (await impersonateRoute(req, res, { db, verifyToken, publicUrl })) return;
 */
export async function impersonateRoute(req: IncomingMessage, res: ServerResponse, opts: ImpersonateRouteOptions): Promise<boolean> {
  const path = new URL(req.url ?? '/', 'http://local').pathname.replace(/\/+$/, '');
  if (path !== HELP_CLIENT_PATHS.validate && path !== HELP_CLIENT_PATHS.start) return false;
  try {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      throw new HttpError(405, HELP_CLIENT_MESSAGES.badRequest);
    }
    if (req.headers[APPLICATION_HEADER] !== APPLICATION_NAME) throw new HttpError(400, HELP_CLIENT_MESSAGES.applicationHeaderRequired);
    const ctx = await contextOf(req, opts);
    const storefront = opts.storefront ?? storefrontSandboxFor(opts.db, opts.now);
    send(res, 200, path === HELP_CLIENT_PATHS.validate ? await validate(req, ctx, opts, storefront) : await start(req, ctx, opts, storefront));
  } catch (e) {
    if (e instanceof HttpError) send(res, e.status, { message: e.message });
    else {
      (opts.logger ?? console).error(e);
      send(res, 500, { message: 'Internal server error' });
    }
  }
  return true;
}
