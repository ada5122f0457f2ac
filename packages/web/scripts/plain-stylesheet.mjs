/**
 * Prints the plain styles as the build resolves them (vite.global-css.ts, decision 0137), as JSON: the
 * rules the global stylesheet carries (`css`) and each `*.styles.ts` module's exports with every style as
 * its class names (`modules`, by path), and the code the build ships for each (`code`). `node scripts/plain-stylesheet.mjs > plain.json`. Plain Node,
 * where Emotion renders on the server side.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('../vite.global-css.ts', import.meta.url)), { configFile: false });
const plain = await module.buildPlainStylesheet();
// And each module's code as the build ships it.
const code = Object.fromEntries(Object.entries(plain.modules).map(([file, exports]) => [file, module.precompiledModule(exports)]));
process.stdout.write(JSON.stringify({ ...plain, code }));
