import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderKeys {
  signing: JWK & { kid: string; alg: string; use: string };
  cookieKeys: string[];
}

/**
 * Loads the embedded identity provider's signing key and cookie keys from `<dataDir>/oidc-keys.json`,
 * creating them on first start, so tokens and sessions survive a restart.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<ProviderKeys> {
  const file = join(dataDir, 'oidc-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderKeys;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const keys: ProviderKeys = {
    signing: { ...jwk, kid: `vetrx-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

/** The public part of the signing key (for local JWT verification). */
export function publicJwk(keys: ProviderKeys): JWK {
  const { d, p, q, dp, dq, qi, ...pub } = keys.signing;
  void d; void p; void q; void dp; void dq; void qi;
  return pub;
}
