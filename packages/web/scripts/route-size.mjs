#!/usr/bin/env node
// `npm run size` after `vite build` (decision 0137). Gzipped JS a route needs on a full load: the entry and every chunk it or the route's lazy chunks import statically.
// With --check (CI, after the build) it fails when a route is over its budget: issue 13's 250 KB for the first route and
// /dashboard, and 340 KB for /approve, whose first load leaves its dialogs, zod and XState to later (decision 0221).
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
const dir = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "dist";
const check = process.argv.includes("--check");
const BUDGET_KB = { "/login": 250, "/dashboard": 250, "/approve": 340 };
const over = [];
const assets = join(dir, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const gz = (f) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
const deps = (f) => {
  const src = readFileSync(join(assets, f), 'utf8');
  const out = new Set();
  for (const m of src.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) out.add(m[1]);
  return out;
};
const closure = (roots) => {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    for (const d of deps(f)) stack.push(d);
  }
  return seen;
};
const entry = readFileSync(join(dir, 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)[1];
const find = (prefix) => files.filter((f) => f.startsWith(prefix + '-'));
for (const [route, lazies] of Object.entries({ '/login': ['LoginPage'], '/dashboard': ['AuthenticatedLayout', 'DashboardPage'], '/approve': ['AuthenticatedLayout', 'ApprovalsPage'] })) {
  const set = closure([entry, ...lazies.flatMap(find)]);
  const total = [...set].reduce((n, f) => n + gz(f), 0);
  if (total / 1024 > BUDGET_KB[route]) over.push(`${route} ${(total / 1024).toFixed(1)} KB > ${BUDGET_KB[route]} KB`);
  console.log(`${route}: ${(total / 1024).toFixed(1)} KB gzipped in ${set.size} chunks (budget ${BUDGET_KB[route]} KB); largest: ${[...set].map((f) => [f, gz(f)]).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([f, n]) => `${f.replace(/-[^-]+\.js$/, '')} ${(n / 1024).toFixed(0)}`).join(', ')}`);
}
if (check && over.length) {
  console.error(`Over the first-load budget: ${over.join('; ')}`);
  process.exitCode = 1;
}
