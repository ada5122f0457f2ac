import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOSAGE_FORM_IMAGE_FILES, DOSAGE_FORM_NOT_FOUND_IMAGE } from '@vetrx/core/product';
import { describe, expect, it } from 'vitest';
import { dosageFormImageUrl } from './images';

const folder = join(process.cwd(), 'public', 'dosage-forms') + '/';

describe('dosage-form images', () => {
  it('serves a file for every name in core’s table, each a titled SVG', () => {
    for (const file of DOSAGE_FORM_IMAGE_FILES) {
      const path = `${folder}${file}`;
      expect(existsSync(path), file).toBe(true);
      expect(readFileSync(path, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 64 64"[^>]*><title>[^<]+<\/title>/);
    }
  });

  it('points unknown forms at the not-found image', () => {
    expect(dosageFormImageUrl('chewable-tablet')).toBe('/dosage-forms/chewable.svg');
    expect(dosageFormImageUrl('moon rock')).toBe(`/dosage-forms/${DOSAGE_FORM_NOT_FOUND_IMAGE}`);
  });
});
