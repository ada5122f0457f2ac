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
  /**
   * The embedded provider's grants: when given, a token must name its grant in the
   * claim `grantClaim` and that grant must still be alive — a signed-out token is refused though its
   * signature and expiry are fine. Absent for an external issuer, whose grants this server cannot see.
   */
  grants?: { claim: string; alive: (grantId: string) => Promise<boolean> };
}

async function discoverJwksUri(issuer: string): Promise<URL> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery failed for ${issuer}: HTTP ${res.status}`);
  const meta = (await res.json()) as { jwks_uri?: string };
  if (!meta.jwks_uri) throw new Error(`OIDC discovery for ${issuer} has no jwks_uri`);
  return new URL(meta.jwks_uri);
}

/**
 * How long a verified token is taken again without checking its signature (never past its expiry):
 * the burst of requests a screen sends verifies its token once. Short, so that a key
 * the provider withdraws stops being honoured within a minute.
 */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
/** Verified tokens kept at most (the oldest go first). */
const VERIFIED_TOKEN_MAX = 1000;

/**
 * Verifies bearer tokens with jose against the issuer's keys: signature, issuer, audience and expiry.
 * The username comes from `preferred_username`, `email` or `sub`, in that order; the API never trusts
 * a user id sent by the client. A token verified in the last {@link VERIFIED_TOKEN_TTL_MS} answers the
 * same identity without a second RSA verification, while it has not expired. With `grants` (the
 * embedded provider), every call also asks whether the token's grant is still alive.
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
  const verified = new Map<string, { identity: Identity; until: number }>();
  const grants = options.grants;
  /** Refuses the identity of a token whose grant ended (checked on every request; grants.ts keeps it short). */
  async function live(identity: Identity): Promise<Identity> {
    if (!grants) return identity;
    const grantId = identity.claims[grants.claim];
    if (typeof grantId !== 'string' || !grantId) throw new InvalidTokenError('Token names no grant');
    if (!(await grants.alive(grantId))) throw new InvalidTokenError('Signed out: the grant of this token has ended');
    return identity;
  }
  return async (token) => {
    const now = Date.now();
    const hit = verified.get(token);
    if (hit && hit.until > now) return live(hit.identity);
    if (hit) verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, await keys(), { issuer: options.issuer, audience: options.audience });
      const username = String(payload.preferred_username ?? payload.email ?? payload.sub ?? '').toLowerCase();
      if (!username) throw new InvalidTokenError('Token has no subject');
      const identity: Identity = { sub: String(payload.sub), username, email: payload.email as string | undefined, claims: payload };
      const until = Math.min(typeof payload.exp === 'number' ? payload.exp * 1000 : now, now + VERIFIED_TOKEN_TTL_MS);
      if (until > now) {
        verified.set(token, { identity, until });
        if (verified.size > VERIFIED_TOKEN_MAX) verified.delete(verified.keys().next().value as string);
      }
      return await live(identity);
    } catch (e) {
      if (e instanceof InvalidTokenError || e instanceof joseErrors.JOSEError) throw new InvalidTokenError((e as Error).message);
      throw e;
    }
  };
}
