#!/usr/bin/env node
// Checks that every relative link of README.md, docs/** and the source folders' README.md files points
// at a file that exists, and that a #fragment names a heading of the target markdown file.
// Not part of `npm test`; run: node scripts/check-links.mjs [files…]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { root } from './lib.mjs';

const skip = new Set(['node_modules', '.git', 'dist', 'generated', 'test-results', 'playwright-report', '.data']);
function markdown(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...markdown(p));
    else if (e.name.endsWith('.md')) out.push(p);
  }
  return out;
}
const files = process.argv.length > 2
  ? process.argv.slice(2).map((f) => resolve(f))
  : [join(root, 'README.md'), ...markdown(join(root, 'docs')), ...markdown(join(root, 'packages'))];

/** GitHub's anchor of a heading: lower-cased, punctuation dropped, spaces to hyphens. */
const slug = (h) => h.trim().toLowerCase().replace(/<[^>]+>/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const seen = new Map();
    const set = new Set();
    const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const [, h] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
      const base = slug(h);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      set.add(n ? `${base}-${n}` : base);
    }
    for (const [, id] of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) set.add(id);
    anchorsOf.set(file, set);
  }
  return anchorsOf.get(file);
}

const problems = [];
let count = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\[[^\]]+\]:\s*(\S+)/gm)) {
    const link = m[1] ?? m[2];
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue; // http:, mailto: …
    count++;
    const [path, fragment] = link.split('#');
    const target = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
    const where = relative(root, file);
    if (!existsSync(target)) { problems.push(`${where}: ${link} — no such file`); continue; }
    if (fragment && statSync(target).isFile() && target.endsWith('.md') && !anchors(target).has(fragment.toLowerCase())) {
      problems.push(`${where}: ${link} — no heading #${fragment} in ${relative(root, target)}`);
    }
  }
}
if (problems.length) {
  console.error(`${problems.length} broken relative link(s) of ${count}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`${count} relative links in ${files.length} markdown files resolve`);
