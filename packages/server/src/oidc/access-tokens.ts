/**
 * The embedded provider's access tokens at its own endpoints. They are JWTs for the
 * VetRx API (resource indicators), which oidc-provider signs and forgets: it stores no
 * row to find them by, so its userinfo endpoint answered `invalid_token` to every one, and its
 * revocation endpoint refuses structured tokens. Here they are found through the API's own verifier —
 * signature, issuer, audience, expiry, and the grant still alive — so userinfo answers what the API
 * would, and revoking one ends its grant, which every instance then refuses.
 */
import { decodeProtectedHeader } from 'jose';
import type Provider from 'oidc-provider';
import { InvalidTokenError, type TokenVerifier } from '../auth/verifier.js';
import { GRANT_CLAIM } from './grants.js';

/**
 * True when a token is a compact JWS (three base64url parts with a readable header): one of the
 * provider's JWT access tokens if it verifies, never one of its opaque tokens.
 *
 * @example
 * isJwt('eyJhbGciOiJSUzI1NiJ9.e30.c2ln') // true
 * isJwt('Fh8s0Yx…') // false
 */
export function isJwt(value: string): boolean {
  if (value.split('.').length !== 3) return false;
  try {
    decodeProtectedHeader(value);
    return true;
  } catch {
    return false;
  }
}

type AccessToken = InstanceType<Provider['AccessToken']>;

/**
 * The provider's AccessToken for a JWT access token the API would take (the verifier's checks, the
 * grant alive included), or undefined — as oidc-provider's own `AccessToken.find` answers for an
 * unknown opaque token. It names who (accountId), for which client, under which grant and with which
 * scopes; oidc-provider's userinfo then checks the scope, the client, the account and the grant, and
 * answers the claims the grant allows. Its audience (the API) is left out: oidc-provider refuses a
 * token with one at userinfo because it cannot tell a resource server's token from its own — ours are
 * both, issued to our own clients with `openid`.
 *
 * @example
 * const token = await accessTokenFromJwt(provider, verifyToken, bearer); // undefined: invalid_token
 */
export async function accessTokenFromJwt(provider: Provider, verify: TokenVerifier, value: string): Promise<AccessToken | undefined> {
  let claims;
  try {
    ({ claims } = await verify(value));
  } catch (e) {
    if (e instanceof InvalidTokenError) return undefined;
    throw e;
  }
  const { jti, sub, client_id: clientId, scope, iat, exp } = claims as Record<string, unknown>;
  const grantId = claims[GRANT_CLAIM];
  if (typeof sub !== 'string' || typeof clientId !== 'string' || typeof grantId !== 'string') return undefined;
  return new provider.AccessToken({
    jti: typeof jti === 'string' ? jti : undefined,
    accountId: sub,
    clientId,
    grantId,
    gty: 'jwt',
    scope: typeof scope === 'string' ? scope : undefined,
    iat,
    exp,
  } as unknown as ConstructorParameters<Provider['AccessToken']>[0]);
}

/** An answer of the revocation endpoint (RFC 7009): 200 with no body, or a client error. */
export interface RevocationAnswer {
  status: number;
  body?: { error: string; error_description: string };
}

/**
 * Revokes a JWT access token posted to the revocation endpoint (RFC 7009) by ending its grant: the
 * grant's refresh tokens, codes and device codes go with it, and the API refuses the grant's access
 * tokens on every instance (the grant's end is shared). RFC 7009 §2.1 lets revoking an
 * access token revoke what was issued on the same grant; a JWT cannot be revoked alone.
 *
 * The client authenticates as the provider's public clients do (a registered `client_id`, no secret):
 * an unknown one, or one registered with a secret, is `invalid_client` (401). A token that does not
 * verify — forged, expired, of an ended grant — or that another client holds is answered 200 and
 * nothing ends (RFC 7009 §2.2; oidc-provider's `allowedPolicy` for its own tokens).
 *
 * @example
 * await revokeAccessTokenGrant(provider, verifyToken, new URLSearchParams({ token, client_id: 'vetrx-cli' })) // { status: 200 }
 */
export async function revokeAccessTokenGrant(provider: Provider, verify: TokenVerifier, form: URLSearchParams): Promise<RevocationAnswer> {
  const clientId = form.getAll('client_id');
  const client = clientId.length === 1 ? await provider.Client.find(clientId[0]).catch(() => undefined) : undefined;
  if (!client || client.clientAuthMethod !== 'none' || form.has('client_secret')) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'client authentication failed' } };
  }
  const tokens = form.getAll('token');
  if (tokens.length !== 1) return { status: 400, body: { error: 'invalid_request', error_description: "'token' parameter must be given once" } };
  const token = await accessTokenFromJwt(provider, verify, tokens[0]);
  if (!token || token.clientId !== client.clientId) return { status: 200 };
  const grant = await provider.Grant.find(token.grantId);
  await Promise.all([provider.RefreshToken, provider.AuthorizationCode, provider.DeviceCode].map((model) => model.revokeByGrantId(token.grantId)));
  // Last: ending the grant is what every instance hears (adapter.ts, grants.ts).
  await grant?.destroy();
  return { status: 200 };
}
