/**
 * The embedded provider as a standard relying party sees it (issue 62 item 1):
 * openid-client — a certified OpenID Connect client library — discovers it, signs in with the
 * authorization code and PKCE through the real sign-in form, reads userinfo, signs the CLI in with the
 * device grant, refreshes, revokes an access token, and ends the session. And what a page elsewhere can
 * do to a signed-in browser by sending it to the end-session endpoint: nothing, unless the person
 * confirms on our page.
 */
import { describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { APPLICATION_HEADER, APPLICATION_NAME } from '@vetrx/core/api';
import { SIGN_IN_PAGE_MESSAGES } from '@vetrx/core/messages';
import { MeDocument } from '@vetrx/core/operations/Me';
import { DEMO_PASSWORD } from '@vetrx/fixtures';
import { pollFor, testDatabases, useTestServer } from '../testing/index.js';

/** A browser as far as the provider can tell: cookies, no JavaScript, redirects followed by hand. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(readonly origin: string) {}
  async go(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(new URL(url, this.origin), { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  }
  post(url: string | URL, fields: Iterable<[string, string]> | Record<string, string>): Promise<Response> {
    return this.go(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields as Record<string, string>).toString() });
  }
  /** Follows redirects until one leaves for `stop` (answered without fetching it) or a page is answered. */
  async follow(res: Response, stop?: string): Promise<{ res: Response; url: URL | null }> {
    for (let i = 0; i < 10; i++) {
      const location = res.headers.get('location');
      if (!location) return { res, url: null };
      const next = new URL(location, this.origin);
      if (stop && next.toString().startsWith(stop)) return { res, url: next };
      res = await this.go(next);
    }
    throw new Error('Too many redirects');
  }
}

/** The first form of a page: where it posts and its hidden fields. */
function formOf(html: string): { action: string; fields: Array<[string, string]> } {
  const action = /<form\b[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error(`The page has no form: ${html.slice(0, 300)}`);
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((m): [string, string] => [m[1]!, m[2]!.replace(/&amp;/g, '&')]);
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/** The OAuth error a refused call of openid-client reports: the body's `error`, or the challenge's. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (e) {
    if (e instanceof oidc.ResponseBodyError) return e.error;
    if (e instanceof oidc.WWWAuthenticateChallengeError) return String(e.cause[0]?.parameters.error);
    throw e;
  }
  throw new Error('The call was not refused');
}

describe.each(testDatabases())('openid-client against the embedded provider (%s)', (kind) => {
  const { server } = useTestServer(kind);
  const issuer = () => new URL(`${server.url}/oidc`);
  const callback = () => `${server.url}/login/callback`;
  const portal = () => oidc.discovery(issuer(), server.app.config.oidcWebClientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
  const cli = () => oidc.discovery(issuer(), server.app.config.oidcCliClientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
  const me = async (token: string) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [APPLICATION_HEADER]: APPLICATION_NAME },
      body: JSON.stringify({ query: MeDocument.toString(), variables: {} }),
    });
    const body = (await res.json()) as { data?: { me?: { user?: { email?: string } } }; errors?: Array<{ extensions?: { code?: string } }> };
    return body.data?.me?.user?.email ?? body.errors?.[0]?.extensions?.code;
  };

  /** The portal's sign-in as openid-client drives it: code + PKCE, the form filled in the browser. */
  async function signIn(config: oidc.Configuration, browser: Browser, username: string, extra: Record<string, string> = {}) {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callback(),
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      ...extra,
    });
    const first = await browser.follow(await browser.go(url), callback());
    let back = first.url;
    const res = first.res;
    if (!back) {
      // The sign-in form: posted with the password, then on to the callback.
      expect(res.status).toBe(200);
      ({ url: back } = await browser.follow(await browser.post(formOf(await res.text()).action, { username, password: DEMO_PASSWORD }), callback()));
    }
    return oidc.authorizationCodeGrant(config, back!, { pkceCodeVerifier: verifier, expectedState: state });
  }

  /** prompt=none from the browser: whether its provider session still signs it in silently. */
  async function signedInSilently(config: oidc.Configuration, browser: Browser): Promise<boolean> {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callback(),
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      prompt: 'none',
    });
    const { url: back } = await browser.follow(await browser.go(url), callback());
    if (!back) throw new Error('prompt=none did not come back to the callback');
    if (back.searchParams.get('code')) return true;
    expect(back.searchParams.get('error')).toBe('login_required');
    return false;
  }

  it('discovers only what the registered clients use', async () => {
    const config = await portal();
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(issuer().toString().replace(/\/$/, ''));
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.response_modes_supported).toEqual(['query']);
    expect(meta.token_endpoint_auth_methods_supported).toEqual(['none']);
    expect(meta.token_endpoint_auth_signing_alg_values_supported).toBeUndefined();
    expect([...(meta.grant_types_supported ?? [])].sort()).toEqual(['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code']);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.pushed_authorization_request_endpoint).toBeUndefined();
    expect(meta.dpop_signing_alg_values_supported).toBeUndefined();
    expect(meta.claims_supported).not.toContain('sid');
    for (const endpoint of ['userinfo_endpoint', 'revocation_endpoint', 'end_session_endpoint', 'device_authorization_endpoint'] as const) expect(meta[endpoint]).toEqual(expect.any(String));
  });

  it('signs in with code + PKCE, answers userinfo with the access token, and revokes it', async () => {
    const config = await portal();
    const browser = new Browser(server.url);
    const tokens = await signIn(config, browser, 'vet@demo.vetrx.dev');
    const claims = tokens.claims()!;
    expect(claims.sub).toBe('vet@demo.vetrx.dev');
    expect(tokens.refresh_token).toBeUndefined();

    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toMatchObject({ sub: 'vet@demo.vetrx.dev', email: 'vet@demo.vetrx.dev', email_verified: true, preferred_username: 'vet@demo.vetrx.dev' });
    expect(info.name).toEqual(expect.any(String));
    // Another subject than the ID token's is caught by the client.
    await expect(oidc.fetchUserInfo(config, tokens.access_token, 'staff@demo.vetrx.dev')).rejects.toThrow();
    // A forged token (the right shape, another key) is refused.
    const [header, payload] = tokens.access_token.split('.');
    expect(await refusal(oidc.fetchUserInfo(config, `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`, claims.sub))).toBe('invalid_token');
    expect(await me(tokens.access_token)).toBe('vet@demo.vetrx.dev');

    // Revoked: userinfo and the API refuse it (its grant ended), and the browser's session still signs a new grant in.
    await oidc.tokenRevocation(config, tokens.access_token, { token_type_hint: 'access_token' });
    expect(await refusal(oidc.fetchUserInfo(config, tokens.access_token, claims.sub))).toBe('invalid_token');
    expect(await me(tokens.access_token)).toBe('UNAUTHENTICATED');
    const again = await signIn(config, browser, 'vet@demo.vetrx.dev');
    expect(await me(again.access_token)).toBe('vet@demo.vetrx.dev');
    // Revoking what does not verify, or again, is answered 200 and changes nothing.
    await oidc.tokenRevocation(config, tokens.access_token);
    await oidc.tokenRevocation(config, 'not-a-token');
    expect(await me(again.access_token)).toBe('vet@demo.vetrx.dev');
  });

  it("keeps another client's access token: revoking it is answered 200 and does nothing", async () => {
    const portalTokens = await signIn(await portal(), new Browser(server.url), 'staff@demo.vetrx.dev');
    // The CLI asks to revoke the portal's token (RFC 7009 §2.1: the token was not issued to it).
    await oidc.tokenRevocation(await cli(), portalTokens.access_token, { token_type_hint: 'access_token' });
    expect(await me(portalTokens.access_token)).toBe('staff@demo.vetrx.dev');
    // A client the provider does not know is refused.
    const unknown = await fetch(`${server.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: portalTokens.access_token, client_id: 'someone-else' }).toString(),
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_client' });
    expect(await me(portalTokens.access_token)).toBe('staff@demo.vetrx.dev');
  });

  it('signs the CLI in with the device grant, refreshes, reads userinfo and revokes', { timeout: 60_000 }, async () => {
    const config = await cli();
    const browser = new Browser(server.url);
    await signIn(await portal(), browser, 'support@demo.vetrx.dev');
    const device = await oidc.initiateDeviceAuthorization(config, { scope: 'openid profile email offline_access' });
    // The person, signed in in the browser: the code's address (its form posts itself), the code
    // checked, then the CLI allowed.
    const submit = formOf(await (await browser.go(device.verification_uri_complete!)).text());
    const check = formOf(await (await browser.post(submit.action, submit.fields)).text());
    let res = await browser.post(check.action, [...check.fields, ['confirm', 'yes']]);
    for (let i = 0; i < 10 && res.headers.get('location'); i++) {
      const next = new URL(res.headers.get('location')!, server.url);
      res = /^\/interaction\/[^/]+$/.test(next.pathname) ? await browser.post(next, { confirm: 'yes' }) : await browser.go(next);
    }
    expect(res.status).toBe(200);

    const tokens = await oidc.pollDeviceAuthorizationGrant(config, device);
    const sub = tokens.claims()!.sub;
    expect(sub).toBe('support@demo.vetrx.dev');
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(await oidc.fetchUserInfo(config, tokens.access_token, sub)).toMatchObject({ sub, email: 'support@demo.vetrx.dev' });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(await oidc.fetchUserInfo(config, refreshed.access_token, sub)).toMatchObject({ sub });
    expect(await me(refreshed.access_token)).toBe('support@demo.vetrx.dev');

    // Revoking the access token ends the grant: its refresh token no longer renews.
    await oidc.tokenRevocation(config, refreshed.access_token, { token_type_hint: 'access_token' });
    expect(await me(refreshed.access_token)).toBe('UNAUTHENTICATED');
    expect(await refusal(oidc.refreshTokenGrant(config, refreshed.refresh_token!))).toBe('invalid_grant');
  });

  it('ends the session the portal asks to end with its ID token, and returns to the portal', async () => {
    const config = await portal();
    const browser = new Browser(server.url);
    const tokens = await signIn(config, browser, 'vet2@demo.vetrx.dev');
    const end = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${server.url}/` });
    const page = await (await browser.go(end)).text();
    // The portal of this session asks: the form posts itself.
    expect(page).toContain("document.getElementById('op.logoutForm').submit()");
    const form = formOf(page);
    expect(form.fields).toContainEqual(['logout', 'yes']);
    const done = await browser.post(form.action, form.fields);
    expect(done.headers.get('location')).toBe(`${server.url}/`);
    expect(await signedInSilently(config, browser)).toBe(false);
    expect(await me(tokens.access_token)).toBe('UNAUTHENTICATED');
  });

  it('a page elsewhere sending the browser to the end-session endpoint signs nobody out: the person is asked', async () => {
    const config = await portal();
    // ID tokens of another session of the same user, and of another user: valid, but not this session's.
    const otherSession = (await signIn(config, new Browser(server.url), 'relief@demo.vetrx.dev')).id_token!;
    const otherUser = (await signIn(config, new Browser(server.url), 'vetadmin@demo.vetrx.dev')).id_token!;
    // This browser signs in a second later (a session's sign-in time is in whole seconds).
    const second = Math.floor(Date.now() / 1000);
    await pollFor('the next second', 2_000, () => Math.floor(Date.now() / 1000) !== second, 10);
    const browser = new Browser(server.url);
    const tokens = await signIn(config, browser, 'relief@demo.vetrx.dev');
    const text = SIGN_IN_PAGE_MESSAGES.signOut;
    for (const end of [
      // A bare visit (what a cross-site page setting location does), with a registered client, or with
      // an ID token that is not this session's.
      new URL(`${server.url}/oidc/session/end`),
      oidc.buildEndSessionUrl(config, { client_id: server.app.config.oidcWebClientId }),
      oidc.buildEndSessionUrl(config, { id_token_hint: otherSession, post_logout_redirect_uri: `${server.url}/` }),
      oidc.buildEndSessionUrl(config, { id_token_hint: otherUser }),
    ]) {
      const res = await browser.go(end);
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain(`<h1>${text.title}</h1>`);
      expect(page).toContain('<strong>relief@demo.vetrx.dev</strong>');
      expect(page).not.toContain('<script');
      expect(page).toContain(`>${text.cancel}</a>`);
      // Nothing ended by the visit: still signed in, the token still taken.
      expect(await signedInSilently(config, browser)).toBe(true);
      expect(await me(tokens.access_token)).toBe('relief@demo.vetrx.dev');
    }
    // A page elsewhere cannot post the confirmation: it does not know the form's xsrf value.
    const forged = await browser.post(`${server.url}/oidc/session/end/confirm`, { logout: 'yes', xsrf: 'guessed' });
    expect(forged.status).toBe(400);
    expect(await signedInSilently(config, browser)).toBe(true);

    // The person presses Sign out: signed out, and our page says so with the way back to sign in.
    const page = await (await browser.go(`${server.url}/oidc/session/end`)).text();
    const form = formOf(page);
    expect(page).toContain(`name="logout" value="yes">${text.confirm}</button>`);
    const { res } = await browser.follow(await browser.post(form.action, [...form.fields, ['logout', 'yes']]));
    const success = await res.text();
    expect(res.status).toBe(200);
    expect(success).toContain(`<h1>${SIGN_IN_PAGE_MESSAGES.signedOut.title}</h1>`);
    expect(success).toContain(`href="${server.url}/login">${SIGN_IN_PAGE_MESSAGES.signedOut.signIn}</a>`);
    expect(success).toContain('<b>VetRx</b>');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await signedInSilently(config, browser)).toBe(false);
    expect(await me(tokens.access_token)).toBe('UNAUTHENTICATED');
  });
});
