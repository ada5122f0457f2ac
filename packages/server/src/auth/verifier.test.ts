import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createVerifier, InvalidTokenError, VERIFIED_TOKEN_TTL_MS } from './verifier.js';

const issuer = 'https://id.test';
const audience = 'vetrx';
let privateKey: CryptoKey;
let jwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const token = (username: string, expiresInSeconds: number) =>
  new SignJWT({ preferred_username: username })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(username)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(privateKey);

describe('the token verifier', () => {
  it('verifies a token once for a burst of requests, again after the cache time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const verify = createVerifier({ issuer, audience, localJwks: [jwk] });
    const signature = vi.spyOn(crypto.subtle, 'verify');
    const t = await token('Vet@Demo.test', 3600);
    expect((await verify(t)).username).toBe('vet@demo.test');
    expect((await verify(t)).username).toBe('vet@demo.test');
    expect(signature).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + VERIFIED_TOKEN_TTL_MS + 1);
    expect((await verify(t)).username).toBe('vet@demo.test');
    expect(signature).toHaveBeenCalledTimes(2);
  });

  it('never honours a kept token past its expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const verify = createVerifier({ issuer, audience, localJwks: [jwk] });
    const t = await token('vet@demo.test', 20);
    await verify(t);
    vi.setSystemTime(Date.now() + 21_000);
    await expect(verify(t)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('keeps nothing of a refused token: a tampered copy of a kept one is refused', async () => {
    const verify = createVerifier({ issuer, audience, localJwks: [jwk] });
    const t = await token('vet@demo.test', 3600);
    await verify(t);
    const [header, payload, signature] = t.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), preferred_username: 'admin@demo.test' })).toString('base64url');
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
