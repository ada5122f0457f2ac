import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Fewer, larger chunks where a full load waits for them (issue 61).
 *
 * Left to itself the bundler makes one chunk per set of entries (pages, parts loaded on demand) that
 * share a module: with ~50 such entries, /approve's first load needed 93 JavaScript files. Grouping by
 * module path cannot do better: every page reaches every Chakra component through the `@chakra-ui/react`
 * barrel, so which page really uses a component is known only after tree shaking.
 *
 * So the build runs twice. The first pass (in memory, unminified) gives the real chunk graph: which chunks
 * each entry loads. From it, the plan names a group for every module of the first loads that matter, in
 * order, each group taking the modules its entries load that no earlier group took:
 *
 * 1. `boot` — what main.tsx loads before the app (app/boot: the route table, the first queries);
 * 2. `vendor` — the packages the app proper (app/start.tsx) loads, 3. `app` — its own modules; both
 *    also take what the sign-in page shares with the layout behind sign-in or a vet's first pages (the
 *    small components every first page draws), so none of them loads another's group for those;
 * 4. `oidc` — the identity library, loaded on demand;
 * 5. `shell` — the layout behind sign-in; 6. `pages` — what the two first pages of a vet share;
 * 7. `dashboard`, 8. `approve` — each of them;
 * 9. `approve-card` — an opened card of the queue (its detail and the authorization form): only what no
 *    other page loads (`exclusive`), or Rx History and the product pages, which share a few of its modules,
 *    would load the whole form with them;
 * 10. `login` — /login and /login/callback.
 *
 * Every other module is left to the bundler's own splitting. Because each group is everything its entries
 * load minus what earlier groups hold, no two groups import each other (a module of a later group is
 * never imported by an earlier one: it would have been in the earlier group's load), so the groups cannot
 * form an import cycle that would change the order modules run in. A page beyond the first ones may load a
 * group for the few modules it shares with it (its load is larger, its requests fewer).
 */

/**
 * The plan's groups: a name, the entry modules (paths under src/) whose loads it takes, and `shared`:
 * pairs of entries whose common modules it takes too.
 */
const LOGIN = 'features/auth/LoginPage.tsx';
const LAYOUT = 'app/shell/AuthenticatedLayout.tsx';
const DASHBOARD = 'features/dashboard/DashboardPage.tsx';
const APPROVE = 'features/approvals/ApprovalsPage.tsx';
/** What the sign-in page shares with a vet's first pages: in every first load, so with the app. */
const FIRST_SHARED = [[LOGIN, LAYOUT], [LOGIN, DASHBOARD], [LOGIN, APPROVE]] as const;
const GROUPS: ReadonlyArray<{ name: string; entries: readonly string[]; shared?: readonly (readonly [string, string])[]; exclusive?: boolean }> = [
  { name: 'boot', entries: ['main.tsx'] },
  { name: 'vendor', entries: ['app/start.tsx'], shared: FIRST_SHARED },
  { name: 'app', entries: ['app/start.tsx'], shared: FIRST_SHARED },
  { name: 'oidc', entries: ['app/auth/oidc.ts'] },
  { name: 'shell', entries: [LAYOUT] },
  { name: 'pages', entries: [], shared: [[DASHBOARD, APPROVE]] },
  { name: 'dashboard', entries: [DASHBOARD] },
  { name: 'approve', entries: [APPROVE] },
  { name: 'approve-card', entries: ['features/approvals/TaskDetail.tsx', 'features/approvals/ApprovalForm.tsx'], exclusive: true },
  { name: 'login', entries: [LOGIN, 'features/auth/LoginCallbackPage.tsx'] },
];

/** The ids of the build's stand-ins for Chakra modules (`chakraStandIns`). */
const STAND_IN = '\0vetrx-chakra-';

/**
 * A package's module: the vendor group's. So are the build's stand-ins for Chakra modules (the empty recipe
 * maps and the empty reset below), which go with the Chakra module importing them.
 */
const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id) || id.startsWith(STAND_IN);

/** Set while the first pass runs, so its own config does not plan again. */
const PASS = 'VETRX_CHUNK_PLAN_PASS';

/**
 * The plan from a build's chunks: module id → group name. `vendor` takes only packages and `app` only
 * the rest of the same load.
 */
export function planChunks(chunks: readonly Rolldown.OutputChunk[], srcDir: string): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entryChunk = (entry: string) => {
    const id = `${srcDir}${entry}`;
    // The HTML entry's chunk has index.html as its facade, main.tsx among its modules.
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.isEntry && c.moduleIds.includes(id));
    if (!chunk) throw new Error(`vite.chunk-plan: no chunk has ${entry} as its entry; update GROUPS in vite.chunk-plan.ts.`);
    return chunk;
  };
  const load = (chunk: Rolldown.OutputChunk, seen = new Set<Rolldown.OutputChunk>()) => {
    if (seen.has(chunk)) return seen;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) load(next, seen);
    }
    return seen;
  };
  // For `exclusive` groups: the entries (static and dynamic) whose load holds each chunk.
  const loadedBy = new Map<Rolldown.OutputChunk, Set<Rolldown.OutputChunk>>();
  for (const entry of chunks.filter((c) => c.isEntry || c.isDynamicEntry)) {
    for (const chunk of load(entry)) {
      if (!loadedBy.has(chunk)) loadedBy.set(chunk, new Set());
      loadedBy.get(chunk)!.add(entry);
    }
  }
  const plan = new Map<string, string>();
  for (const group of GROUPS) {
    const chunksLoaded = new Set<Rolldown.OutputChunk>();
    for (const entry of group.entries) load(entryChunk(entry), chunksLoaded);
    for (const [a, b] of group.shared ?? []) {
      const other = load(entryChunk(b));
      for (const chunk of load(entryChunk(a))) if (other.has(chunk)) chunksLoaded.add(chunk);
    }
    const own = new Set(group.entries.map(entryChunk));
    for (const chunk of chunksLoaded) {
      // An exclusive group leaves what any other entry loads; such a module is never imported by one it
      // takes (its importers' loads include it), so the group stays free of cycles too.
      if (group.exclusive && [...(loadedBy.get(chunk) ?? [])].some((entry) => !own.has(entry))) continue;
      for (const id of chunk.moduleIds) {
        if (plan.has(id)) continue;
        if (group.name === 'vendor' && !isPackage(id)) continue;
        plan.set(id, group.name);
      }
    }
  }
  return plan;
}

/**
 * A plugin (build only) that stands in `modules` (import specifier → the stand-in's code) for the modules
 * a Chakra module matching `importer` imports by those specifiers; no other importer's are touched. A Chakra
 * upgrade that moves the importer or renames an import would otherwise ship the module again without a word
 * (the budgets would catch the bytes, not say why): the build fails naming what it never met. A stand-in
 * may be made from the module it replaces: a function given that module's exports.
 */
type StandIn = string | ((original: Record<string, unknown>) => string);
function chakraStandIns(name: string, importer: RegExp, modules: Readonly<Record<string, StandIn>>): Plugin {
  const met = new Set<string>();
  /** Stand-in id → the file it stands in for. */
  const files = new Map<string, string>();
  return {
    name: `vetrx-chakra-${name}`,
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      met.clear();
    },
    resolveId(source, from) {
      if (!from || !importer.test(from) || !Object.hasOwn(modules, source)) return null;
      met.add(source);
      const id = `${STAND_IN}${name}:${source}`;
      files.set(id, fileURLToPath(new URL(source, pathToFileURL(from))));
      return id;
    },
    async load(id) {
      if (!id.startsWith(`${STAND_IN}${name}:`)) return null;
      const standIn = modules[id.slice(`${STAND_IN}${name}:`.length)];
      return typeof standIn === 'string' ? standIn : standIn((await import(pathToFileURL(files.get(id)!).href)) as Record<string, unknown>);
    },
    buildEnd(error) {
      const missing = Object.keys(modules).filter((m) => !met.has(m));
      if (!error && missing.length > 0) {
        this.error(`vetrx-chakra-${name}: the Chakra module ${importer} never imported ${missing.join(', ')}; update the plugin for this Chakra (decision 0137).`);
      }
    },
  };
}

/**
 * The build's Chakra theme module without its default config's recipes (build only; decision 0137).
 * The app builds its own system (src/theme) and never uses Chakra's `defaultConfig` or `defaultSystem`;
 * but their import of every recipe makes each recipe reachable from the app proper, and the bundler
 * keeps module order along that edge: the late recipes would join the vendor group, loaded first after
 * all. The theme module's `recipes` and `slotRecipes` are empty objects instead, and the late recipes
 * travel with the one module that registers them (components/ui/chakra-late.ts's chunk).
 */
export const chakraThemeWithoutDefaultRecipes = (): Plugin =>
  chakraStandIns('default-recipes', /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/, {
    './recipes.js': 'export const recipes = {};',
    './slot-recipes.js': 'export const slotRecipes = {};',
  });

/**
 * The build's Chakra system module without its reset (build only; decision 0137). The built app links the
 * global styles as a stylesheet written at build time (vite.global-css.ts) and defines the system's
 * `_global` itself (src/theme), so the system never computes them, and never calls its reset, whose data
 * only they read. An empty module stands in for it.
 */
export const chakraResetLeftOut = (): Plugin =>
  chakraStandIns('reset', /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/, {
    './preflight.js': 'export function createPreflight() { return {}; }',
  });

/**
 * A token tree with every value the same placeholder (`{ value: 'unset' }`), its names and nesting kept.
 * The built system's dictionary then has every token by name, with the same CSS variable (its reference is
 * all a style prop resolves a colour token to), and no value: only the global stylesheet reads those, and
 * it is written at build time from the full theme.
 */
export function tokenNamesOnly(tree: unknown): unknown {
  if (typeof tree !== 'object' || tree === null) return tree;
  if (Object.hasOwn(tree, 'value')) return { value: 'unset' };
  return Object.fromEntries(Object.entries(tree).map(([key, branch]) => [key, tokenNamesOnly(branch)]));
}

/** Chakra's token modules, as its theme module imports them, and the name each exports. */
export const TOKEN_MODULES = {
  './tokens/animations.js': 'animations',
  './tokens/aspect-ratios.js': 'aspectRatios',
  './tokens/blurs.js': 'blurs',
  './tokens/borders.js': 'borders',
  './tokens/colors.js': 'colors',
  './tokens/cursor.js': 'cursor',
  './tokens/durations.js': 'durations',
  './tokens/easings.js': 'easings',
  './tokens/font-sizes.js': 'fontSizes',
  './tokens/font-weights.js': 'fontWeights',
  './tokens/fonts.js': 'fonts',
  './tokens/letter-spacing.js': 'letterSpacings',
  './tokens/line-heights.js': 'lineHeights',
  './tokens/radius.js': 'radii',
  './tokens/sizes.js': 'sizes',
  './tokens/spacing.js': 'spacing',
  './tokens/z-indices.js': 'zIndices',
  './semantic-tokens/colors.js': 'semanticColors',
  './semantic-tokens/radii.js': 'semanticRadii',
  './semantic-tokens/shadows.js': 'semanticShadows',
} as const;

/**
 * The build's Chakra tokens by name only (build only; decision 0137): ≈ 2.5 KB gzip of every first load
 * was the values of Chakra's ≈ 700 tokens (hex colours, light and dark references, font stacks, sizes),
 * which the system needs only to write the tokens' CSS variables — the stylesheet linked at build time
 * holds them (vite.global-css.ts), made from the full theme outside the build. A style prop resolves to the
 * token's variable (`var(--chakra-colors-fg-muted)`), a colour mix or a negative spacing too.
 * src/build/global-stylesheet.test.ts holds the built system's variables and styles to the full one's.
 */
export const chakraTokenValuesLeftOut = (): Plugin =>
  chakraStandIns(
    'token-values',
    /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
    Object.fromEntries(
      Object.entries(TOKEN_MODULES).map(([file, name]) => [file, (original: Record<string, unknown>) => `export const ${name} = ${JSON.stringify(tokenNamesOnly(original[name]))};`]),
    ),
  );

/**
 * A chunk's file name: the plan's groups by name (`vendor-…`, `approve-…`: what budgets and reports name),
 * every other chunk by its content hash alone. Each chunk that loads others on demand lists, in its first line,
 * the file of every chunk those loads need (Vite's preload lists, `__vite__mapDeps`): /approve's first load
 * carried some 280 such names, ≈ 2 KB of its gzip in their words (`GetProductsExtendedDataFromProductFamily-…`).
 * A hash names a file's content as surely without them (decision 0137).
 */
const GROUP_NAMES = new Set(GROUPS.map((g) => g.name));
export const chunkFileNames = (chunk: { name: string }) => (GROUP_NAMES.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js');

/**
 * The Vite plugin (build only): runs the first pass with the same config file and sets the plan as the
 * second pass's `codeSplitting` group.
 */
export function chunkPlan(configFile: string, srcDir: string): Plugin {
  return {
    name: 'vetrx-chunk-plan',
    apply: 'build',
    async config(_config, env) {
      if (process.env[PASS]) return;
      process.env[PASS] = '1';
      let output;
      try {
        output = await build({
          configFile,
          mode: env.mode,
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false, emptyOutDir: false, reportCompressedSize: false },
        });
      } finally {
        delete process.env[PASS];
      }
      const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      const plan = planChunks(chunks, srcDir);
      const codeSplitting = { groups: [{ name: (id: string) => plan.get(id) ?? null, includeDependenciesRecursively: false }] };
      return { build: { rolldownOptions: { output: { codeSplitting, chunkFileNames } } } };
    },
  };
}
