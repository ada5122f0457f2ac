/**
 * A fake ezyVet: a real HTTP server (node:http) that answers the part of ezyVet's API VetRx calls, as
 * ezyVet's published documents describe it — the token endpoint (JSON body with partner_id, client_id,
 * client_secret, grant_type client_credentials, scope and site_uid; tokens that expire), bearer
 * authentication (401 without a live token), the rate limits (429 with `x-ratelimit-remaining` and
 * `x-ratelimit-reset` past them; the headers on every answer), paged lists (`limit`, `page`, and the
 * `meta` of the page), field filters (a value, `{"like": …}`, `{"in": […]}`), and external
 * prescriptions written and listed. A request of another shape is answered 400, as ezyVet answers it.
 * Demo and test code: production never loads it (DEVELOPMENT_ONLY_MODULES).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

type Row = Record<string, unknown> & { id: number };

/** The records of the fake's one site, by resource. */
export interface FakeEzyVetData {
  contact: Row[];
  contactdetail: Row[];
  animal: Row[];
  species: Row[];
  breed: Row[];
  sex: Row[];
  consult: Row[];
  user: Row[];
  product: Row[];
  prescription: Row[];
  prescriptionitem: Row[];
  externalprescription: Row[];
}

/** The credentials the fake accepts. */
export interface FakeEzyVetCredentials {
  partnerId: string;
  clientId: string;
  clientSecret: string;
  siteUid: string;
}

export interface FakeEzyVetOptions {
  credentials?: FakeEzyVetCredentials;
  data?: FakeEzyVetData;
  /** Seconds a token lives (ezyVet: 12 hours). */
  tokenTtlSeconds?: number;
  /** Requests a minute per endpoint, and per database and partner (ezyVet: about 60 and 180). */
  perEndpoint?: number;
  perDatabase?: number;
  /** Seconds of a rate window (60). */
  windowSeconds?: number;
  /** The largest page (ezyVet: 200). */
  maxPageSize?: number;
  port?: number;
}

/** One request the fake answered: what tests read. */
export interface FakeEzyVetRequest {
  method: string;
  path: string;
  status: number;
  /** The Authorization header's token, for tests of renewal (never a client secret). */
  token: string | null;
}

export const FAKE_EZYVET_CREDENTIALS: FakeEzyVetCredentials = { partnerId: 'vetrx-partner', clientId: 'ezyvet-demo-client', clientSecret: 'demo-client-secret-0042', siteUid: 'demo-site-0042' };

const day = 86_400;

/**
 * The demo site: four clients with six pets, consults, users, products and what the clinic
 * dispensed (one pet on carprofen, so an NSAID prescribed in VetRx meets it on the safety screen).
 *
 * @example
 * const data = demoEzyVetData(new Date());
 */
export function demoEzyVetData(now: Date = new Date()): FakeEzyVetData {
  const t = Math.floor(now.getTime() / 1000);
  return {
    contact: [
      { id: 1001, first_name: 'Olivia', last_name: 'Hartley', business_name: null, is_customer: 1, active: 1 },
      { id: 1002, first_name: 'Marcus', last_name: 'Delgado', business_name: null, is_customer: 1, active: 1 },
      { id: 1003, first_name: 'Priya', last_name: 'Raman', business_name: null, is_customer: 1, active: 1 },
      { id: 1004, first_name: 'Theo', last_name: 'Brennan', business_name: null, is_customer: 1, active: 1 },
      { id: 1900, first_name: 'Northside', last_name: 'Supplies', business_name: 'Northside Supplies', is_customer: 0, active: 1 },
    ],
    contactdetail: [
      { id: 1, contact_id: 1001, name: 'Mobile', value: '(503) 555-0142', contact_detail_type_id: 2, preferred: 1, active: 1 },
      { id: 2, contact_id: 1001, name: 'Email', value: 'olivia.hartley@example.com', contact_detail_type_id: 1, preferred: 1, active: 1 },
      { id: 3, contact_id: 1002, name: 'Home', value: '(503) 555-0177', contact_detail_type_id: 3, preferred: 1, active: 1 },
      { id: 4, contact_id: 1002, name: 'Email', value: 'marcus.delgado@example.com', contact_detail_type_id: 1, preferred: 0, active: 1 },
      { id: 5, contact_id: 1003, name: 'Mobile', value: '(971) 555-0110', contact_detail_type_id: 2, preferred: 1, active: 1 },
      { id: 6, contact_id: 1004, name: 'Mobile', value: '(360) 555-0199', contact_detail_type_id: 2, preferred: 1, active: 1 },
      { id: 7, contact_id: 1004, name: 'Email', value: 'theo.brennan@example.com', contact_detail_type_id: 1, preferred: 1, active: 1 },
    ],
    species: [
      { id: 1, name: 'Canine' },
      { id: 2, name: 'Feline' },
    ],
    breed: [
      { id: 11, name: 'Labrador Retriever' },
      { id: 12, name: 'Border Collie' },
      { id: 21, name: 'Domestic Shorthair' },
      { id: 22, name: 'Maine Coon' },
    ],
    sex: [
      { id: 1, name: 'Male' },
      { id: 2, name: 'Female' },
      { id: 3, name: 'Male Neutered' },
      { id: 4, name: 'Female Spayed' },
    ],
    animal: [
      { id: 5001, name: 'Juniper', owner_contact_id: 1001, species_id: 1, breed_id: 11, sex_id: 4, date_of_birth: t - 9 * 365 * day, weight: 29.5, is_dead: 0, deceased_date: null, active: 1 },
      { id: 5002, name: 'Miso', owner_contact_id: 1001, species_id: 2, breed_id: 21, sex_id: 3, date_of_birth: t - 4 * 365 * day, weight: 4.8, is_dead: 0, deceased_date: null, active: 1 },
      { id: 5003, name: 'Rocket', owner_contact_id: 1002, species_id: 1, breed_id: 12, sex_id: 1, date_of_birth: t - 3 * 365 * day, weight: 19.2, is_dead: 0, deceased_date: null, active: 1 },
      { id: 5004, name: 'Biscuit', owner_contact_id: 1003, species_id: 1, breed_id: 11, sex_id: 3, date_of_birth: t - 12 * 365 * day, weight: 33.1, is_dead: 0, deceased_date: null, active: 1 },
      { id: 5005, name: 'Clementine', owner_contact_id: 1004, species_id: 2, breed_id: 22, sex_id: 4, date_of_birth: t - 7 * 365 * day, weight: 6.3, is_dead: 0, deceased_date: null, active: 1 },
      { id: 5006, name: 'Pickles', owner_contact_id: 1004, species_id: 1, breed_id: 12, sex_id: 2, date_of_birth: t - 15 * 365 * day, weight: 17.0, is_dead: 1, deceased_date: t - 200 * day, active: 0 },
    ],
    user: [
      { id: 301, title: 'Dr.', first_name: 'Emily', last_name: 'Carter', is_vet: 1, registration_number: 'OR-VET-20931', active: 1 },
      { id: 302, title: 'Dr.', first_name: 'Marcus', last_name: 'Reyes', is_vet: 1, registration_number: 'OR-VET-31877', active: 1 },
      { id: 303, title: null, first_name: 'Dana', last_name: 'Whitfield', is_vet: 0, registration_number: null, active: 1 },
    ],
    consult: [
      { id: 7001, animal_id: 5001, consult_number: 'CN-48213', date: t - 2 * day, reason: 'Stiffness after rest', diagnosis: 'Osteoarthritis of both elbows', status: 'In Progress', finalised: 0, practitioner_id: 301 },
      { id: 7002, animal_id: 5001, consult_number: 'CN-44007', date: t - 120 * day, reason: 'Annual wellness exam', diagnosis: 'Healthy; vaccines updated', status: 'Closed', finalised: 1, practitioner_id: 302 },
      { id: 7003, animal_id: 5003, consult_number: 'CN-48777', date: t - 9 * day, reason: 'Itchy skin and ear scratching', diagnosis: 'Atopic dermatitis with otitis externa', status: 'Open', finalised: 0, practitioner_id: 302 },
      { id: 7004, animal_id: 5005, consult_number: 'CN-47120', date: t - 30 * day, reason: 'Weight loss and increased thirst', diagnosis: 'Hyperthyroidism', status: 'Closed', finalised: 1, practitioner_id: 301 },
    ],
    product: [
      { id: 9001, name: 'Carprofen 75 mg Chewable Tablets', active_ingredient: 'Carprofen' },
      { id: 9002, name: 'Cephalexin 500 mg Capsules', active_ingredient: 'Cephalexin' },
      { id: 9003, name: 'Methimazole 5 mg Tablets', active_ingredient: 'Methimazole' },
    ],
    prescription: [
      { id: 8001, animal_id: 5001, consult_id: 7001, date_of_prescription: t - 2 * day, prescribed_by: 301, created_at: t - 2 * day },
      { id: 8002, animal_id: 5003, consult_id: 7003, date_of_prescription: t - 9 * day, prescribed_by: 302, created_at: t - 9 * day },
      { id: 8003, animal_id: 5005, consult_id: 7004, date_of_prescription: t - 30 * day, prescribed_by: 301, created_at: t - 30 * day },
    ],
    prescriptionitem: [
      { id: 8101, prescription_id: 8001, product_id: 9001, quantity: 30, unit: 'tablet', dosage: 'Give 1 tablet by mouth twice daily with food' },
      { id: 8102, prescription_id: 8002, product_id: 9002, quantity: 28, unit: 'capsule', dosage: 'Give 1 capsule by mouth twice daily' },
      { id: 8103, prescription_id: 8003, product_id: 9003, quantity: 60, unit: 'tablet', dosage: 'Give 1 tablet by mouth twice daily' },
    ],
    externalprescription: [],
  };
}

/** The fields a resource's list may be filtered on (its own fields); `limit` and `page` page it. */
const PAGING = new Set(['limit', 'page']);

/** The external prescription's documented body, and what each field must be. */
const EXTERNAL_RX_FIELDS: Record<string, { required: boolean; type: 'number' | 'string' }> = {
  animal_id: { required: true, type: 'number' },
  date_of_prescription: { required: true, type: 'number' },
  product_name: { required: true, type: 'string' },
  quantity: { required: true, type: 'number' },
  instructions: { required: true, type: 'string' },
  link: { required: true, type: 'string' },
  consult_id: { required: false, type: 'number' },
  prescribed_by: { required: false, type: 'number' },
  unit: { required: false, type: 'string' },
  repeats: { required: false, type: 'number' },
  expiry_date: { required: false, type: 'number' },
  external_reference: { required: false, type: 'string' },
};

const TOKEN_FIELDS = ['partner_id', 'client_id', 'client_secret', 'grant_type', 'scope', 'site_uid'] as const;

/** A running fake ezyVet. */
export interface FakeEzyVet {
  /** Its base URL (http://127.0.0.1:<port>). */
  url: string;
  data: FakeEzyVetData;
  credentials: FakeEzyVetCredentials;
  requests: FakeEzyVetRequest[];
  /** Ends every token issued so far (the next call with one is answered 401). */
  expireTokens(): void;
  /** Answers the next `count` requests to `endpoint` (e.g. `v1/contact`) with 429, as past the limit. */
  throttleNext(endpoint: string, count: number, resetSeconds?: number): void;
  /** Answers the next `count` requests to `endpoint` with this status. */
  failNext(endpoint: string, count: number, status: number): void;
  close(): Promise<void>;
}

/**
 * Starts a fake ezyVet on a free port of 127.0.0.1 (or `port`).
 *
 * @example
 * const fake = await startFakeEzyVet({ tokenTtlSeconds: 2 });
 * // …point the adapter at fake.url with fake.credentials…
 * await fake.close();
 */
export async function startFakeEzyVet(options: FakeEzyVetOptions = {}): Promise<FakeEzyVet> {
  const credentials = options.credentials ?? FAKE_EZYVET_CREDENTIALS;
  const data = options.data ?? demoEzyVetData();
  const ttl = options.tokenTtlSeconds ?? 12 * 3600;
  const windowMs = (options.windowSeconds ?? 60) * 1000;
  const perEndpoint = options.perEndpoint ?? 60;
  const perDatabase = options.perDatabase ?? 180;
  const maxPage = options.maxPageSize ?? 200;
  const tokens = new Map<string, number>();
  const requests: FakeEzyVetRequest[] = [];
  const windows = new Map<string, { start: number; count: number }>();
  const throttled = new Map<string, { count: number; reset: number }>();
  const failing = new Map<string, { count: number; status: number }>();

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const meta = (status: number) => ({ timestamp: Math.floor(Date.now() / 1000), request_id: randomBytes(8).toString('hex'), status_code: status });
  const error = (status: number, text: string) => ({ meta: meta(status), messages: [{ level: 'error', text }] });

  /** One more request in a window; the remaining count and the seconds to the window's end. */
  function count(key: string, limit: number): { remaining: number; reset: number } {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || now - w.start >= windowMs) windows.set(key, (w = { start: now, count: 0 }));
    w.count++;
    return { remaining: limit - w.count, reset: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) };
  }

  function matches(row: Row, field: string, raw: string): boolean {
    const value = row[field];
    let cond: unknown = raw;
    if (raw.startsWith('{')) cond = JSON.parse(raw) as unknown;
    if (cond && typeof cond === 'object') {
      const c = cond as { like?: string; in?: unknown[] };
      if (typeof c.like === 'string') {
        const re = new RegExp(`^${c.like.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')}$`, 'i');
        return re.test(String(value ?? ''));
      }
      if (Array.isArray(c.in)) return c.in.map(String).includes(String(value));
      throw new Error(`unsupported comparator on ${field}`);
    }
    return String(value ?? '') === String(cond);
  }

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return undefined;
    return JSON.parse(text) as unknown;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/+/, '');
    const method = req.method ?? 'GET';
    if (path === 'v1/oauth/access_token') {
      if (method !== 'POST') return (send(res, 405, error(405, 'Method not allowed')), 405);
      if (!String(req.headers['content-type'] ?? '').includes('application/json')) return (send(res, 400, error(400, 'The request body must be JSON')), 400);
      const body = (await readJson(req).catch(() => null)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object') return (send(res, 400, error(400, 'The request body must be JSON')), 400);
      const missing = TOKEN_FIELDS.filter((f) => typeof body[f] !== 'string' || !(body[f] as string).trim());
      if (missing.length) return (send(res, 400, error(400, `Missing required field(s): ${missing.join(', ')}`)), 400);
      if (body.grant_type !== 'client_credentials') return (send(res, 400, error(400, 'grant_type must be client_credentials')), 400);
      if (body.partner_id !== credentials.partnerId || body.client_id !== credentials.clientId || body.client_secret !== credentials.clientSecret || body.site_uid !== credentials.siteUid) {
        return (send(res, 401, error(401, 'Invalid client credentials')), 401);
      }
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + ttl * 1000);
      send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: ttl });
      return 200;
    }
    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? null;
    const live = bearer ? tokens.get(bearer) : undefined;
    if (!bearer || live === undefined || live <= Date.now()) return (send(res, 401, error(401, 'Access token is invalid or has expired')), 401);
    const endpoint = path.split('/').slice(0, 2).join('/');
    const resource = path.split('/')[1] ?? '';
    const forced = throttled.get(endpoint);
    const perEp = count(`${endpoint}`, perEndpoint);
    const perDb = count('database', perDatabase);
    const remaining = Math.max(0, Math.min(perEp.remaining, perDb.remaining));
    const reset = perEp.remaining < 0 ? perEp.reset : perDb.remaining < 0 ? perDb.reset : Math.min(perEp.reset, perDb.reset);
    if (forced && forced.count > 0) {
      forced.count--;
      return (send(res, 429, error(429, 'Too many requests'), { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(forced.reset) }), 429);
    }
    if (perEp.remaining < 0 || perDb.remaining < 0) return (send(res, 429, error(429, 'Too many requests'), { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }), 429);
    const limitHeaders = { 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': String(reset) };
    const fail = failing.get(endpoint);
    if (fail && fail.count > 0) {
      fail.count--;
      return (send(res, fail.status, error(fail.status, 'Simulated failure'), limitHeaders), fail.status);
    }
    if (path.split('/').length !== 2 || !(resource in data)) return (send(res, 404, error(404, 'Not found'), limitHeaders), 404);
    const rows = data[resource as keyof FakeEzyVetData];
    if (method === 'GET') {
      const fields = new Set(['id', ...rows.flatMap((r) => Object.keys(r))]);
      if (resource === 'externalprescription') for (const f of Object.keys(EXTERNAL_RX_FIELDS)) fields.add(f);
      const filters: Array<[string, string]> = [];
      for (const [k, v] of url.searchParams) {
        if (PAGING.has(k)) continue;
        if (!fields.has(k)) return (send(res, 400, error(400, `Unknown parameter: ${k}`), limitHeaders), 400);
        filters.push([k, v]);
      }
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      if (!Number.isInteger(limit) || limit < 1 || limit > maxPage) return (send(res, 400, error(400, `limit must be between 1 and ${maxPage}`), limitHeaders), 400);
      if (!Number.isInteger(page) || page < 1) return (send(res, 400, error(400, 'page must be a positive integer')), 400);
      let found: Row[];
      try {
        found = rows.filter((r) => filters.every(([k, v]) => matches(r, k, v)));
      } catch (e) {
        return (send(res, 400, error(400, e instanceof Error ? e.message : 'Bad filter'), limitHeaders), 400);
      }
      const items = found.slice((page - 1) * limit, page * limit).map((r) => ({ [resource]: r }));
      send(res, 200, { meta: { ...meta(200), items_total: found.length, items_page_total: Math.max(1, Math.ceil(found.length / limit)), items_page_number: page, items_page_size: limit }, messages: [], items }, limitHeaders);
      return 200;
    }
    if (method === 'POST' && resource === 'externalprescription') {
      if (!String(req.headers['content-type'] ?? '').includes('application/json')) return (send(res, 400, error(400, 'The request body must be JSON'), limitHeaders), 400);
      const body = (await readJson(req).catch(() => null)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return (send(res, 400, error(400, 'The request body must be a JSON object'), limitHeaders), 400);
      const problems: string[] = [];
      for (const [f, rule] of Object.entries(EXTERNAL_RX_FIELDS)) {
        if (body[f] === undefined || body[f] === null) {
          if (rule.required) problems.push(`${f} is required`);
        } else if (typeof body[f] !== rule.type) problems.push(`${f} must be a ${rule.type}`);
      }
      for (const f of Object.keys(body)) if (!(f in EXTERNAL_RX_FIELDS)) problems.push(`Unknown field: ${f}`);
      if (!problems.length) {
        if (!data.animal.some((a) => a.id === body.animal_id)) problems.push('animal_id does not exist');
        if (body.consult_id !== undefined && !data.consult.some((c) => c.id === body.consult_id && c.animal_id === body.animal_id)) problems.push('consult_id does not belong to the animal');
        if (body.prescribed_by !== undefined && !data.user.some((u) => u.id === body.prescribed_by)) problems.push('prescribed_by does not exist');
        if (typeof body.link === 'string' && !/^https?:\/\//.test(body.link)) problems.push('link must be a URL');
      }
      if (problems.length) return (send(res, 400, error(400, problems.join('; ')), limitHeaders), 400);
      const row = { ...body, id: 60000 + data.externalprescription.length + 1 } as Row;
      data.externalprescription.push(row);
      send(res, 200, { meta: meta(200), messages: [], items: [{ externalprescription: row }] }, limitHeaders);
      return 200;
    }
    send(res, 405, error(405, 'Method not allowed'), limitHeaders);
    return 405;
  }

  const server: Server = createServer((req, res) => {
    const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? null;
    handle(req, res).then(
      (status) => requests.push({ method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!.replace(/^\/+/, ''), status, token }),
      () => {
        if (!res.headersSent) send(res, 500, error(500, 'Internal error'));
        requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', status: 500, token });
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    data,
    credentials,
    requests,
    expireTokens: () => tokens.clear(),
    throttleNext: (endpoint, n, resetSeconds = 1) => void throttled.set(endpoint, { count: n, reset: resetSeconds }),
    failNext: (endpoint, n, status) => void failing.set(endpoint, { count: n, status }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
