/**
 * A text with a lone surrogate (half a character) is read as U+FFFD before it reaches a JSON column,
 * which PostgreSQL's jsonb refuses with one in it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wellFormedText } from './input-guard.js';

describe('the input guard', () => {
  it('replaces lone surrogates by U+FFFD and leaves well-formed text as it is', () => {
    // encodeURIComponent refuses a lone surrogate: the oracle of a well-formed text.
    const wellFormed = (t: string) => {
      try {
        encodeURIComponent(t);
        return true;
      } catch {
        return false;
      }
    };
    const unit = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.integer({ min: 0xe000, max: 0xffff })).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.string({ unit }), (t) => {
        const out = wellFormedText(t);
        expect(wellFormed(out)).toBe(true);
        expect(out.length).toBe(t.length);
        if (wellFormed(t)) expect(out).toBe(t);
      }),
    );
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (t) => wellFormedText(t) === t));
    expect(wellFormedText('a\ud800b\udc00')).toBe('a\ufffdb\ufffd');
    expect(wellFormedText('\udc00\ud800')).toBe('\ufffd\ufffd');
    expect(wellFormedText('🐕 ok')).toBe('🐕 ok');
  });
});
