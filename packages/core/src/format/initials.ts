/**
 * Avatar initials of a person (admin §9 user lists, My Account, the header menu).
 */

const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'sir', 'rev']);

/**
 * The initials shown in a person's avatar: the first letters of the first and last names, never of a
 * title ('Dr. Emily Carter' → 'EC'). Leading titles (a word of the title list, or any word ending in a
 * dot) and everything after a comma (credentials such as ', DVM') are skipped; one name gives one
 * letter; no name gives ''.
 *
 * @example
 * initialsOf('Dr. Emily Carter') // 'EC'
 * initialsOf('Emily Carter, DVM') // 'EC'
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').split(',')[0].split(/\s+/).filter((w) => /\p{L}/u.test(w));
  while (words.length > 1 && (TITLES.has(words[0].replace(/\.$/, '').toLowerCase()) || words[0].endsWith('.'))) words.shift();
  if (words.length === 0) return '';
  const letter = (w: string) => (w.match(/\p{L}/u)?.[0] ?? '').toUpperCase();
  return words.length === 1 ? letter(words[0]) : letter(words[0]) + letter(words[words.length - 1]);
}
