import { describe, expect, it } from 'vitest';
import * as catalogue from './index.js';

/** Every text of the catalogue, by its path: strings as they are, functions called with sample arguments. */
function texts(value: unknown, path: string, out: Map<string, string>, seen = new Set<unknown>()): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') {
    for (const args of [['x', 'y', 'z'], [2, 3, 4], []]) {
      try {
        const text = (value as (...a: unknown[]) => unknown)(...args);
        if (typeof text === 'string') out.set(`${path}(${args.join(', ')})`, text);
      } catch {
        // A text function that needs other arguments: its literal parts are checked through its callers.
      }
    }
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [key, v] of Object.entries(value)) texts(v, `${path}.${key}`, out, seen);
  }
  return out;
}

describe('the message catalogue (issue 59)', () => {
  it('names no decision record in any text a user reads', () => {
    const all = texts(catalogue, 'messages', new Map());
    expect(all.size).toBeGreaterThan(500);
    const numbered = [...all].filter(([, text]) => /\bdecisions?\s+\d{4}\b/i.test(text));
    expect(numbered).toEqual([]);
  });
});
