/**
 * The module icons' chunk carries its own copy of each icon (vite.split-modules.ts, decision 0137), so
 * loading it after the first screen is one file, not one per icon plus the first pages' groups.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withOwnIconCopies } from '../../vite.split-modules';
import * as MODULE_ICONS from '../components/ui/module-icons';

describe("the module icons' own copies", () => {
  it('copies in every icon module-icons.ts re-exports, and imports nothing from react-icons/lu', () => {
    const file = join(import.meta.dirname, '../components/ui/module-icons.ts');
    const lucide = createRequire(file).resolve('react-icons/lu').replace(/index\.js$/, 'index.mjs');
    const code = withOwnIconCopies(file, lucide);
    const copied = [...code.matchAll(/^export function (\w+) \(props\)/gm)].map((m) => m[1]).sort();
    expect(copied).toEqual(Object.keys(MODULE_ICONS).sort());
    expect(copied.length).toBeGreaterThan(50);
    expect(code).not.toContain("'react-icons/lu'");
    expect(code).toMatch(/^import \{ GenIcon \} from /);
  });
});
