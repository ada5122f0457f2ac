import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeParam, encodeParam } from './base64.js';

describe('base64 query parameters', () => {
  it('matches btoa for ASCII and known UTF-8 vectors', () => {
    expect(encodeParam('')).toBe('');
    expect(encodeParam('f')).toBe('Zg==');
    expect(encodeParam('fo')).toBe('Zm8=');
    expect(encodeParam('foo')).toBe('Zm9v');
    expect(encodeParam('Canine')).toBe('Q2FuaW5l');
    expect(encodeParam('é')).toBe('w6k=');
    expect(encodeParam('🐶')).toBe('8J+Qtg==');
    expect(encodeParam('\u{10ffff}')).toBe('9I+/vw==');
  });
  it('round-trips any unicode string', () => {
    for (const unit of ['grapheme', 'grapheme-composite', 'binary', 'binary-ascii'] as const) {
      fc.assert(fc.property(fc.string({ unit, maxLength: 40 }), (s) => {
        expect(decodeParam(encodeParam(s))).toBe(s);
      }));
    }
  });
  it('uses only the base64 alphabet', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => {
      expect(encodeParam(s)).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
    }));
  });
  it('replaces a lone surrogate as TextEncoder does', () => {
    expect(decodeParam(encodeParam('a\ud800b'))).toBe('a\ufffdb');
  });
  it('accepts missing padding, URL-safe letters and a + read as a space', () => {
    expect(decodeParam('8J+Qtg')).toBe('🐶');
    expect(decodeParam('8J-Qtg')).toBe('🐶');
    expect(decodeParam('8J Qtg==')).toBe('🐶');
  });
  it('returns null for text that is not base64 of UTF-8', () => {
    expect(decodeParam(null)).toBeNull();
    expect(decodeParam(undefined)).toBeNull();
    expect(decodeParam('%%%')).toBeNull();
    expect(decodeParam('A')).toBeNull(); // impossible length
    expect(decodeParam('/w==')).toBeNull(); // 0xff
    expect(decodeParam('wA==')).toBeNull(); // 0xc0 overlong lead
    expect(decodeParam('wg==')).toBeNull(); // truncated 2-byte sequence
    expect(decodeParam('4ICA')).toBeNull(); // overlong 3-byte (U+0000 as E0 80 80)
    expect(decodeParam('7aCA')).toBeNull(); // encoded surrogate ED A0 80
    expect(decodeParam('w0E=')).toBeNull(); // bad continuation
  });
  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const d = decodeParam(s);
      expect(d === null || typeof d === 'string').toBe(true);
    }));
  });
});
