import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

const req = (forwarded: string | undefined, peer = '10.0.0.9') => ({ headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }, socket: { remoteAddress: peer } });

describe('clientAddress', () => {
  it('believes no X-Forwarded-For without a trusted proxy: a client cannot name its address', () => {
    expect(clientAddress(req('198.51.100.1'), false)).toBe('10.0.0.9');
  });

  it("behind a trusted proxy takes the entry the proxy appended (the last), not the client's own", () => {
    expect(clientAddress(req('198.51.100.1, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientAddress(req(undefined), true)).toBe('10.0.0.9');
    expect(clientAddress(req(' , '), true)).toBe('10.0.0.9');
  });
});
