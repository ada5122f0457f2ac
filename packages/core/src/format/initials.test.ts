import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('initialsOf', () => {
  it('takes the first and last names, never a title or credentials', () => {
    expect(initialsOf('Dr. Emily Carter')).toBe('EC');
    expect(initialsOf('Dr Emily Carter')).toBe('EC');
    expect(initialsOf('Emily Carter')).toBe('EC');
    expect(initialsOf('Emily Carter, DVM')).toBe('EC');
    expect(initialsOf('Mrs. Anne Marie de Vries')).toBe('AV');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('Dr.')).toBe('D');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf(null)).toBe('');
  });

  it('is the same with or without a leading title', () => {
    // Names, not titles: a first name that is itself a title word ('Dr', 'Ms') is read as a title.
    const name = fc.stringMatching(/^[A-Z][a-z]{1,8}$/).filter((n) => !['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'sir', 'rev'].includes(n.toLowerCase()));
    fc.assert(
      fc.property(fc.constantFrom('Dr.', 'Dr', 'Mr.', 'Ms', 'Prof.'), name, name, (title, first, last) => {
        expect(initialsOf(`${title} ${first} ${last}`)).toBe(initialsOf(`${first} ${last}`));
        expect(initialsOf(`${first} ${last}`)).toBe(first[0] + last[0]);
      }),
    );
  });
});
