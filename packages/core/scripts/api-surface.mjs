// The public surface of @vetrx/core, read with the TypeScript compiler from the package's own `exports`
// (decision 0320): every entry point, every name it exports, its kind and its type. Used by
// api-report.mjs (the committed report, api-report.md) and fix-imports.mjs (moves imports of other
// packages to the subpath that exports a name).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));

/**
 * The entry points: subpath → TypeScript source. A pattern subpath (`./operations/*`) is expanded to one
 * entry per file its `source` pattern matches.
 */
export function entryPoints() {
  const entries = [];
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target !== 'object' || !target.source) continue;
    if (!subpath.includes('*')) {
      entries.push({ subpath, file: join(pkgDir, target.source), pattern: null });
      continue;
    }
    const [dir, ext] = target.source.split('*');
    const names = ts.sys.readDirectory(join(pkgDir, dir), [ext], undefined, undefined, 1);
    for (const file of names.sort()) {
      const stem = file.slice(join(pkgDir, dir).length).replace(/^\//, '').slice(0, -ext.length);
      entries.push({ subpath: subpath.replace('*', stem), file, pattern: subpath });
    }
  }
  return entries;
}

const KINDS = [
  [ts.SymbolFlags.Function, 'function'],
  [ts.SymbolFlags.Class, 'class'],
  [ts.SymbolFlags.Enum, 'enum'],
  [ts.SymbolFlags.Variable, 'const'],
  [ts.SymbolFlags.Interface, 'interface'],
  [ts.SymbolFlags.TypeAlias, 'type'],
  [ts.SymbolFlags.Namespace | ts.SymbolFlags.ValueModule, 'namespace'],
];

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const oneLine = (text) => text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
/** Long types stay checked without flooding the report: their head and a hash of the whole text. */
const shorten = (text) =>
  text.length <= 400 ? text : `${text.slice(0, 240)} … (${text.length} chars, sha1 ${createHash('sha1').update(text).digest('hex').slice(0, 12)})`;

/**
 * Every entry point with its exports, sorted by name: `{ subpath, pattern, exports: [{ name, kind,
 * signature }] }`. A value's signature is its type as the compiler prints it; a type's or an
 * interface's is its declaration without comments.
 */
export function readSurface() {
  const entries = entryPoints();
  const program = ts.createProgram(
    entries.map((e) => e.file),
    {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      customConditions: ['source'],
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  return entries.map(({ subpath, file, pattern }) => {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) return { subpath, pattern, exports: [] };
    const exports = checker.getExportsOfModule(moduleSymbol).map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const kind = KINDS.find(([f]) => symbol.flags & f)?.[1] ?? 'unknown';
      const decl = symbol.declarations?.[0];
      let signature;
      if (kind === 'namespace') signature = '';
      else if (kind === 'interface' || kind === 'type') {
        signature = decl ? oneLine(printer.printNode(ts.EmitHint.Unspecified, decl, decl.getSourceFile())).replace(/^export (declare )?/, '') : '';
      } else {
        signature = checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, flags);
      }
      return { name: exported.name, kind, signature: shorten(oneLine(signature)) };
    });
    exports.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { subpath, pattern, exports };
  });
}
