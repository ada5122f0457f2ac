/**
 * Re-authentication at the identity provider (issue 17 item 3): before a bulk approval
 * the web app signs the vet in again (OIDC `prompt=login`, `max_age=0`, in a popup) and sends the ID
 * token it got. The server checks it here: signed by the issuer, for the web client, the same subject
 * as the caller's access token, and an `auth_time` at most REAUTH_MAX_AGE_SECONDS old (the wall clock,
 * which is the provider's). The verifier travels on the request context under a symbol (copied when
 * GraphQL Yoga spreads the context), so the context's type stays as it is.
 */
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK } from 'jose';

export interface ReauthClaims {
  sub: string;
  /** Seconds since the epoch, when the user last entered their password at the provider. */
  authTime: number | null;
  /** The OIDC nonce of the sign-in: the bulk summary it confirms. */
  nonce: string | null;
}

export type IdTokenVerifier = (idToken: string) => Promise<ReauthClaims>;

/**
 * Verifies ID tokens of the web client (signature, issuer, audience, expiry).
 *
 * @example
 * const verify = createIdTokenVerifier({ issuer, clientId: 'vetrx-web', localJwks: [jwk] });
 */
export function createIdTokenVerifier(opts: { issuer: string; clientId: string; localJwks?: JWK[] }): IdTokenVerifier {
  let keys: ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet> | null = opts.localJwks ? createLocalJWKSet({ keys: opts.localJwks }) : null;
  return async (idToken) => {
    if (!keys) {
      const res = await fetch(`${opts.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      const meta = (await res.json()) as { jwks_uri?: string };
      if (!meta.jwks_uri) throw new Error('OIDC discovery has no jwks_uri');
      keys = createRemoteJWKSet(new URL(meta.jwks_uri));
    }
    const { payload } = await jwtVerify(idToken, keys, { issuer: opts.issuer, audience: opts.clientId });
    return {
      sub: String(payload.sub ?? ''),
      authTime: typeof payload.auth_time === 'number' ? payload.auth_time : null,
      nonce: typeof payload.nonce === 'string' ? payload.nonce : null,
    };
  };
}

const REAUTH = Symbol('reauth-verifier');

/** Gives a request context the verifier of its server. */
export function attachReauthVerifier(ctx: object, verify: IdTokenVerifier | undefined): void {
  if (verify) (ctx as Record<symbol, IdTokenVerifier>)[REAUTH] = verify;
}

/** The request's ID-token verifier, or null when the server has none. */
export function reauthVerifierOf(ctx: object): IdTokenVerifier | null {
  return (ctx as Record<symbol, IdTokenVerifier | undefined>)[REAUTH] ?? null;
}
