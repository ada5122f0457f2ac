/**
 * The storefront sandbox: a StorefrontGateway that lives on the VetRx server. Storefront account ids
 * are derived from the VetRx uuid (`sf-caretaker-…`, `sf-user-…`); a session is an opaque bearer token
 * that the browser exchanges once, at `/storefront-sandbox/session`, for a cookie that opens
 * `/storefront-sandbox/` ("Ordering for {client} as {vet}"). Sessions live in memory for 30 minutes,
 * one store per database handle (so every app instance, and every test server, has its own).
 */
import { randomBytes } from 'node:crypto';
import type { StorefrontGateway, StorefrontSession, StorefrontSessionRequest } from './gateway.js';

/** The sandbox's paths on the VetRx server. */
export const STOREFRONT_SANDBOX_PATHS = { home: '/storefront-sandbox/', session: '/storefront-sandbox/session' } as const;
/** Lifetime of a sandbox session. */
export const STOREFRONT_SESSION_MS = 30 * 60_000;

/** A started session, before and after the browser opened it. */
export interface SandboxSession {
  id: string;
  clientName: string;
  vetName: string;
  shipTo: string | null;
  pets: string[];
  startedAt: Date;
  expiresAt: Date;
}

/** The sandbox storefront: the gateway, and the session store its pages read. */
export interface StorefrontSandbox extends StorefrontGateway {
  /** Exchanges a session token (once) for the session's cookie id; `null` for an unknown, used or expired token. */
  openSession(token: string): SandboxSession | null;
  /** The opened session of a cookie id; `null` when unknown or expired. */
  sessionOf(id: string): SandboxSession | null;
}

const PREFIX = { 'account-caretaker': 'sf-caretaker-', 'account-user': 'sf-user-' } as const;
const secret = () => randomBytes(24).toString('base64url');

/**
 * Creates a sandbox storefront with its own session store.
 *
 * @example
 * const storefront = createStorefrontSandbox(() => new Date());
 * const session = await storefront.startSession(request);
 */
export function createStorefrontSandbox(now: () => Date = () => new Date()): StorefrontSandbox {
  const pending = new Map<string, SandboxSession>();
  const opened = new Map<string, SandboxSession>();
  const live = (s: SandboxSession | undefined) => (s && s.expiresAt.getTime() > now().getTime() ? s : null);
  return {
    async findAccount({ type, uuid, email }) {
      if (!uuid.trim()) return null;
      if (type === 'account-caretaker' && !email?.trim()) return null;
      return { id: `${PREFIX[type]}${uuid.trim()}` };
    },
    async accountOf(id) {
      for (const [type, prefix] of Object.entries(PREFIX) as [keyof typeof PREFIX, string][]) {
        if (id.startsWith(prefix) && id.length > prefix.length) return { type, uuid: id.slice(prefix.length) };
      }
      return null;
    },
    async startSession(request: StorefrontSessionRequest): Promise<StorefrontSession> {
      const token = secret();
      const startedAt = now();
      pending.set(token, {
        id: secret(),
        clientName: request.caretaker.displayName,
        vetName: request.vet.displayName,
        shipTo: request.caretaker.shipTo,
        pets: request.caretaker.pets,
        startedAt,
        expiresAt: new Date(startedAt.getTime() + STOREFRONT_SESSION_MS),
      });
      const origin = request.origin.replace(/\/+$/, '');
      return { sessionUrl: `${origin}${STOREFRONT_SANDBOX_PATHS.session}`, token, storefrontUrl: `${origin}${STOREFRONT_SANDBOX_PATHS.home}` };
    },
    openSession(token) {
      const session = live(pending.get(token));
      pending.delete(token);
      if (!session) return null;
      opened.set(session.id, session);
      return session;
    },
    sessionOf(id) {
      const session = live(opened.get(id));
      if (!session) opened.delete(id);
      return session;
    },
  };
}

const stores = new WeakMap<object, StorefrontSandbox>();

/**
 * The sandbox storefront of an app (one per database handle): the impersonate routes start sessions in
 * it, the storefront sandbox pages read them.
 *
 * @example
 * const storefront = storefrontSandboxFor(database.db);
 */
export function storefrontSandboxFor(key: object, now?: () => Date): StorefrontSandbox {
  let s = stores.get(key);
  if (!s) stores.set(key, (s = createStorefrontSandbox(now)));
  return s;
}
