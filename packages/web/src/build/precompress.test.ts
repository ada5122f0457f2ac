/**
 * The build's precompressed files: each emitted text file gets a brotli and a gzip
 * sibling holding exactly its bytes; source maps and binary files get none.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../vite.precompress';

describe('precompressFiles', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file, decoding to its bytes, and leaves maps and images alone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vetrx-precompress-'));
    const files: Record<string, string> = {
      'app-1a2b.js': `export const text = ${JSON.stringify('Prescriptions ✓ '.repeat(400))};\n`,
      'index.html': '<!doctype html><title>VetRx</title>',
      'app-1a2b.js.map': '{"version":3}',
      'logo.png': '\u0089PNG',
    };
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
    await precompressFiles(dir, Object.keys(files));
    for (const name of ['app-1a2b.js', 'index.html']) {
      const original = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(original);
    }
    expect(readFileSync(join(dir, 'app-1a2b.js.br')).length).toBeLessThan(files['app-1a2b.js'].length / 10);
    for (const name of ['app-1a2b.js.map', 'logo.png']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
