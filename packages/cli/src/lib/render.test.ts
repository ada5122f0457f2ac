import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, fetchAll, fetchAllAfter, fitToWidth, progressBar } from './render.js';
import { processIO } from './io.js';

describe('fitToWidth', () => {
  it('keeps every line within the width when the headers fit, and cuts with …', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ maxLength: 30 }), { minLength: 3, maxLength: 3 }), { maxLength: 5 }), fc.integer({ min: 30, max: 120 }), (rows, width) => {
        const headers = ['ID', 'NAME', 'EMAIL'];
        const clean = rows.map((r) => r.map((c) => c.replace(/\s/g, 'x')));
        const out = fitToWidth(headers, clean, width);
        const widths = headers.map((h, i) => Math.max(h.length, ...out.map((r) => r[i].length)));
        expect(widths.reduce((a, b) => a + b, 0) + 2 * (headers.length - 1)).toBeLessThanOrEqual(Math.max(width, 4 + 4 + 5 + 4));
        out.forEach((r, i) => r.forEach((c, j) => expect(c === clean[i][j] || (c.endsWith('…') && clean[i][j].startsWith(c.slice(0, -1)))).toBe(true)));
      }),
    );
  });
  it('does not cut without a terminal width', () => {
    expect(fitToWidth(['A'], [['x'.repeat(500)]], undefined)[0][0]).toHaveLength(500);
  });
});

describe('csvLine', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'x\ny'])).toBe('a,"b,c","say ""hi""","x\ny"');
  });
});

describe('fetchAll', () => {
  it('reads pages until a short one, up to max, and draws a progress bar on a terminal only', async () => {
    const data = Array.from({ length: 25 }, (_, i) => i);
    const page = async (skip: number, take: number) => data.slice(skip, skip + take);
    let err = '';
    const tty = processIO({ stderr: (t) => void (err += t), stderrIsTTY: true });
    expect(await fetchAll(tty, page, { pageSize: 10, total: 25, label: 'rows' })).toEqual(data);
    expect(err).toContain(progressBar(10, 25, 'rows'));
    expect(err).toContain(progressBar(25, 25, 'rows'));
    err = '';
    const pipe = processIO({ stderr: (t) => void (err += t), stderrIsTTY: false });
    expect(await fetchAll(pipe, page, { pageSize: 10, total: 25, max: 12 })).toEqual(data.slice(0, 12));
    expect(err).toBe('');
  });
  it('keyset paging reads a live newest-first list once, however many rows arrive between pages (skip would repeat them)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 60 }), fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 10 }), fc.integer({ min: 1, max: 12 }), async (initial, arrivals, pageSize) => {
        // A log newest first: ids descending; `arrive` writes newer rows at the top.
        let next = initial + 1;
        let log: Array<{ id: number }> = Array.from({ length: initial }, (_, i) => ({ id: initial - i }));
        let calls = 0;
        const arrive = () => {
          for (let k = 0; k < (arrivals[calls++] ?? 0); k++) log = [{ id: next++ }, ...log];
        };
        const original = log.map((r) => r.id);
        const io = processIO({ stderr: () => {} });
        const keyset = await fetchAllAfter<{ id: number }>(io, async (last, take) => {
          const page = log.filter((r) => last === undefined || r.id < last.id).slice(0, take);
          arrive();
          return page;
        }, { pageSize });
        expect(keyset.map((r) => r.id)).toEqual(original);
      }),
    );
  });
  it('offset paging of the same live list repeats a row (why the audit log pages by key)', async () => {
    let log = [5, 4, 3, 2, 1];
    const rows = await fetchAll(processIO({ stderr: () => {} }), async (skip, take) => {
      const page = log.slice(skip, skip + take);
      if (skip === 0) log = [6, ...log];
      return page;
    }, { pageSize: 2 });
    expect(rows).toEqual([5, 4, 4, 3, 2, 1]);
  });
  it('progressBar fills in proportion', () => {
    expect(progressBar(50, 200, 'users')).toBe('\rusers [#####---------------]  50/200');
  });
});
