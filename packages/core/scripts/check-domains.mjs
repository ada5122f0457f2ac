#!/usr/bin/env node
// Fails when core's domain folders import each other in a cycle.
//
// A domain is a folder directly under src/ (src/prescription, src/task, …). Every relative import
// between files of two domains — value or type, tests and test-utils excluded — is an edge from one
// domain to the other; a cycle among the domains (task → client → task) fails with the files that
// make it. Run: node packages/core/scripts/check-domains.mjs (npm test runs it through core's tests).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** Every non-test .ts file under src/ (generated ones included: they are part of their domain). */
function sourceFiles(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'test-utils') out.push(...sourceFiles(p));
    } else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const domainOf = (file) => relative(src, file).split(sep)[0];

/** Domain → domain → the first import (file → file) that makes the edge. */
export function domainGraph() {
  const edges = new Map();
  for (const file of sourceFiles(src)) {
    const from = domainOf(file);
    if (from.endsWith('.ts')) continue; // src/index.ts re-exports every domain: it is the package, not a domain
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
      const target = resolve(dirname(file), m[1] ?? m[2]);
      const to = domainOf(target);
      if (to === from || to.startsWith('..')) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${relative(src, file)} → ${relative(src, target)}`);
    }
  }
  return edges;
}

/** Strongly connected groups of more than one domain (Tarjan). */
export function domainCycles(edges) {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
  let next = 0;
  const index = new Map(), low = new Map(), stack = [], onStack = new Set(), groups = [];
  const visit = (v) => {
    index.set(v, next); low.set(v, next); next++; stack.push(v); onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return groups;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const edges = domainGraph();
  const cycles = domainCycles(edges);
  if (process.argv.includes('--graph')) for (const [from, tos] of [...edges].sort()) console.log(`${from} → ${[...tos.keys()].sort().join(', ')}`);
  if (cycles.length === 0) {
    console.log(`core: ${edges.size} domains, no import cycle between them`);
  } else {
    for (const group of cycles) {
      console.error(`Import cycle between core's domains: ${group.join(' ↔ ')}`);
      for (const a of group) for (const [b, via] of edges.get(a) ?? []) if (group.includes(b)) console.error(`  ${a} → ${b}: ${via}`);
    }
    process.exit(1);
  }
}
