import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, fetchAll, fitToWidth, progressBar } from './render.js';
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
  it('progressBar fills in proportion', () => {
    expect(progressBar(50, 200, 'users')).toBe('\rusers [#####---------------]  50/200');
  });
});
