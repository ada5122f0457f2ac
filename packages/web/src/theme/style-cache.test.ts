/**
 * Chakra's memoised style functions, patched (patches/@chakra-ui__react@3.37.0.patch): a cache hit no
 * longer reorders the cache, a call with one string or number argument is keyed by it, and an object is
 * keyed once, by its content. The answers must stay those of a fresh system's, also once the caches are
 * full and dropping their oldest entries, and for arguments that read alike ('4' and 4).
 */
import { createSystem, defaultBaseConfig, mergeConfigs, type SystemStyleObject } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './index';

const PROPS = ['paddingTop', 'marginInlineStart', 'width', 'gap', 'zIndex', 'color', 'borderRadius'] as const;
const COLORS = ['red.500', 'brand.600', 'fg.muted', 'rx.draft.fg', '#123456'];

/** The n-th style object of a fixed sequence: one property, with a number, a numeric string or a token. */
function style(n: number): SystemStyleObject {
  const prop = PROPS[n % PROPS.length]!;
  if (prop === 'color') return { color: COLORS[n % COLORS.length], _hover: { color: COLORS[(n + 1) % COLORS.length] } };
  const value = (n * 7) % 2400;
  return { [prop]: n % 2 === 0 ? value : String(value), ...(n % 3 === 0 ? { md: { [prop]: value + 1 } } : {}) } as SystemStyleObject;
}

describe("Chakra's style cache (patched)", () => {
  it("answers every call as a system that never saw it, past the caches' size and for look-alike arguments", () => {
    // 3,000 distinct style objects, twice: more than a cache holds, so the second pass reads evicted entries.
    const calls = Array.from({ length: 3000 }, (_, n) => style(n));
    const first = calls.map((s) => system.css(s));
    const second = calls.map((s) => system.css(s));
    expect(second).toEqual(first);
    // A system whose caches are empty answers each alike.
    const fresh = createSystem(mergeConfigs(defaultBaseConfig, system._config));
    for (const n of [0, 1, 2, 3, 1499, 1500, 2998, 2999]) expect(fresh.css(calls[n]!)).toEqual(first[n]);
    // '4' and 4 each answer as a fresh system resolves them (a spacing token).
    expect(system.css({ paddingTop: 4 })).toEqual(fresh.css({ paddingTop: 4 }));
    expect(system.css({ paddingTop: '4' })).toEqual(fresh.css({ paddingTop: '4' }));
    expect(system.token('colors.brand.600')).toBe('#137f74');
    expect(system.token('spacing.4')).toBe(fresh.token('spacing.4'));
  });

  it('keys an object by its content: equal objects share an answer, a nested value changed answers anew', () => {
    const hover = (color: string): SystemStyleObject => ({ padding: 2, _hover: { color, bg: 'bg.muted' } });
    const first = system.css(hover('red.500'));
    // A distinct object of equal content: the same cached answer.
    expect(system.css(hover('red.500'))).toBe(first);
    // Only a nested value differs: another answer, and the one a fresh system gives.
    const fresh = createSystem(mergeConfigs(defaultBaseConfig, system._config));
    const blue = system.css(hover('blue.500'));
    expect(blue).not.toEqual(first);
    expect(blue).toEqual(fresh.css(hover('blue.500')));
    // Several arguments: each keyed by its content, in order.
    const pair = system.css({ color: 'fg.muted' }, hover('red.500'));
    expect(system.css({ color: 'fg.muted' }, hover('blue.500'))).toEqual(fresh.css({ color: 'fg.muted' }, hover('blue.500')));
    expect(system.css(hover('red.500'), { color: 'fg.muted' })).toEqual(fresh.css(hover('red.500'), { color: 'fg.muted' }));
    expect(pair).toEqual(fresh.css({ color: 'fg.muted' }, hover('red.500')));
    // Objects that differ only in where a value sits are different keys.
    expect(system.css({ _hover: { color: 'red.500' } })).not.toEqual(system.css({ _focus: { color: 'red.500' } }));
  });
});
