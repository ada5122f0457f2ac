// Records every module a Node process loads through the ESM loader (our sources through tsx, the
// packages they import) in the file named by VETRX_LOADED_MODULES, one address a line: how
// production-start.int.test.ts sees what a production server loaded.
// Use: node --import tsx --import ./src/testing/loaded-modules.mjs src/main.ts
import { register } from 'node:module';

if (process.env.VETRX_LOADED_MODULES) {
  register(
    `data:text/javascript,${encodeURIComponent(`
      import { appendFileSync } from 'node:fs';
      const file = ${JSON.stringify(process.env.VETRX_LOADED_MODULES)};
      export async function load(url, context, nextLoad) {
        appendFileSync(file, url + '\\n');
        return nextLoad(url, context);
      }
    `)}`,
  );
}
