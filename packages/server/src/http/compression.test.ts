import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, COMPRESS_SYNC_MAX_BYTES, type Encoding } from './compression.js';

const decompress = (body: Buffer, encoding: Encoding) => (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body));

describe('compress', () => {
  it('gives back the same bytes after decompression, on either side of the synchronous limit, for both encodings and levels', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Encoding>('br', 'gzip'),
        fc.constantFrom<'fast' | 'max'>('fast', 'max'),
        fc.oneof(fc.integer({ min: 0, max: 4096 }), fc.integer({ min: COMPRESS_SYNC_MAX_BYTES - 2, max: COMPRESS_SYNC_MAX_BYTES + 2 })),
        fc.string({ minLength: 1, maxLength: 40 }),
        async (encoding, level, size, unit) => {
          const body = Buffer.from(unit.repeat(Math.ceil(size / unit.length) || 1)).subarray(0, size);
          const out = await compress(body, encoding, level);
          expect(decompress(out, encoding).equals(body)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers a failure as a rejected promise, on the synchronous path too', async () => {
    await expect(compress(Symbol('x') as unknown as Buffer, 'br')).rejects.toBeInstanceOf(Error);
    await expect(compress(Symbol('x') as unknown as Buffer, 'gzip')).rejects.toBeInstanceOf(Error);
  });
});
