import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.js';
import { sharedSecret } from '../repositories/server-secrets.js';

export interface ProviderKeys {
  signing: JWK & { kid: string; alg: string; use: string };
  cookieKeys: string[];
}

/** Where servers kept the keys before they moved to the database. */
const LEGACY_KEYS_FILE = 'oidc-keys.json';

async function newKeys(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    signing: { ...jwk, kid: `vetrx-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  };
}

/**
 * The embedded identity provider's signing key and cookie keys, shared by every instance on the
 * database: made by the first instance that starts — from `<dataDir>/oidc-keys.json`
 * when a server kept them there before, so its tokens and sessions stay valid — and read by the others.
 *
 * @example
 * const keys = await loadOrCreateKeys(database.db, config.dataDir);
 */
export async function loadOrCreateKeys(db: Db, dataDir: string): Promise<ProviderKeys> {
  return sharedSecret<ProviderKeys>(db, 'oidc-keys', () => {
    const file = join(dataDir, LEGACY_KEYS_FILE);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ProviderKeys) : newKeys();
  });
}

/** The public part of the signing key (for local JWT verification). */
export function publicJwk(keys: ProviderKeys): JWK {
  const { d, p, q, dp, dq, qi, ...pub } = keys.signing;
  void d; void p; void q; void dp; void dq; void qi;
  return pub;
}
