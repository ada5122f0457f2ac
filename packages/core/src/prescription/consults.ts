import { CLIENT_LIMITS } from '../client/constants.js';

/**
 * The consults the form offers: the most recent `CLIENT_LIMITS.pimsConsultList` (5), newest first
 * (prescribing §4); undated consults last.
 *
 * @example
 * recentConsults([{ id: 'a', date: '2026-01-01' }, { id: 'b', date: '2026-03-01' }]).map((c) => c.id) // ['b', 'a']
 */
export function recentConsults<C extends { date?: string | null }>(consults: readonly C[]): C[] {
  const time = (c: C) => (c.date ? Date.parse(c.date) : Number.NEGATIVE_INFINITY);
  return [...consults].sort((a, b) => time(b) - time(a)).slice(0, CLIENT_LIMITS.pimsConsultList);
}
