import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWK, type JWTPayload } from 'jose';

/** The verified caller identity taken from an access token. */
export interface Identity {
  /** Token subject; the username (e-mail) of the user. */
  sub: string;
  username: string;
  email?: string;
  claims: JWTPayload;
}

export type TokenVerifier = (token: string) => Promise<Identity>;

export class InvalidTokenError extends Error {}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** Public keys of the embedded provider; when absent, the issuer's JWKS is fetched (discovery). */
  localJwks?: JWK[];
}

async function discoverJwksUri(issuer: string): Promise<URL> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery failed for ${issuer}: HTTP ${res.status}`);
  const meta = (await res.json()) as { jwks_uri?: string };
  if (!meta.jwks_uri) throw new Error(`OIDC discovery for ${issuer} has no jwks_uri`);
  return new URL(meta.jwks_uri);
}

/**
 * Verifies bearer tokens with jose against the issuer's keys: signature, issuer, audience and expiry.
 * The username comes from `preferred_username`, `email` or `sub`, in that order; the API never trusts
 * a user id sent by the client.
 */
export function createVerifier(options: VerifierOptions): TokenVerifier {
  let keySet: ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet> | undefined = options.localJwks
    ? createLocalJWKSet({ keys: options.localJwks })
    : undefined;
  let discovering: Promise<void> | undefined;
  async function keys() {
    if (!keySet) {
      discovering ??= discoverJwksUri(options.issuer).then((uri) => {
        keySet = createRemoteJWKSet(uri);
      });
      try {
        await discovering;
      } catch (e) {
        discovering = undefined;
        throw e;
      }
    }
    return keySet!;
  }
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, await keys(), { issuer: options.issuer, audience: options.audience });
      const username = String(payload.preferred_username ?? payload.email ?? payload.sub ?? '').toLowerCase();
      if (!username) throw new InvalidTokenError('Token has no subject');
      return { sub: String(payload.sub), username, email: payload.email as string | undefined, claims: payload };
    } catch (e) {
      if (e instanceof InvalidTokenError || e instanceof joseErrors.JOSEError) throw new InvalidTokenError((e as Error).message);
      throw e;
    }
  };
}
