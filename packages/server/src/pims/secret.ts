/**
 * A location's PIMS account secret at rest: sealed with AES-256-GCM under a key from the environment
 * (`VETRX_PIMS_SECRET_KEY`, 32 bytes in base64), so a copy of the database alone does not hold a
 * working ezyVet (or Digitail) credential. The sealed text names the key it was sealed with
 * (`pims1:<key id>:<iv>:<tag>:<ciphertext>`, base64url parts), which is what lets the key rotate:
 * `VETRX_PIMS_SECRET_KEY_PREVIOUS` opens what the old key sealed, and re-sealing writes under the new one.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'pims1';

/** The keys a server seals and opens secrets with: the current one, and the previous one during a rotation. */
export interface SecretKeys {
  current: Buffer | null;
  previous: Buffer | null;
}

/** Thrown when a secret cannot be sealed or opened; its message never carries the secret. */
export class PimsSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PimsSecretError';
  }
}

function keyOf(text: string | undefined, name: string): Buffer | null {
  if (!text?.trim()) return null;
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new PimsSecretError(`${name} must be 32 bytes in base64 (it has ${key.length})`);
  return key;
}

/**
 * The keys from the environment.
 *
 * @example
 * secretKeysFromEnv({ VETRX_PIMS_SECRET_KEY: randomBytes(32).toString('base64') }).current?.length // 32
 */
export function secretKeysFromEnv(env: NodeJS.ProcessEnv = process.env): SecretKeys {
  const current = keyOf(env.VETRX_PIMS_SECRET_KEY, 'VETRX_PIMS_SECRET_KEY') ?? (env.NODE_ENV === 'production' ? null : DEVELOPMENT_KEY);
  return { current, previous: keyOf(env.VETRX_PIMS_SECRET_KEY_PREVIOUS, 'VETRX_PIMS_SECRET_KEY_PREVIOUS') };
}

/**
 * The key of a development or test server without `VETRX_PIMS_SECRET_KEY`: known to anyone with the
 * source, so it protects nothing; it keeps the demo and the tests on the same path as production,
 * where the key must be set (a secret cannot be stored without it).
 */
const DEVELOPMENT_KEY = createHash('sha256').update('vetrx development PIMS secret key').digest();

/** Whether the environment names the key (not the development default): a start re-seals only then. */
export const hasConfiguredKey = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.VETRX_PIMS_SECRET_KEY?.trim());

/** A key's id: the first bytes of its hash, so the sealed text says which key opens it without revealing it. */
const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

/** Whether a stored value is a sealed secret (else it is one stored before sealing: plain text). */
export const isSealed = (stored: string): boolean => stored.startsWith(`${PREFIX}:`);

/**
 * Seals a secret with the current key.
 *
 * @example
 * const stored = sealSecret('s3cret', secretKeysFromEnv()); // 'pims1:…'
 */
export function sealSecret(secret: string, keys: SecretKeys = secretKeysFromEnv()): string {
  if (!keys.current) throw new PimsSecretError('VETRX_PIMS_SECRET_KEY is not set: a PIMS account secret cannot be stored');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [PREFIX, keyId(keys.current), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
}

/**
 * Opens a stored secret: a sealed one with the key it names (current or previous), a plain one (stored
 * before secrets were sealed) as it is. Throws when no key opens it or it was altered.
 *
 * @example
 * openSecret(sealSecret('s3cret')) // 's3cret'
 */
export function openSecret(stored: string, keys: SecretKeys = secretKeysFromEnv()): string {
  if (!isSealed(stored)) return stored;
  const [, id, iv, tag, body] = stored.split(':');
  const key = [keys.current, keys.previous].find((k) => k && keyId(k) === id);
  if (!key || !iv || !tag || body === undefined) throw new PimsSecretError('The PIMS account secret was sealed with a key this server does not have');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new PimsSecretError('The PIMS account secret could not be opened (altered, or the wrong key)');
  }
}

/**
 * Whether a stored secret should be sealed again: plain text, or sealed under a key that is not the
 * current one (a rotation in progress).
 */
export function needsReseal(stored: string, keys: SecretKeys = secretKeysFromEnv()): boolean {
  if (!keys.current) return false;
  return !isSealed(stored) || stored.split(':')[1] !== keyId(keys.current);
}
