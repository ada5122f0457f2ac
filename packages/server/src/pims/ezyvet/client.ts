/**
 * ezyVet's API as a well-behaved partner calls it: OAuth 2.0 client credentials at
 * `/v1/oauth/access_token` (partner_id, client_id, client_secret, site_uid, scope, grant_type), the
 * bearer token cached per account and renewed before it expires or when a call answers 401; the rate
 * limits kept before a call goes out (a budget shared by every instance, {@link RateBudget}) and a 429
 * honoured (`x-ratelimit-reset`, then backoff); every request with a timeout; every page of a list read.
 * Real HTTP (Node's fetch); no secret or token ever goes into an error message or a log line.
 */
import type { RateBudget } from './rate-budget.js';

/** What the adapter needs to call one ezyVet site. */
export interface EzyVetConfig {
  /** https://api.ezyvet.com, https://api.trial.ezyvet.com, or the fake's address. */
  baseUrl: string;
  /** VetRx's partner id (one for every site). */
  partnerId: string;
  /** The site's API credentials (the location's PIMS account id and secret). */
  clientId: string;
  clientSecret: string;
  /** The site (database) the credentials belong to. */
  siteUid: string;
  /** Milliseconds a request may take (default 10 s). */
  timeoutMs?: number;
}

/** The scopes VetRx asks for: what it reads, and external prescriptions (the write-back). */
export const EZYVET_SCOPES = [
  'read-contact',
  'read-contactdetail',
  'read-animal',
  'read-species',
  'read-breed',
  'read-sex',
  'read-consult',
  'read-user',
  'read-prescription',
  'read-prescriptionitem',
  'read-product',
  'read-externalprescription',
  'write-externalprescription',
] as const;

/** ezyVet's documented limits: about 60 requests a minute per endpoint, 180 per database and partner. */
export const EZYVET_LIMITS = { perEndpoint: 60, perDatabase: 180, windowSeconds: 60 } as const;

/** A page of a list as ezyVet answers it. */
export interface EzyVetList<T> {
  meta?: { items_total?: number; items_page_total?: number; items_page_number?: number; items_page_size?: number };
  items?: Array<Record<string, T>>;
}

/** A failed ezyVet call: the status and ezyVet's own message, never a credential. */
export class EzyVetError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'EzyVetError';
  }
}

interface CachedToken {
  token: string;
  /** Epoch ms when it stops being used (renewed before ezyVet's expiry). */
  renewAt: number;
}

/** Tokens of every account this process called, by account (base URL, partner, client, site). */
const tokens = new Map<string, Promise<CachedToken>>();

/** Forgets every cached token (tests). */
export function forgetEzyVetTokens(): void {
  tokens.clear();
}

/** How long before ezyVet's expiry a token is renewed: a tenth of its life, at most 10 minutes. */
const renewMargin = (lifeMs: number) => Math.min(10 * 60_000, lifeMs / 10);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Milliseconds until `x-ratelimit-reset` (seconds to wait, or an epoch in seconds), or Retry-After. */
export function resetDelayMs(headers: Headers, nowMs: number): number | null {
  const reset = Number(headers.get('x-ratelimit-reset') ?? headers.get('retry-after') ?? NaN);
  if (!Number.isFinite(reset) || reset < 0) return null;
  return reset > 1_000_000_000 ? Math.max(0, reset * 1000 - nowMs) : reset * 1000;
}

/** The endpoint a path counts against: `v1/contact` for `/v1/contact?x=1`. */
export const endpointOf = (path: string) => path.replace(/^\/+/, '').split('?')[0]!.split('/').slice(0, 2).join('/');

/**
 * A client of one ezyVet site.
 *
 * @example
 * const api = ezyVetClient(config, memoryRateBudget());
 * const contacts = await api.list<EzyVetContact>('v1/contact', { active: '1' }, 'contact');
 */
export function ezyVetClient(config: EzyVetConfig, budget: RateBudget, clock: () => number = Date.now) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 10_000;
  const account = [base, config.partnerId, config.clientId, config.siteUid].join('|');
  const budgetKey = `${config.siteUid}:${config.partnerId}`;
  /** While ezyVet said an endpoint has no requests left: epoch ms until which it waits. */
  const pausedUntil = new Map<string, number>();

  async function requestToken(): Promise<CachedToken> {
    const res = await fetch(`${base}/v1/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        partner_id: config.partnerId,
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
        scope: EZYVET_SCOPES.join(','),
        site_uid: config.siteUid,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number; messages?: unknown } | null;
    if (!res.ok || !body?.access_token) throw new EzyVetError(res.status, `ezyVet refused the access token request (${res.status})`);
    const lifeMs = (Number(body.expires_in) || 12 * 3600) * 1000;
    return { token: body.access_token, renewAt: clock() + lifeMs - renewMargin(lifeMs) };
  }

  /** The account's token: the cached one while it is fresh, else a new one (one request for concurrent callers). */
  async function token(renew = false): Promise<string> {
    const cached = tokens.get(account);
    if (cached && !renew) {
      const t = await cached.catch(() => null);
      if (t && t.renewAt > clock()) return t.token;
    }
    // Only the first caller to see a stale token asks for another; the others wait for it.
    if (tokens.get(account) === cached) {
      const next = requestToken();
      tokens.set(account, next);
      next.catch(() => (tokens.get(account) === next ? tokens.delete(account) : undefined));
    }
    return (await tokens.get(account)!).token;
  }

  /** One call: budget, token, timeout; 401 renews the token once; 429 and 5xx wait and retry. */
  async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const endpoint = endpointOf(path);
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const paused = (pausedUntil.get(endpoint) ?? 0) - clock();
      if (paused > 0) await sleep(paused);
      await budget.take([
        { key: `ezyvet:${budgetKey}:${endpoint}`, points: EZYVET_LIMITS.perEndpoint, windowSeconds: EZYVET_LIMITS.windowSeconds },
        { key: `ezyvet:${budgetKey}`, points: EZYVET_LIMITS.perDatabase, windowSeconds: EZYVET_LIMITS.windowSeconds },
      ]);
      const bearer = await token();
      let res: Response;
      try {
        res = await fetch(`${base}/${path.replace(/^\/+/, '')}`, {
          method,
          headers: { authorization: `Bearer ${bearer}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        // A timeout or a dropped connection: a read is retried; a write is not (the caller's outbox retries it).
        if (method === 'GET' && attempt < 2) continue;
        throw new EzyVetError(0, `ezyVet did not answer ${method} ${endpoint} (${e instanceof Error ? e.name : 'error'})`);
      }
      if (res.headers.get('x-ratelimit-remaining') === '0') {
        const wait = resetDelayMs(res.headers, clock());
        if (wait !== null) pausedUntil.set(endpoint, clock() + wait);
      }
      if (res.status === 401 && !renewed) {
        renewed = true;
        await token(true);
        continue;
      }
      // A 429 is waited out (up to five times); a 5xx is tried twice more, so a page never waits long on a PIMS that is down.
      if ((res.status === 429 && attempt < 5) || (res.status >= 500 && attempt < 2)) {
        const backoff = Math.min(30_000, 250 * 2 ** attempt);
        const wait = res.status === 429 ? Math.max(resetDelayMs(res.headers, clock()) ?? 0, backoff) : backoff;
        await res.body?.cancel();
        await sleep(Math.min(wait, 60_000));
        continue;
      }
      const json = (await res.json().catch(() => null)) as (T & { messages?: Array<{ text?: string }> }) | null;
      if (!res.ok || json === null) {
        const said = json?.messages?.map((m) => m.text).filter(Boolean).join('; ');
        throw new EzyVetError(res.status, `ezyVet answered ${res.status} to ${method} ${endpoint}${said ? `: ${said}` : ''}`);
      }
      return json;
    }
  }

  /** Every item of a list (every page, up to `maxPages` of 200), unwrapped from ezyVet's `{ <resource>: … }`. */
  async function list<T>(path: string, params: Record<string, string>, resource: string, maxPages = 50): Promise<T[]> {
    const out: T[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const query = new URLSearchParams({ ...params, limit: '200', page: String(page) });
      const answer = await call<EzyVetList<T>>('GET', `${path}?${query}`);
      for (const item of answer.items ?? []) if (item[resource]) out.push(item[resource]!);
      const pages = answer.meta?.items_page_total ?? 1;
      if (page >= pages || (answer.items ?? []).length === 0) break;
    }
    return out;
  }

  return { call, list, token };
}
