/**
 * The route table (admin §2.2, clients §2) and the rules that read a path: which module owns it, which
 * menu key it highlights.
 *
 * Route parameters are written `:name` (the router's syntax) where the specification writes `{name}`.
 * Paths are compared case-insensitively and without a trailing slash, so `/create/rx/direct/` and
 * `/PrescribingShortcuts` match their modules whatever the casing of the module's `link`.
 */

/**
 * Routes of the support area (admin §2.2). Only support users may enter them.
 *
 * @example
 * import { SUPPORT_ROUTES } from '@vetrx/core/access';
 */
export const SUPPORT_ROUTES = {
  home: '/support',
  impersonate: '/support/impersonate',
  practiceSearch: '/support/practicesearch',
  practiceDetail: '/support/practicedetail/:practiceId',
  organizationDetail: '/support/organizationdetail/:organizationId',
  prescribingShortcuts: '/support/prescribingshortcuts',
  role: '/support/role',
  pims: '/support/pims',
  sandbox: '/support/sandbox',
} as const;

/**
 * Routes of the main (practice) area (admin §2.2, clients §2).
 *
 * @example
 * import { MAIN_ROUTES } from '@vetrx/core/access';
 */
export const MAIN_ROUTES = {
  root: '/',
  dashboard: '/dashboard',
  create: '/create',
  createRx: '/create/rx',
  productSelection: '/create/rx/product-selection',
  createRxDirect: '/create/rx/direct',
  createPrescriptionForClient: '/create/prescription/client/:clientId',
  approve: '/approve',
  clientSearch: '/clientsearch',
  clientProfile: '/clients/profile/:locationClientId',
  products: '/products',
  productDetail: '/products/:id',
  userManagement: '/usermanagement',
  userProfile: '/usermanagement/userprofile/:locationUserId',
  history: '/history',
  orders: '/orders',
  reports: '/reports',
  officeUse: '/officeuserx',
  officeUseProductSelection: '/officeuserx/create/rx/product-selection',
  officeUseCreateRx: '/officeuserx/create/rx',
  link: '/link',
  prescribingShortcuts: '/PrescribingShortcuts',
  practiceSettings: '/practicesettings',
} as const;

/**
 * Destination of the Back action on the client profile (clients §2).
 *
 * @example
 * CREATE_BY_CLIENT_PATH // '/create?createBy=client'
 */
export const CREATE_BY_CLIENT_PATH = '/create?createBy=client';

/**
 * Routes open without a session (admin §2.1).
 *
 * @example
 * import { PUBLIC_ROUTES } from '@vetrx/core/access';
 */
export const PUBLIC_ROUTES = {
  login: '/login',
  loginCallback: '/login/callback',
} as const;

/**
 * Which module link owns each main route: a route is allowed when its owning module is allowed for the
 * role (admin §2.3). Sub-pages belong to the module of their first path segment, except the client
 * profile, which belongs to the client list module `/clientsearch`. `/` is owned by no module: it is the
 * landing route and is sent to the first allowed module.
 *
 * @example
 * import { ROUTE_OWNERSHIP } from '@vetrx/core/access';
 */
export const ROUTE_OWNERSHIP: Readonly<Record<Exclude<(typeof MAIN_ROUTES)[keyof typeof MAIN_ROUTES], '/'>, string>> = {
  '/dashboard': '/dashboard',
  '/create': '/create',
  '/create/rx': '/create',
  '/create/rx/product-selection': '/create',
  '/create/rx/direct': '/create',
  '/create/prescription/client/:clientId': '/create',
  '/approve': '/approve',
  '/clientsearch': '/clientsearch',
  '/clients/profile/:locationClientId': '/clientsearch',
  '/products': '/products',
  '/products/:id': '/products',
  '/usermanagement': '/usermanagement',
  '/usermanagement/userprofile/:locationUserId': '/usermanagement',
  '/history': '/history',
  '/orders': '/orders',
  '/reports': '/reports',
  '/officeuserx': '/officeuserx',
  '/officeuserx/create/rx/product-selection': '/officeuserx',
  '/officeuserx/create/rx': '/officeuserx',
  '/link': '/link',
  '/PrescribingShortcuts': '/PrescribingShortcuts',
  '/practicesettings': '/practicesettings',
};

/** First path segments whose owner is not the segment itself. */
const SEGMENT_OWNERS: Readonly<Record<string, string>> = { clients: '/clientsearch' };

/**
 * Removes the query, the hash and a trailing slash; an empty path becomes `/`.
 *
 * @example
 * normalizePath('/create/rx/direct/?x=1') // '/create/rx/direct'
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0].trim();
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Canonical form of a path or module link for comparisons: normalised and lower-cased.
 *
 * @example
 * linkKey('/PrescribingShortcuts/') // '/prescribingshortcuts'
 */
export function linkKey(path: string): string {
  return normalizePath(path).toLowerCase();
}

function segments(path: string): string[] {
  return normalizePath(path).split('/').filter(Boolean);
}

/**
 * True when `path` matches the route `pattern` (`:name` matches one non-empty segment).
 *
 * @example
 * matchRoute('/clients/profile/:locationClientId', '/clients/profile/42') // true
 */
export function matchRoute(pattern: string, path: string): boolean {
  const p = segments(pattern);
  const s = segments(path);
  if (p.length !== s.length) return false;
  return p.every((part, i) => part.startsWith(':') || part.toLowerCase() === s[i].toLowerCase());
}

/**
 * The module link that owns a path (see {@link ROUTE_OWNERSHIP}), in canonical lower case; `null` for
 * `/` and for the support and public areas, which modules do not govern. A path outside the table
 * belongs to the module of its first segment.
 *
 * @example
 * ownerModuleLink('/clients/profile/42') // '/clientsearch'
 */
export function ownerModuleLink(path: string): string | null {
  const key = linkKey(path);
  if (key === '/' || isSupportPath(key) || isPublicPath(key)) return null;
  for (const [pattern, owner] of Object.entries(ROUTE_OWNERSHIP)) {
    if (matchRoute(pattern, key)) return linkKey(owner);
  }
  const first = segments(key)[0];
  return SEGMENT_OWNERS[first] ?? `/${first}`;
}

/**
 * True for `/support` and every path under it.
 *
 * @example
 * isSupportPath('/support/role') // true
 */
export function isSupportPath(path: string): boolean {
  const key = linkKey(path);
  return key === SUPPORT_ROUTES.home || key.startsWith(`${SUPPORT_ROUTES.home}/`);
}

/**
 * True for the sign-in routes, which need no session.
 *
 * @example
 * isPublicPath('/login/callback') // true
 */
export function isPublicPath(path: string): boolean {
  const key = linkKey(path);
  return Object.values(PUBLIC_ROUTES).some((route) => route === key);
}

/** First segments that highlight themselves (admin §2.3). */
const SELF_HIGHLIGHTING = new Set([
  'products',
  'create',
  'usermanagement',
  'role',
  'history',
  'practicesettings',
  'approve',
  'orders',
  'reports',
]);

/**
 * The side-menu key to highlight for a path (admin §2.3, §2.4): `clients…` highlights `/clientsearch`;
 * `practicedetail` or `organizationdetail` highlight `/practicesearch`; `officeuse…` highlights
 * `/officeuserx`; products, create, usermanagement, role, history, practicesettings, approve, orders
 * and reports highlight themselves; any other path highlights itself (normalised). The rule is applied
 * to the first segment, and inside the support area to the segment after `/support`, the key keeping
 * the `/support` prefix (so `/support/practicedetail/7` highlights `/support/practicesearch`). The key
 * is canonical (see {@link linkKey}), so it equals `MenuLink.key` and the support entries' keys.
 *
 * @example
 * highlightKey('/create/rx/product-selection') // '/create'
 */
export function highlightKey(path: string): string {
  const normal = normalizePath(path);
  const support = isSupportPath(normal);
  const rest = support ? normal.slice(SUPPORT_ROUTES.home.length) || '/' : normal;
  const first = (segments(rest)[0] ?? '').toLowerCase();
  let key: string;
  if (first.startsWith('clients')) key = '/clientsearch';
  else if (first === 'practicedetail' || first === 'organizationdetail') key = '/practicesearch';
  else if (first.startsWith('officeuse')) key = '/officeuserx';
  else if (SELF_HIGHLIGHTING.has(first)) key = `/${first}`;
  else key = rest;
  if (!support) return linkKey(key);
  return key === '/' ? SUPPORT_ROUTES.home : linkKey(`${SUPPORT_ROUTES.home}${key}`);
}

/**
 * Fills the `:name` parameters of a route with URL-encoded values.
 *
 * @example
 * fillRoute(MAIN_ROUTES.clientProfile, { locationClientId: 42 }) // '/clients/profile/42'
 */
export function fillRoute(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:(\w+)/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) throw new Error(`Missing route parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0) as number;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return bytes;
}

/**
 * Base64-encodes an id for a route query (clients §2: `patientId`, `clientId` are sent base64-encoded).
 *
 * @example
 * encodeRouteId(42) // 'NDI='
 */
export function encodeRouteId(id: string | number): string {
  const bytes = utf8Bytes(String(id));
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64[(n >> 18) & 63] + BASE64[(n >> 12) & 63];
    out += b === undefined ? '=' : BASE64[(n >> 6) & 63];
    out += c === undefined ? '=' : BASE64[n & 63];
  }
  return out;
}

/**
 * Decodes an id written by {@link encodeRouteId}; `null` when the text is not valid base64 of UTF-8.
 *
 * @example
 * decodeRouteId('NDI=') // '42'
 */
export function decodeRouteId(encoded: string): string | null {
  const clean = encoded.trim();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) return null;
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i += 4) {
    const chunk = clean.slice(i, i + 4);
    const n = [...chunk].reduce((acc, ch) => (acc << 6) | (ch === '=' ? 0 : BASE64.indexOf(ch)), 0);
    bytes.push((n >> 16) & 255);
    if (chunk[2] !== '=') bytes.push((n >> 8) & 255);
    if (chunk[3] !== '=') bytes.push(n & 255);
  }
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    const len = b < 0x80 ? 1 : b >> 5 === 6 ? 2 : b >> 4 === 14 ? 3 : b >> 3 === 30 ? 4 : 0;
    if (len === 0 || i + len > bytes.length) return null;
    let c = len === 1 ? b : b & (0xff >> (len + 1));
    for (let k = 1; k < len; k++) {
      if (bytes[i + k] >> 6 !== 2) return null;
      c = (c << 6) | (bytes[i + k] & 63);
    }
    if (c > 0x10ffff) return null;
    out += String.fromCodePoint(c);
    i += len;
  }
  return out;
}

/**
 * The client profile route with the optional base64 `patientId` query (clients §2).
 *
 * @example
 * clientProfilePath(7, 42) // '/clients/profile/7?patientId=NDI%3D'
 */
export function clientProfilePath(locationClientId: string | number, patientId?: string | number | null): string {
  const base = fillRoute(MAIN_ROUTES.clientProfile, { locationClientId });
  return patientId === null || patientId === undefined
    ? base
    : `${base}?patientId=${encodeURIComponent(encodeRouteId(patientId))}`;
}
