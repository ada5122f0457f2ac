#!/usr/bin/env node
// Checks docs/decisions/README.md, the index of the decision records (decision 0366):
// - every record file (NNNN-title.md) is listed once under a topic, and every listed record exists;
// - every old number (a record folded into another) points to an existing record that names it;
// - every decision number cited in the code and docs ("decision 0052", "decisions 0100, 0103",
//   docs/decisions/0052-….md) is a record or an old number, so citations resolve through the index;
// - a record has its Context, Decision and Consequences, and carries no measurement log (at most
//   MAX_FIGURES distinct figures in ms, µs, KB, MB or requests/s; today's figures live in
//   docs/guides/benchmarks.md);
// - every relative link of docs/ and the README.md files resolves (scripts/check-links.mjs).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

const dir = join(root, 'docs', 'decisions');
const records = readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f)).sort();
const byNumber = new Map(records.map((f) => [f.slice(0, 4), f]));
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const problems = [];

// Topic rows: | [NNNN](NNNN-title.md) | title |
const listed = new Map();
for (const [, number, file] of index.matchAll(/^\|\s*\[(\d{4})\]\((\d{4}-[^)]+\.md)\)\s*\|[^\n]*\|\s*$/gm)) {
  listed.set(file, (listed.get(file) ?? 0) + 1);
  if (!file.startsWith(number)) problems.push(`the index lists ${file} as ${number}`);
  if (!records.includes(file)) problems.push(`the index lists ${file}, which does not exist`);
}
for (const file of records) {
  const n = listed.get(file) ?? 0;
  if (n === 0) problems.push(`${file} is not in the index: add "| [${file.slice(0, 4)}](${file}) | <its title> |" under its topic`);
  if (n > 1) problems.push(`${file} is listed ${n} times`);
}

// Old numbers: | NNNN | its old title | [MMMM](MMMM-title.md)[, [KKKK](KKKK-title.md)] | — the records that hold
// its decisions now, the first the main one.
const old = new Map();
for (const [, number, cell] of index.matchAll(/^\|\s*(\d{4})\s*\|[^\n]*?\|\s*((?:\[\d{4}\]\(\d{4}-[^)]+\.md\)(?:,\s*)?)+)\s*\|\s*$/gm)) {
  if (old.has(number)) problems.push(`old number ${number} is listed twice`);
  if (byNumber.has(number)) problems.push(`old number ${number} is a record's own number (${byNumber.get(number)})`);
  const targets = [...cell.matchAll(/\[(\d{4})\]\((\d{4}-[^)]+\.md)\)/g)];
  old.set(number, targets.map(([, , file]) => file));
  for (const [, target, file] of targets) {
    if (!file.startsWith(target) || !records.includes(file)) {
      problems.push(`old number ${number} points to ${file}, which is not a record`);
    } else if (!readFileSync(join(dir, file), 'utf8').includes(number)) {
      problems.push(`old number ${number} points to ${file}, which does not name it: say which paragraph holds it, e.g. "(${number})"`);
    }
  }
}

// Records: sections, and no measurement logs.
const MAX_FIGURES = 6;
const FIGURE = /\b\d[\d,]*(?:\.\d+)?\s?(?:ms|µs|req\/s|requests\/s|KB|kB|MB)(?![\p{L}\p{N}])/gu;
for (const file of records) {
  const text = readFileSync(join(dir, file), 'utf8');
  for (const section of ['Context', 'Decision', 'Consequences']) {
    if (!new RegExp(`^## ${section}\\b`, 'm').test(text)) problems.push(`${file} has no "## ${section}" section`);
  }
  const figures = new Set((text.match(FIGURE) ?? []).map((f) => f.replace(/\s/g, '')));
  if (figures.size > MAX_FIGURES) {
    problems.push(`${file} carries ${figures.size} measurement figures (${[...figures].slice(0, 5).join(', ')} …), at most ${MAX_FIGURES}: keep one sentence on the size of the effect; today's figures go to docs/guides/benchmarks.md`);
  }
}

// Citations in the code and docs.
const skip = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', '.data', 'screens', 'meta']);
const sourceFile = /\.(?:[cm]?[jt]sx?|md|graphql|sql|json|ya?ml)$/;
function* files(path) {
  for (const e of readdirSync(path, { withFileTypes: true })) {
    if (skip.has(e.name)) continue;
    const p = join(path, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (sourceFile.test(e.name)) yield p;
  }
}
const cited = new Map();
const cite = (number, where) => cited.has(number) || cited.set(number, where);
const places = [join(root, 'README.md'), join(root, 'eslint.config.js'), join(root, '.dependency-cruiser.cjs')];
for (const top of ['packages', 'scripts', 'docs']) places.push(...files(join(root, top)));
for (const file of places) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  const where = relative(root, file);
  for (const [list] of text.matchAll(/\b[Dd]ecisions?\s+\d{4}(?:(?:\s*(?:,|–|-|and|or|&|\/)\s*|,?\s+)\d{4})*/g)) {
    for (const [number] of list.matchAll(/\d{4}/g)) cite(number, where);
  }
  for (const [, number] of text.matchAll(/decisions\/(\d{4})-[\w.-]+\.md/g)) cite(number, where);
}
for (const [number, where] of cited) {
  if (!byNumber.has(number) && !old.has(number)) problems.push(`${where} cites decision ${number}, which is neither a record nor an old number of the index`);
}

if (problems.length) {
  console.error(`docs/decisions/README.md, the index of decisions:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}

// Relative links of docs/ and the README.md files.
const markdown = [join(root, 'README.md'), ...[...files(join(root, 'docs'))].filter((f) => f.endsWith('.md'))];
for (const f of files(join(root, 'packages'))) if (f.endsWith('README.md')) markdown.push(f);
const links = spawnSync(process.execPath, [join(root, 'scripts', 'check-links.mjs'), ...markdown], { stdio: 'inherit' });
if (links.status !== 0) process.exit(1);

console.log(`docs/decisions/README.md lists all ${records.length} decision records and ${old.size} old numbers; ${cited.size} cited numbers resolve`);
