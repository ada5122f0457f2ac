/**
 * The sandbox partner of the code-redirect connect flow: a stand-in for Digitail's sign-in that keeps
 * its requests and codes in memory. Demo code: development-only (DEVELOPMENT_ONLY_MODULES), loaded
 * through http/development.ts; a production server never holds it.
 */
import { randomBytes } from 'node:crypto';
import type { ConnectClinic, PimsConnectGateway } from './connect.js';

/** The sandbox partner's paths on the VetRx server. */
export const CONNECT_SANDBOX_PATHS = { authorize: '/digitail-sandbox/authorize', approve: '/digitail-sandbox/approve' } as const;

/** The clinics the sandbox partner's user may connect. */
export const SANDBOX_CLINICS: readonly ConnectClinic[] = [
  { id: 'dgt-clinic-4101', name: 'Lakeside Animal Clinic' },
  { id: 'dgt-clinic-4102', name: 'Lakeside Animal Clinic — Annex' },
];

const REQUEST_MS = 10 * 60_000;
const CODE_MS = 5 * 60_000;

/** The sandbox partner: the gateway, and what its sign-in pages read and write. */
export interface ConnectSandbox extends PimsConnectGateway {
  /** A sign-in request still open, by its state. */
  request(state: string): { redirectUri: string } | null;
  /** Approves a request for some clinics: the address to send the browser back to, with a new code. */
  approve(state: string, clinicIds: readonly string[]): string | null;
  /** Refuses a request: the address to send the browser back to, with `error=access_denied`. */
  deny(state: string): string | null;
}

const secret = () => randomBytes(18).toString('base64url');

function withParams(uri: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const [base, hash] = uri.split('#');
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash ? `#${hash}` : ''}`;
}

/**
 * Creates a sandbox partner with its own requests and codes (in memory).
 *
 * @example
 * const partner = createConnectSandbox(() => new Date());
 */
export function createConnectSandbox(now: () => Date = () => new Date()): ConnectSandbox {
  const requests = new Map<string, { redirectUri: string; expires: number }>();
  const codes = new Map<string, { clinics: ConnectClinic[]; expires: number }>();
  const live = <T extends { expires: number }>(v: T | undefined) => (v && v.expires > now().getTime() ? v : null);
  return {
    async authorizationAddress({ redirectUri, state, origin }) {
      requests.set(state, { redirectUri, expires: now().getTime() + REQUEST_MS });
      return `${origin.replace(/\/+$/, '')}${CONNECT_SANDBOX_PATHS.authorize}?${new URLSearchParams({ state, client_id: 'vetrx' })}`;
    },
    async exchange(code) {
      const entry = live(codes.get(code));
      codes.delete(code);
      return entry ? { accessToken: `dgt_${secret()}`, clinics: entry.clinics } : null;
    },
    request(state) {
      const r = live(requests.get(state));
      return r ? { redirectUri: r.redirectUri } : null;
    },
    approve(state, clinicIds) {
      const r = live(requests.get(state));
      const clinics = SANDBOX_CLINICS.filter((c) => clinicIds.includes(c.id));
      if (!r || clinics.length === 0) return null;
      requests.delete(state);
      const code = secret();
      codes.set(code, { clinics, expires: now().getTime() + CODE_MS });
      return withParams(r.redirectUri, { code, state });
    },
    deny(state) {
      const r = live(requests.get(state));
      if (!r) return null;
      requests.delete(state);
      return withParams(r.redirectUri, { error: 'access_denied', state });
    },
  };
}

const sandboxes = new WeakMap<object, ConnectSandbox>();

/**
 * The sandbox partner of an app (one per database handle).
 *
 * @example
 * const partner = connectSandboxFor(database.db);
 */
export function connectSandboxFor(key: object, now?: () => Date): ConnectSandbox {
  let s = sandboxes.get(key);
  if (!s) sandboxes.set(key, (s = createConnectSandbox(now)));
  return s;
}
