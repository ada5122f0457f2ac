/**
 * A limit or a text lives once, in core (the house rule): review found these written
 * twice or more — the order history's name filter maximum and page size (in `order` and again in
 * `CLIENT_LIMITS`, `CLIENT_PAGE_SIZES`, `ADMIN_PAGE_SIZES`), the open upper weight bound (in `product`
 * and `conflict`), and the embedded provider's client names (in the server and inside core's device
 * sign-in texts). Each is now given in one place, which the others read. The sources of core, server,
 * web and the CLI are read without their tests and comment lines (examples may show a value).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packagesDir = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? (name === 'node_modules' ? [] : files(p)) : /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [p] : [];
  });
}

const codeLines = ['core', 'server', 'web', 'cli'].flatMap((pkg) =>
  files(join(packagesDir, pkg, 'src')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((text, i) => ({ where: `${relative(packagesDir, file)}:${i + 1}`, text }))
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line.text)),
  ),
);

/** Where a line of code matches. */
const written = (pattern: RegExp) => codeLines.filter((line) => pattern.test(line.text)).map((line) => line.where);

describe('limits and texts review found written twice', () => {
  it('has sources of the four packages to read', () => {
    for (const pkg of ['core/', 'server/', 'web/', 'cli/']) expect(codeLines.some((l) => l.where.startsWith(pkg))).toBe(true);
  });

  it.each([
    ["the order history's name filter maximum (30)", /\b(orderNameFilter|ORDER_NAME_FILTER_MAX)\s*[:=]\s*\d/],
    ["the order history's page size (10)", /\b(orderHistory|ORDER_HISTORY_PAGE_SIZE)\s*[:=]\s*\d/],
    ['the open upper weight bound (10000)', /\b(weightOpenMax|WEIGHT_OPEN_MAX|OPEN_WEIGHT_MAX)\s*[:=]\s*\d/],
    ["the portal's name on the sign-in pages", /VetRx portal/],
    ["the CLI's name on the sign-in pages", /VetRx CLI/],
  ])('%s is written once, in core', (_what, pattern) => {
    expect(written(pattern)).toEqual([expect.stringMatching(/^core\/src\//)]);
  });
});
