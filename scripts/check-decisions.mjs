#!/usr/bin/env node
// Fails when a decision record is missing from the index docs/decisions/README.md, listed twice,
// listed without a status, or when the index links to a record that does not exist; and when a record
// carries more than MAX_FIGURES different measurement figures ("12.4 ms", "328 KB", "190 requests/s"):
// a record states its effect in one sentence and links its figures in docs/guides/benchmarks-history.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const dir = join(root, 'docs', 'decisions');
const records = readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f)).sort();
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const rows = [...index.matchAll(/^\|\s*\[(\d{4})\]\((\d{4}-[^)]+\.md)\)\s*\|(.*)\|\s*([^|]*?)\s*\|\s*$/gm)];
const problems = [];
// The most distinct figures a record may carry: its budgets and settings (a 250 KB budget, a 64 MB
// semi-space, a 300 ms delay) and one sentence on the effect. Measurement logs carry dozens.
const MAX_FIGURES = 6;
const FIGURE = /\b\d[\d,]*(?:\.\d+)?\s?(?:ms|µs|req\/s|requests\/s|KB|kB|MB)(?![\p{L}\p{N}])/gu;
for (const file of records) {
  const figures = new Set((readFileSync(join(dir, file), 'utf8').match(FIGURE) ?? []).map((f) => f.replace(/\s/g, '')));
  if (figures.size > MAX_FIGURES) {
    problems.push(`${file} carries ${figures.size} measurement figures (${[...figures].slice(0, 5).join(', ')} …), at most ${MAX_FIGURES}: move them to docs/guides/benchmarks-history.md#${file.slice(0, 4)} and link it ("Measurements: …"), keeping one sentence on the size of the effect`);
  }
}
const listed = new Map();
for (const [, number, file, , status] of rows) {
  listed.set(file, (listed.get(file) ?? 0) + 1);
  if (!file.startsWith(number)) problems.push(`${file} is listed as ${number}`);
  if (!records.includes(file)) problems.push(`the index links ${file}, which does not exist`);
  if (!/^(accepted|superseded|rejected|deprecated)\b/.test(status)) problems.push(`${file} has no status (accepted, superseded …): "${status}"`);
}
for (const file of records) {
  const n = listed.get(file) ?? 0;
  if (n === 0) problems.push(`${file} is not in the index: add "| [${file.slice(0, 4)}](${file}) | <its title> | accepted |" under its topic`);
  if (n > 1) problems.push(`${file} is listed ${n} times`);
}
if (problems.length) {
  console.error(`docs/decisions/README.md, the index of decisions:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`docs/decisions/README.md lists all ${records.length} decision records`);
