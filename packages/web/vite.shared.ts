import { fileURLToPath } from 'node:url';

const coreSrc = fileURLToPath(new URL('../core/src/', import.meta.url));

/**
 * @vetrx/core is read from its TypeScript sources (no core build while developing or bundling). An
 * alias rather than the `source` export condition, because some dependencies (@internationalized/*)
 * publish a `source` condition of their own that would pull their sources in as well.
 */
export const coreSourceAlias = [
  { find: /^@vetrx\/core$/, replacement: `${coreSrc}index.ts` },
  // One module per operation and per fragment: @vetrx/core/operations/GetLocation.
  { find: /^@vetrx\/core\/(operations|fragments)\/([A-Za-z0-9]+)$/, replacement: `${coreSrc}api/generated/$1/$2.ts` },
  { find: /^@vetrx\/core\/(.+)$/, replacement: `${coreSrc}$1/index.ts` },
];
