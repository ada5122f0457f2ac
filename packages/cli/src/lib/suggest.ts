/**
 * Edit distance between two strings (insertions, deletions, substitutions).
 *
 * @example
 * editDistance('GetLocaton', 'GetLocation') // 1
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

/**
 * The known names closest to what was typed, best first (case-insensitive): names equal but for case,
 * then names containing the input (or contained in it), then names within an edit distance of about
 * a third of their length.
 *
 * @example
 * closestNames('getlocaton', ['GetLocation', 'GetLocationUser', 'Me']) // ['GetLocation', 'GetLocationUser']
 */
export function closestNames(input: string, names: readonly string[], max = 3): string[] {
  const typed = input.trim().toLowerCase();
  if (!typed) return [];
  const scored: Array<{ name: string; score: number }> = [];
  for (const name of names) {
    const candidate = name.toLowerCase();
    const distance = editDistance(typed, candidate);
    const limit = Math.max(2, Math.floor(Math.max(typed.length, candidate.length) / 3));
    let score: number | undefined;
    if (candidate === typed) score = 0;
    else if (distance <= limit) score = 1 + distance;
    else if (typed.length >= 3 && (candidate.includes(typed) || typed.includes(candidate))) score = 1 + limit + Math.abs(candidate.length - typed.length) / 100;
    if (score !== undefined) scored.push({ name, score });
  }
  return scored
    .sort((x, y) => x.score - y.score || x.name.length - y.name.length || x.name.localeCompare(y.name))
    .slice(0, max)
    .map((s) => s.name);
}

/**
 * "A", "A or B", "A, B or C".
 *
 * @example
 * orList(['GetLocation', 'GetLocationUser']) // 'GetLocation or GetLocationUser'
 */
export function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
