import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { APPLICATION_HEADER, IDEMPOTENCY_KEY_HEADER, IMPERSONATION_HEADER } from '@vetrx/core/api';

/** 'sha256-…' of a text, as a CSP source. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP hash of the empty text. */
export const EMPTY_TEXT_HASH = sha256('');

/** The CSP hashes of the embedded provider's inline texts (oidc/pages.ts `providerPageHashes`). */
export interface ProviderPageHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

export interface SecurityOptions {
  /** The public origin (config PUBLIC_URL's origin): the one origin the API answers browsers from. */
  publicOrigin: string;
  /** Other browser origins allowed to call the API (config VETRX_CORS_ORIGINS, the dev server's). */
  corsOrigins: readonly string[];
  /** The identity provider's origin, when it is not the public origin (an external issuer). */
  issuerOrigin: string;
  /** Believe X-Forwarded-Proto (a proxy in front sets it; config VETRX_TRUST_PROXY). */
  trustProxy: boolean;
  /**
   * The embedded provider's pages' inline texts, hashed (development only: a production server runs no
   * provider, and loads none of its pages). Absent, /oidc and /interaction get the portal's policy.
   */
  providerPages?: ProviderPageHashes;
}

/** Whether the request reached us over HTTPS: its own TLS socket, or the trusted proxy's word. */
export function overHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  return (
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase() === 'https'
  );
}

/** HSTS: a year, subdomains included (OWASP ASVS 14.4.5). Sent only on responses that came over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The browser features a page of ours may use (`Permissions-Policy`, every response): none
 * but writing to the clipboard (the Copy buttons), by our own pages. Every other feature a browser
 * gates this way is refused — to our pages and to anything they frame — so a script injected into the
 * portal cannot open the camera or microphone, read the location, take payments or reach USB, serial
 * or HID devices. Only features the installed Chromium (156) knows: it warns of an unknown one in the
 * console (`bluetooth` and `web-share` were).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The embedded provider's pages: its sign-in, device, sign-out and error pages. */
const isProviderPath = (path: string) => path === '/oidc' || path.startsWith('/oidc/') || path.startsWith('/interaction/');

/** The portal's sign-in callback (the web's CALLBACK_PATH), also its silent renewal's page. */
export const SIGN_IN_CALLBACK_PATH = '/login/callback';

/**
 * The answers of a silent sign-in renewal, which the portal loads in a hidden frame of its own origin
 * (decision 0301): the provider's authorization endpoint (with prompt=none it only redirects, never draws
 * the sign-in form, which lives under /interaction/) and the portal's callback page. These may be framed
 * by the same origin only; every other page, the sign-in form included, by none.
 */
export const isSilentRenewalPath = (path: string): boolean => path === SIGN_IN_CALLBACK_PATH || path === '/oidc/auth' || path.startsWith('/oidc/auth/');

/** The same headers, letting the portal's own origin frame the answer (CSP frame-ancestors 'self', X-Frame-Options SAMEORIGIN). */
function framableBySameOrigin(res: ServerResponse): void {
  const csp = res.getHeader('content-security-policy');
  if (typeof csp === 'string') res.setHeader('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  res.setHeader('x-frame-options', 'SAMEORIGIN');
}

/**
 * The browser defences of every response, from helmet and cors rather than by
 * hand:
 *
 * - a Content Security Policy without inline script: the portal's scripts and styles are its own files
 *   (`'self'`), the embedded provider's pages allow their own inline texts by hash;
 *   `frame-ancestors 'none'` and `X-Frame-Options: DENY` everywhere (the sign-in page cannot be framed
 *   to steal a click or a password); pages that set their own policy (the report embed, the sandbox
 *   pages) keep theirs;
 * - `X-Content-Type-Options: nosniff` on every response (JSON, files, pages), `Referrer-Policy:
 *   no-referrer` (addresses name patients and prescriptions), Cross-Origin-Opener/Resource policies,
 *   and a `Permissions-Policy` refusing every browser feature the portal does not use
 *   ({@link PERMISSIONS_POLICY});
 * - HSTS on responses served over HTTPS (a proxy's X-Forwarded-Proto only when trusted);
 * - CORS for the API: the public origin and the configured ones only, never a reflected origin, no
 *   credentials (the API takes bearer tokens, not cookies); a preflight from another origin is answered
 *   without any Access-Control-Allow-* header, so the browser refuses it. The provider (/oidc) answers
 *   CORS itself, for its registered clients' origins.
 *
 * Adds them to an app: helmet in a hook of every request (it writes to the raw response, so hijacked
 * answers — the provider's, a live-updates stream — carry them too), and @fastify/cors, which answers
 * a preflight itself. A route with `config: { cors: false }` (the provider's) is left to answer CORS itself.
 */
export async function securityHeaders(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  const allowed = new Set([opts.publicOrigin, ...opts.corsOrigins]);
  const issuer = opts.issuerOrigin === opts.publicOrigin ? [] : [opts.issuerOrigin];
  const common = {
    // HSTS is decided per request (overHttps); helmet would send it over plain HTTP too.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: 'no-referrer' as const },
    // The bulk approval's re-authentication opens the identity provider in a popup.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
    crossOriginResourcePolicy: { policy: 'same-origin' as const },
  };
  const portal = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (Chakra) adds empty <style> elements and fills them through the CSSOM, which CSP does not
        // govern: the hash of the empty text allows those and no inline style text.
        styleSrc: ["'self'", EMPTY_TEXT_HASH],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...issuer],
        // The reports' embed (same origin) and a silent sign-in renewal at the provider.
        frameSrc: ["'self'", ...issuer],
        formAction: ["'self'", ...issuer],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
      },
    },
  });
  const hashes = opts.providerPages;
  const provider = hashes && helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: hashes.scripts.length ? hashes.scripts : ["'none'"],
        styleSrc: hashes.styles.length ? hashes.styles : ["'none'"],
        ...(hashes.styleAttributes.length ? { styleSrcAttr: ["'unsafe-hashes'", ...hashes.styleAttributes] } : {}),
        imgSrc: ["'self'", 'data:'],
        // The sign-in form posts here, and the provider then redirects to the client (the portal, or
        // the Vite dev server's origin in development).
        formAction: ["'self'", ...[...allowed].filter((o) => o !== opts.publicOrigin)],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    const path = new URL(request.url, 'http://local').pathname;
    (provider && isProviderPath(path) ? provider : portal)(request.raw, reply.raw, (err?: unknown) => {
      if (isSilentRenewalPath(path)) framableBySameOrigin(reply.raw);
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      if (overHttps(request.raw, opts.trustProxy)) reply.raw.setHeader('strict-transport-security', HSTS);
      done(err as Error | undefined);
    });
  });
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: false,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'accept', 'authorization', APPLICATION_HEADER, IMPERSONATION_HEADER, IDEMPOTENCY_KEY_HEADER],
    exposedHeaders: ['retry-after'],
    maxAge: 600,
    preflightContinue: false,
    optionsSuccessStatus: 204,
    // A preflight from a refused origin goes on to its route, as any request does (no Allow-* headers).
    strictPreflight: false,
  });
}
