import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** The built files worth compressing ahead: text the browser loads (source maps are fetched by devtools only). */
const TEXT = /\.(js|mjs|css|html|svg|json)$/;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each built text file, so the server
 * sends a page's chunks compressed from the first request after a start instead of compressing each at
 * its highest level while the first visitor waits (the server reads them in
 * packages/server/src/http/static.ts and compresses only what has no fresh sibling).
 */
export async function precompressFiles(dir: string, files: readonly string[]): Promise<void> {
  await Promise.all(
    files
      .filter((f) => TEXT.test(f))
      .map(async (f) => {
        const path = join(dir, f);
        const body = await readFile(path);
        const [brotli, gzipped] = await Promise.all([
          br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gz(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)]);
      }),
  );
}

/** The Vite plugin (build only): precompresses every emitted text file once the bundle is written. */
export function precompress(): Plugin {
  return {
    name: 'vetrx-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (options.dir) await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}
