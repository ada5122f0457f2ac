/**
 * vite.split-modules.ts (decision 0137): the module icons' chunk carries its own copy of each icon, so
 * loading it after the first screen is one file, not one per icon plus the first pages' groups; Chakra's
 * own icons are one module each, so each travels with the chunk that draws it.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chakraIcons, splitModules, withOwnIconCopies } from '../../vite.split-modules';
import * as MODULE_ICONS from '../components/ui/module-icons';

describe("the module icons' own copies", () => {
  it('copies in every icon module-icons.ts re-exports, and imports nothing from react-icons/lu', () => {
    const file = join(import.meta.dirname, '../components/ui/module-icons.ts');
    const lucide = createRequire(file).resolve('react-icons/lu').replace(/index\.js$/, 'index.mjs');
    const code = withOwnIconCopies(file, lucide);
    const copied = [...code.matchAll(/^export const (\w+) = \/\*#__PURE__\*\/ lightIcon\(/gm)].map((m) => m[1]).sort();
    expect(copied).toEqual(Object.keys(MODULE_ICONS).sort());
    expect(copied.length).toBeGreaterThan(50);
    expect(code).not.toContain("'react-icons/lu'");
    expect(code).toMatch(/^import \{ lightIcon \} from "[^"]+light-icon\.ts";/);
  });
});

describe("Chakra's icons, one module each", () => {
  const icons = createRequire(join(import.meta.dirname, '../../package.json')).resolve('@chakra-ui/react').replace(/cjs[\\/]index\.cjs$|esm[\\/]index\.js$/, 'esm/components/icons.js');

  it('splits every icon the module exports into a part of its own that draws it with chakra.svg', () => {
    const js = readFileSync(icons, 'utf8');
    const { head, parts } = chakraIcons.split(js, icons);
    const exported = /export \{([^}]*)\}/.exec(js)![1].split(',').map((n) => n.trim());
    expect([...parts.keys()].sort()).toEqual(exported.sort());
    for (const [name, code] of parts) {
      expect(code.startsWith(`export const ${name} = (props) =>`)).toBe(true);
      expect(code.match(/^(export )?const /gm)).toHaveLength(1);
      expect(code).toContain('chakra.svg');
    }
    expect(existsSync(/from "([^"]+)"/.exec(head)![1])).toBe(true);
  });

  it('builds each icon into the chunk that draws it: one loaded later does not travel with the first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vetrx-icons-'));
    writeFileSync(join(dir, 'main.js'), `import { CheckIcon } from ${JSON.stringify(icons)};\nglobalThis.a = CheckIcon;\nglobalThis.b = () => import('./late.js');\n`);
    writeFileSync(join(dir, 'late.js'), `import { InfoIcon } from ${JSON.stringify(icons)};\nexport default InfoIcon;\n`);
    const out = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [splitModules()],
      build: { write: false, minify: false, lib: { entry: join(dir, 'main.js'), formats: ['es'] }, rolldownOptions: { external: [/^react/, /styled-system/] } },
    })) as Rolldown.RolldownOutput[];
    const chunks = out.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
    const main = chunks.find((c) => c.isEntry)!;
    const late = chunks.find((c) => c.isDynamicEntry)!;
    expect(main.code).toContain('M20 6 9 17l-5-5');
    expect(main.code).not.toContain('M11 7H13V9H11V7Z');
    expect(late.code).toContain('M11 7H13V9H11V7Z');
  });
});
