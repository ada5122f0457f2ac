#!/usr/bin/env node
// Fails when a decision record is missing from the index docs/decisions/README.md, listed twice,
// listed without a status, or when the index links to a record that does not exist.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const dir = join(root, 'docs', 'decisions');
const records = readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f)).sort();
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const rows = [...index.matchAll(/^\|\s*\[(\d{4})\]\((\d{4}-[^)]+\.md)\)\s*\|(.*)\|\s*([^|]*?)\s*\|\s*$/gm)];
const problems = [];
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
