import { createHash, randomBytes } from 'node:crypto';

/** A minimal cookie jar for scripted sign-in flows. */
class Jar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function step(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
  jar.store(res);
  return res;
}

export interface SignInOptions {
  /** The portal origin, e.g. http://localhost:4123 (the embedded issuer is <origin>/oidc). */
  origin: string;
  username: string;
  password: string;
  clientId?: string;
  /** Ask for a fresh sign-in (prompt=login, max_age) so the ID token carries auth_time. */
  maxAge?: number;
  /** The OIDC nonce, echoed in the ID token (a bulk approval's summary). */
  nonce?: string;
  /** Scopes asked for (default `openid profile email`; the portal adds offline_access for a refresh token). */
  scope?: string;
  /**
   * The origin that serves the sign-in form (the provider's interaction pages) when it is not `origin`:
   * another instance behind the same public address, as a round-robin load balancer would pick.
   */
  interactionOrigin?: string;
  /** Handed the sign-in form's page as it was served (fetched before the form is posted). */
  onSignInPage?: (html: string) => void;
}

export interface SignedIn {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  /**
   * Ends the provider session as the portal's sign-out does: the end-session page, then its
   * confirmation form posted with the session's cookies. Answers the final redirect.
   * `clientOnly`: the confirmation without `logout=yes` — oidc-provider then signs this client alone out
   * and the session stays.
   */
  endSession(opts?: { clientOnly?: boolean }): Promise<string | null>;
  /**
   * The CLI's device sign-in (`vetrx login`) allowed from this browser, where the user is signed in:
   * the code checked, the CLI allowed, then the CLI's token request. Answers the CLI's tokens.
   */
  allowCli(cliClientId?: string): Promise<{ accessToken: string; refreshToken?: string }>;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The action and hidden fields of the first form of a page. */
function formOf(html: string, origin: string): { action: string; fields: Array<[string, string]> } {
  const action = /<form\b[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error('The page has no form');
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((m): [string, string] => [m[1]!, m[2]!.replace(/&amp;/g, '&')]);
  return { action: new URL(action.replace(/&amp;/g, '&'), origin).toString(), fields };
}

/**
 * The embedded provider's authorization address for a client at `origin` (authorization code + PKCE,
 * the portal's callback), and the verifier its token exchange needs.
 *
 * @example
 * const { url } = authorizeUrl(server.url); // GET it: a redirect to /interaction/…
 */
export function authorizeUrl(origin: string, opts: { clientId?: string; scope?: string; extra?: Record<string, string> } = {}): { url: URL; verifier: string } {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`${origin}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: opts.clientId ?? 'vetrx-web',
    response_type: 'code',
    redirect_uri: `${origin}/login/callback`,
    scope: opts.scope ?? 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    ...opts.extra,
  }).toString();
  return { url, verifier };
}

/**
 * Signs in through the embedded identity provider exactly as a browser would (authorization code +
 * PKCE through the real sign-in form) and returns the access token. Used by integration and CLI tests.
 */
export async function signIn(opts: SignInOptions): Promise<SignedIn> {
  const jar = new Jar();
  const issuer = `${opts.origin}/oidc`;
  const clientId = opts.clientId ?? 'vetrx-web';
  const redirectUri = `${opts.origin}/login/callback`;
  const { url: auth, verifier } = authorizeUrl(opts.origin, {
    clientId,
    scope: opts.scope,
    extra: { ...(opts.maxAge !== undefined ? { prompt: 'login', max_age: String(opts.maxAge) } : {}), ...(opts.nonce ? { nonce: opts.nonce } : {}) },
  });
  let res = await step(jar, auth.toString());
  let location = res.headers.get('location');
  for (let i = 0; i < 10 && location; i++) {
    const next = new URL(location, opts.origin);
    if (next.toString().startsWith(redirectUri)) {
      const code = next.searchParams.get('code');
      if (!code) throw new Error(`Sign-in failed: ${next.searchParams.get('error_description') ?? next.search}`);
      const token = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
      });
      const body = (await token.json()) as { access_token?: string; id_token?: string; refresh_token?: string; error_description?: string };
      if (!body.access_token) throw new Error(`Token exchange failed: ${body.error_description ?? token.status}`);
      const idToken = body.id_token ?? '';
      const endSession: SignedIn['endSession'] = async (options = {}) => {
        const end = new URL(`${issuer}/session/end`);
        end.search = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${opts.origin}/`, client_id: clientId }).toString();
        const page = await (await step(jar, end.toString())).text();
        const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
        if (!xsrf) throw new Error('The end-session page has no form');
        const done = await step(jar, `${issuer}/session/end/confirm`, {
          method: 'POST',
          headers: FORM,
          body: new URLSearchParams({ xsrf, ...(options.clientOnly ? {} : { logout: 'yes' }) }).toString(),
        });
        return done.headers.get('location');
      };
      const allowCli: SignedIn['allowCli'] = async (cliClientId = 'vetrx-cli') => {
        const device = await fetch(`${issuer}/device/auth`, { method: 'POST', headers: FORM, body: new URLSearchParams({ client_id: cliClientId, scope: 'openid profile email offline_access' }).toString() });
        const started = (await device.json()) as { device_code: string; verification_uri_complete: string };
        // The code's address posts itself (oidc-provider's auto-submitting form); then the code checked
        // (Continue) and the CLI allowed on the interaction's page (Yes, sign in).
        const submit = formOf(await (await step(jar, started.verification_uri_complete)).text(), opts.origin);
        const check = formOf(await (await step(jar, submit.action, { method: 'POST', headers: FORM, body: new URLSearchParams(submit.fields).toString() })).text(), opts.origin);
        let res = await step(jar, check.action, { method: 'POST', headers: FORM, body: new URLSearchParams([...check.fields, ['confirm', 'yes']]).toString() });
        for (let i = 0; i < 10 && res.headers.get('location'); i++) {
          const next = new URL(res.headers.get('location')!, opts.origin);
          const allow = /^\/interaction\/[^/]+$/.test(next.pathname);
          res = await step(jar, next.toString(), allow ? { method: 'POST', headers: FORM, body: 'confirm=yes' } : {});
        }
        if (res.status !== 200) throw new Error(`The device sign-in did not complete (status ${res.status})`);
        const token = await fetch(`${issuer}/token`, {
          method: 'POST',
          headers: FORM,
          body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: started.device_code, client_id: cliClientId }).toString(),
        });
        const tokens = (await token.json()) as { access_token?: string; refresh_token?: string; error_description?: string };
        if (!tokens.access_token) throw new Error(`The CLI's token request failed: ${tokens.error_description ?? token.status}`);
        return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
      };
      return { accessToken: body.access_token, idToken, refreshToken: body.refresh_token, endSession, allowCli };
    }
    if (/^\/interaction\/[^/]+$/.test(next.pathname)) {
      const served = opts.interactionOrigin ?? next.origin;
      if (opts.onSignInPage) opts.onSignInPage(await (await step(jar, `${served}${next.pathname}`)).text());
      res = await step(jar, `${served}${next.pathname}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: opts.username, password: opts.password }).toString(),
      });
      if (res.status === 401 || res.status === 429) {
        const alert = /role="alert">([^<]*)</.exec(await res.text())?.[1] ?? '';
        throw new Error(`Sign-in refused for ${opts.username} (${res.status}): ${alert}`);
      }
    } else {
      res = await step(jar, next.toString());
    }
    location = res.headers.get('location');
  }
  throw new Error(`Sign-in did not complete (last status ${res.status})`);
}
