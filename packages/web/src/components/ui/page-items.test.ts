import fc from 'fast-check';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, pageItems, type PageItem } from './page-items';

type ZagRange = (ctx: { page: number; totalPages: number; siblingCount: number; boundaryCount?: number }) => (number | 'ellipsis')[];

/**
 * zag's own range function, the one Chakra's `Pagination` drew from. `@zag-js/pagination` is no
 * dependency of this package (Chakra brings it, through Ark), and its index does not export the range
 * function: the file is found from where Chakra's Ark resolves the package.
 */
async function zagRange(): Promise<ZagRange> {
  const from = (p: string) => createRequire(p);
  const chakra = from(import.meta.url).resolve('@chakra-ui/react');
  const zag = from(from(chakra).resolve('@ark-ui/react')).resolve('@zag-js/pagination');
  const utils = (await import(/* @vite-ignore */ pathToFileURL(join(dirname(zag), 'pagination.utils.mjs')).href)) as { getRange: ZagRange };
  return utils.getRange;
}

const numbers = (items: PageItem[]) => items.filter((i): i is number => i !== ELLIPSIS);

/** A page count, a page in it, and a sibling count. */
const inRange = fc
  .record({ pageCount: fc.integer({ min: 1, max: 200 }), siblingCount: fc.integer({ min: 0, max: 4 }) })
  .chain((c) => fc.integer({ min: 1, max: c.pageCount }).map((page) => ({ ...c, page })));

describe('pageItems', () => {
  it('is zag’s pagination range, for pages in and out of range', async () => {
    const getRange = await zagRange();
    const same = (page: number, pageCount: number, siblingCount: number) =>
      JSON.stringify(pageItems(page, pageCount, siblingCount)) ===
      JSON.stringify(getRange({ page, totalPages: pageCount, siblingCount }).map((i) => (i === 'ellipsis' ? ELLIPSIS : i)));
    fc.assert(fc.property(fc.integer({ min: -3, max: 80 }), fc.integer({ min: -2, max: 75 }), fc.integer({ min: 0, max: 5 }), same), { numRuns: 2000 });
    // Every page of every count up to 60, with the pager's one sibling each side.
    const differ: [number, number][] = [];
    for (let pageCount = 0; pageCount <= 60; pageCount++) {
      for (let page = 1; page <= Math.max(pageCount, 1); page++) if (!same(page, pageCount, 1)) differ.push([page, pageCount]);
    }
    expect(differ).toEqual([]);
  });

  it('shows the first, the last and the current page, with its siblings', () => {
    fc.assert(
      fc.property(inRange, ({ page, pageCount, siblingCount }) => {
        const shown = numbers(pageItems(page, pageCount, siblingCount));
        expect(shown[0]).toBe(1);
        expect(shown.at(-1)).toBe(pageCount);
        for (let p = Math.max(1, page - siblingCount); p <= Math.min(pageCount, page + siblingCount); p++) expect(shown).toContain(p);
      }),
    );
  });

  it('lists pages in order, each once, with at most one ellipsis on each side of the current page', () => {
    fc.assert(
      fc.property(inRange, ({ page, pageCount, siblingCount }) => {
        const items = pageItems(page, pageCount, siblingCount);
        const shown = numbers(items);
        for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeGreaterThan(shown[i - 1]);
        const current = items.indexOf(page);
        expect(items.slice(0, current).filter((i) => i === ELLIPSIS).length).toBeLessThanOrEqual(1);
        expect(items.slice(current + 1).filter((i) => i === ELLIPSIS).length).toBeLessThanOrEqual(1);
        expect(items[0]).not.toBe(ELLIPSIS);
        expect(items.at(-1)).not.toBe(ELLIPSIS);
      }),
    );
  });

  it('puts an ellipsis where, and only where, two or more pages are left out', () => {
    fc.assert(
      fc.property(inRange, ({ page, pageCount, siblingCount }) => {
        const items = pageItems(page, pageCount, siblingCount);
        items.forEach((item, i) => {
          if (i === 0) return;
          const before = items[i - 1];
          if (item === ELLIPSIS) {
            const after = items[i + 1] as number;
            expect(after - (before as number)).toBeGreaterThan(2);
          } else if (before !== ELLIPSIS) {
            expect(item).toBe(before + 1);
          }
        });
      }),
    );
  });

  it('shows every page up to 2 × siblings + 5 pages, and never more than that many items', () => {
    fc.assert(
      fc.property(inRange, ({ page, pageCount, siblingCount }) => {
        const items = pageItems(page, pageCount, siblingCount);
        const slots = 2 * siblingCount + 5;
        if (pageCount <= slots) expect(items).toEqual(Array.from({ length: pageCount }, (_, i) => i + 1));
        else expect(items).toHaveLength(slots);
      }),
    );
  });

  it.each<[number, number, PageItem[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, ELLIPSIS, 8]],
    [4, 8, [1, 2, 3, 4, 5, ELLIPSIS, 8]],
    [5, 8, [1, ELLIPSIS, 4, 5, 6, 7, 8]],
    [1, 20, [1, 2, 3, 4, 5, ELLIPSIS, 20]],
    [3, 20, [1, 2, 3, 4, 5, ELLIPSIS, 20]],
    [4, 20, [1, 2, 3, 4, 5, ELLIPSIS, 20]],
    [5, 20, [1, ELLIPSIS, 4, 5, 6, ELLIPSIS, 20]],
    [16, 20, [1, ELLIPSIS, 15, 16, 17, ELLIPSIS, 20]],
    [17, 20, [1, ELLIPSIS, 16, 17, 18, 19, 20]],
    [20, 20, [1, ELLIPSIS, 16, 17, 18, 19, 20]],
    [9, 3, [1, 2, 3]],
    [30, 20, [1, ELLIPSIS, 16, 17, 18, 19, 20]],
  ])('page %i of %i: %j', (page, pageCount, expected) => {
    expect(pageItems(page, pageCount)).toEqual(expected);
  });
});
