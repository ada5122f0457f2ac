import { describe, expect, it } from 'vitest';
import { formatFields, formatJson, formatTable } from './output.js';

describe('output', () => {
  it('aligns table columns on the widest cell, without trailing blanks', () => {
    expect(formatTable(['LOCATION', 'ROLE'], [['Demo Animal Clinic', 'Vet'], ['North', 'Vet admin']])).toBe(
      'LOCATION            ROLE\nDemo Animal Clinic  Vet\nNorth               Vet admin\n',
    );
  });

  it('aligns label/value lines', () => {
    expect(formatFields([['Username', 'a'], ['Impersonation', 'no']])).toBe('Username       a\nImpersonation  no\n');
  });

  it('prints pretty JSON by default and one line when compact', () => {
    expect(formatJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
    expect(formatJson({ a: [1] }, { compact: true })).toBe('{"a":[1]}\n');
  });
});
