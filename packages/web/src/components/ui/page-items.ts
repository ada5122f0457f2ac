/**
 * The page numbers a pager shows: the first and the last page always, the current page with
 * `siblingCount` pages on each side, and an ellipsis for each run of two or more pages left out (a run
 * of one page shows that page instead). All pages show when there are no more than `2 × siblingCount + 5`
 * (first, last, current, siblings, and the two ellipses' places). The list is the one Ark UI's (zag's)
 * pagination machine made for Chakra's `Pagination` before the pager drew its own buttons; page-items.test.ts
 * compares them.
 *
 * Pages are 1-based. `page` need not be in range (a list that shrank under its page): no number is then
 * current, and the window sits at the nearer end.
 *
 * @example
 * pageItems(5, 20) // [1, '…', 4, 5, 6, '…', 20]
 * pageItems(2, 20) // [1, 2, 3, 4, 5, '…', 20]
 * pageItems(1, 7)  // [1, 2, 3, 4, 5, 6, 7]
 */
export const ELLIPSIS = '…';

/** A page number, or the place of two or more pages left out. */
export type PageItem = number | typeof ELLIPSIS;

/**
 * The items for page `page` of `pageCount`; `siblingCount` (a whole number, 0 or more) pages show on
 * each side of the current one. Nothing when there is no page.
 */
export function pageItems(page: number, pageCount: number, siblingCount = 1): PageItem[] {
  if (pageCount <= 0) return [];
  // first, ellipsis, siblings, current, siblings, ellipsis, last
  const slots = 2 * siblingCount + 5;
  if (pageCount <= slots) return pages(1, pageCount);
  const left = Math.max(page - siblingCount, 1);
  const right = Math.min(page + siblingCount, pageCount);
  // A gap hides at least two pages (2 … left − 1); a single hidden page would show as itself.
  const leftGap = left > 3;
  const rightGap = right < pageCount - 2;
  // Near an end the window runs on from that end: all slots but the far page and its ellipsis.
  const run = slots - 2;
  if (leftGap && rightGap) return [1, ELLIPSIS, ...pages(left, right), ELLIPSIS, pageCount];
  if (rightGap) return [...pages(1, run), ELLIPSIS, pageCount];
  if (leftGap) return [1, ELLIPSIS, ...pages(pageCount - run + 1, pageCount)];
  return pages(1, pageCount);
}

function pages(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
