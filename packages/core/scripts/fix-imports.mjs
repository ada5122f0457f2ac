#!/usr/bin/env node
// Moves imports of @vetrx/core in the other packages to the subpath that exports each name now
// (decision 0320): `import { GetLocationDocument, type MeQuery } from '@vetrx/core/api'` becomes one
// import per operation module, a machine imported from the retired `@vetrx/core/machines` comes from
// its domain, … Names that no subpath exports any more are reported (exit 1) and left alone.
//
//   node packages/core/scripts/fix-imports.mjs            rewrite the files
//   node packages/core/scripts/fix-imports.mjs --check    only list what would change (exit 1 if any)
//
// Run it after merging a branch that still imports a name from its old place.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pkgDir, readSurface } from './api-surface.mjs';

const root = join(pkgDir, '../..');
const check = process.argv.includes('--check');
const PACKAGES = ['server', 'web', 'cli', 'fixtures'].map((p) => join(root, 'packages', p));

/** name → the subpaths (as import specifiers) that export it. */
const where = new Map();
const exportsOf = new Map();
for (const entry of readSurface()) {
  const specifier = entry.subpath === '.' ? '@vetrx/core' : `@vetrx/core/${entry.subpath.slice(2)}`;
  exportsOf.set(specifier, new Set(entry.exports.map((e) => e.name)));
  for (const e of entry.exports) where.set(e.name, [...(where.get(e.name) ?? []), specifier]);
}

function files(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'generated'].includes(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...files(p));
    else if (/\.(ts|tsx|mts|mjs)$/.test(e.name)) out.push(p);
  }
  return out;
}

const IMPORT = /^([ \t]*)(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*'(@vetrx\/core(?:\/[^']*)?)';?[ \t]*$/gm;
/** One import statement per source: a rewrite that adds a second one merges it into the first. */
function format(indent, keyword, allTypes, names, source) {
  const line = `${indent}${keyword}${allTypes ? ' type' : ''} { ${names.join(', ')} } from '${source}';`;
  if (line.length <= 120) return line;
  return `${indent}${keyword}${allTypes ? ' type' : ''} {\n${names.map((n) => `${indent}  ${n},`).join('\n')}\n${indent}} from '${source}';`;
}
function mergeDuplicates(text) {
  const seen = new Map();
  const found = [...text.matchAll(IMPORT)].filter((m) => m[2] === 'import');
  for (const m of found) seen.set(m[5], [...(seen.get(m[5]) ?? []), m]);
  let out = text;
  for (const [source, list] of seen) {
    if (list.length < 2) continue;
    const specs = list.flatMap((m) => m[4].split(',').map((s) => s.trim()).filter(Boolean).map((s) => (m[3] && !s.startsWith('type ') ? `type ${s}` : s)));
    const unique = [...new Set(specs)];
    const allTypes = unique.every((s) => s.startsWith('type '));
    const names = allTypes ? unique.map((s) => s.replace(/^type\s+/, '')) : unique;
    out = out.replace(list[0][0], format(list[0][1], 'import', allTypes, names, source));
    for (const m of list.slice(1)) out = out.replace(`${m[0]}\n`, '');
  }
  return out;
}

let changedFiles = 0;
const unknown = [];
for (const file of PACKAGES.flatMap(files)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(IMPORT, (whole, indent, keyword, typeOnly, list, from) => {
    const specs = list.split(',').map((s) => s.trim()).filter(Boolean);
    const targets = specs.map((spec) => {
      const isType = Boolean(typeOnly) || spec.startsWith('type ');
      const bare = spec.replace(/^type\s+/, '');
      const name = bare.split(/\s+as\s+/)[0];
      if (exportsOf.get(from)?.has(name)) return { from, bare, isType };
      const options = where.get(name) ?? [];
      if (options.length !== 1) {
        unknown.push(`${relative(root, file)}: ${name} from '${from}'${options.length ? ` (exported by ${options.join(', ')})` : ''}`);
        return { from, bare, isType };
      }
      return { from: options[0], bare, isType };
    });
    if (targets.every((t) => t.from === from)) return whole;
    const bySource = new Map();
    for (const t of targets) bySource.set(t.from, [...(bySource.get(t.from) ?? []), t]);
    return [...bySource]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([source, list]) => {
        const allTypes = list.every((t) => t.isType);
        const names = list.map((t) => (t.isType && !allTypes ? `type ${t.bare}` : t.bare));
        return format(indent, keyword, allTypes, names, source);
      })
      .join('\n');
  });
  const merged = next === text ? next : mergeDuplicates(next);
  if (merged !== text) {
    changedFiles++;
    if (check) console.log(`would change ${relative(root, file)}`);
    else writeFileSync(file, merged);
  }
}
for (const u of unknown) console.error(`not moved: ${u}`);
console.log(`${check ? 'would change' : 'changed'} ${changedFiles} files`);
if (unknown.length || (check && changedFiles)) process.exit(1);
