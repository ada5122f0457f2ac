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
  /** Ask for a fresh sign-in (prompt=login, max_age) so the ID token carries auth_time (decision 0186). */
  maxAge?: number;
  /** The OIDC nonce, echoed in the ID token (a bulk approval's summary, decision 0188). */
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
   * confirmation form posted with the session's cookies (decision 0300). Answers the final redirect.
   */
  endSession(): Promise<string | null>;
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
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const auth = new URL(`${issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: opts.scope ?? 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    ...(opts.maxAge !== undefined ? { prompt: 'login', max_age: String(opts.maxAge) } : {}),
    ...(opts.nonce ? { nonce: opts.nonce } : {}),
  }).toString();
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
      const endSession = async () => {
        const end = new URL(`${issuer}/session/end`);
        end.search = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${opts.origin}/`, client_id: clientId }).toString();
        const page = await (await step(jar, end.toString())).text();
        const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
        if (!xsrf) throw new Error('The end-session page has no form');
        const done = await step(jar, `${issuer}/session/end/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
        });
        return done.headers.get('location');
      };
      return { accessToken: body.access_token, idToken, refreshToken: body.refresh_token, endSession };
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
