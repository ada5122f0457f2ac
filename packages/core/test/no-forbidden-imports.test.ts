import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };

const srcDir = fileURLToPath(new URL('../src', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

const FORBIDDEN = [
  /^react(-dom)?(\/|$)/,
  /^@chakra-ui\//,
  /^@emotion\//,
  /^node:/,
  /^(fs|path|http|https|crypto|os|child_process|url|stream|buffer|util|events|net|tls|zlib)(\/|$)/,
  /^(pg|postgres|drizzle-orm|drizzle-kit|@electric-sql\/pglite|graphql-yoga|oidc-provider|jose|express|koa)(\/|$)/,
];
// @noble/hashes: the audit chain's SHA-256 (pure JavaScript, no Node or DOM).
const ALLOWED_RUNTIME = new Set(['xstate', 'zod', 'dayjs', '@noble/hashes']);

describe('@vetrx/core stays framework-free', () => {
  // Tests and test-utils folders are left out of the build (tsconfig.build.json), so they may use dev dependencies.
  const sources = files(srcDir).filter((f) => !/\.(test|spec)\.tsx?$/.test(f) && !/[\\/]test-utils[\\/]/.test(f));

  it('has sources to check', () => {
    expect(sources.length).toBeGreaterThan(0);
  });

  it('no file under src imports React, the DOM, Node built-ins, a database or an HTTP server', () => {
    const offenders: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const spec = m[1] ?? m[2];
        if (FORBIDDEN.some((re) => re.test(spec))) offenders.push(`${relative(srcDir, file)} → ${spec}`);
      }
      if (/\b(document|window|localStorage|sessionStorage)\./.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))) {
        offenders.push(`${relative(srcDir, file)} → uses a DOM global`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('every bare import is one of the allowed runtime dependencies (xstate, zod, dayjs, @noble/hashes)', () => {
    const bare = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^\s*import\s+(?!type\b)[^'"]*?from\s+['"]([^'".][^'"]*)['"]/gm)) {
        bare.add(m[1].startsWith('@') ? m[1].split('/').slice(0, 2).join('/') : m[1].split('/')[0]);
      }
    }
    for (const name of bare) expect(ALLOWED_RUNTIME.has(name), `unexpected runtime import ${name}`).toBe(true);
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...ALLOWED_RUNTIME].sort());
  });
});
