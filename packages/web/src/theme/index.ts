/**
 * The VetRx design system: Chakra v3 default config plus a calm clinical palette (teal brand, slate
 * neutrals) and semantic tokens named for the specification's states, so screens say what a colour
 * means (`rx.draft`, `expiry.near`, `task.pending`, `pims.notLinked`) instead of which hue it is.
 *
 * Each state token has three shades: `DEFAULT` (dots, icons, borders), `subtle` (badge and row
 * backgrounds) and `fg` (text on `subtle`). Use them as `bg="rx.faxed.subtle" color="rx.faxed.fg"`,
 * or through `<StatusBadge tone="rx.faxed">` in components/ui.
 */
import { createSystem, defaultBaseConfig, defineConfig, defineLayerStyles, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { RX_TONE_COLORS, type RxTone } from '@vetrx/core/record';
import { FOCUS_RING } from '../components/ui/focus-ring';
import { lazySystem } from './lazy-system';

/**
 * Whether this is the built app, which links the global styles as a stylesheet written at build time
 * (vite.global-css.ts, decision 0236). Its system is then made without what only those styles read —
 * the global CSS (Chakra's and the app's) and the keyframes (`animationName` takes any name either
 * way) — and the build leaves out Chakra's reset (its preflight module): ≈2 KB gzip of every first load
 * (issue 61). The stylesheet itself is rendered from this module outside the build, with all of them.
 */
// The build also makes Chakra's tokens names without values (`chakraTokenValuesLeftOut` in vite.chunk-plan.ts).
// `!!`: the bundler folds it with the build's define and drops the other branches (a `Boolean()` call it keeps).
const LINKED_GLOBAL_STYLES = !!import.meta.env.VETRX_GLOBAL_STYLESHEET;

const brand = {
  50: { value: '#effcf9' },
  100: { value: '#d6f5ee' },
  200: { value: '#aeeadf' },
  300: { value: '#79d7c8' },
  400: { value: '#43bcab' },
  500: { value: '#1f9f8f' },
  600: { value: '#137f74' },
  700: { value: '#12665e' },
  800: { value: '#13524d' },
  900: { value: '#134440' },
  950: { value: '#042927' },
};

/** A state token from a Chakra palette: dot colour, soft background, readable text. */
function stateTone(palette: string, dot = 500, subtle = 100, fg = 800) {
  return {
    DEFAULT: { value: `{colors.${palette}.${dot}}` },
    subtle: { value: `{colors.${palette}.${subtle}}` },
    fg: { value: `{colors.${palette}.${fg}}` },
  };
}

/** A prescription tone in the colour family core assigns it (green, red, gray, orange). */
function rxTone(tone: RxTone) {
  const family = RX_TONE_COLORS[tone];
  if (family === 'gray') return tone === 'rx.archived' ? stateTone('gray', 400, 100, 600) : stateTone('gray', 500, 100, 700);
  return stateTone(family, family === 'orange' ? 500 : 600, 50, family === 'orange' ? 800 : 700);
}

/** The surface of a card: white, a hairline border, rounded, a soft shadow. */
const CARD = { bg: 'bg', borderWidth: '1px', borderColor: 'border', borderRadius: 'xl', boxShadow: 'card' } as const;

/**
 * The app's recurring surfaces, one definition each (`layerStyle="card"` …): a card, a card that is a
 * link or a button (it lifts on hover), a bordered list row that is a link or a button (it tints on
 * hover), and a row of a list divided by hairlines. A screen adds only what differs (padding, radius).
 */
const appLayerStyles = defineLayerStyles({
  card: { description: 'a raised card', value: CARD },
  'card.interactive': {
    description: 'a card that is a link or a button',
    value: { ...CARD, transition: 'border-color 0.15s, box-shadow 0.15s', _hover: { borderColor: 'brand.emphasized', boxShadow: 'raised' }, _focusVisible: FOCUS_RING },
  },
  'row.interactive': {
    description: 'a bordered list row that is a link or a button',
    value: {
      display: 'block',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'lg',
      transition: 'border-color 0.15s, background 0.15s',
      _hover: { borderColor: 'brand.emphasized', bg: 'brand.subtle/40' },
      _focusVisible: FOCUS_RING,
    },
  },
  'row.divided': { description: 'a row of a list divided by hairlines', value: { borderBottomWidth: '1px', _last: { borderBottomWidth: 0 } } },
});

/** The app's global CSS (left out of the built app's system, see {@link LINKED_GLOBAL_STYLES}). */
const APP_GLOBAL_CSS = {
  'html, body': { bg: 'bg.canvas', color: 'fg', minHeight: '100%' },
  '#root': { minHeight: '100dvh' },
  // Less motion for those who ask for it (the system's "reduce motion"; WCAG 2.3.3): animations and
  // transitions finish at once. Their end events still fire, so dialogs, menus and toasts open and
  // close as before, without moving.
  '*, *::before, *::after': {
    _motionReduce: {
      animationDuration: '0.01ms !important',
      animationDelay: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;

const config = defineConfig({
  globalCss: LINKED_GLOBAL_STYLES ? {} : APP_GLOBAL_CSS,
  theme: {
    layerStyles: appLayerStyles,
    tokens: {
      colors: { brand },
      fonts: {
        heading: {
          value: "Inter, 'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value: "Inter, 'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        bg: {
          canvas: { value: '{colors.gray.50}' },
          sidebar: { value: '{colors.white}' },
        },
        // Quiet text must still be readable: Chakra's gray.400 falls below WCAG AA contrast on white
        // (axe, issue 17), gray.500 meets it.
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          // Field errors: Chakra's red.500 is 3.8:1 on white; red.600 meets AA (4.8:1).
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          // Warnings (the patient's AGE "N/A"): Chakra's orange is 3.55:1 on white; orange.700 meets AA
          // (5.2:1; issue 45).
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
        // Prescription status and expiry (prescribing §4): colour families from core's RX_TONE_COLORS.
        rx: {
          draft: rxTone('rx.draft'),
          created: rxTone('rx.created'),
          faxed: rxTone('rx.faxed'),
          mailed: rxTone('rx.mailed'),
          declined: rxTone('rx.declined'),
          fillable: rxTone('rx.fillable'),
          notFillable: rxTone('rx.notFillable'),
          archived: rxTone('rx.archived'),
        },
        expiry: {
          expired: rxTone('expiry.expired'),
          near: rxTone('expiry.near'),
          far: rxTone('expiry.far'),
        },
        // Prescription task status (prescribing §4 Task status).
        task: {
          pending: stateTone('yellow', 500, 50, 800),
          approved: stateTone('green', 600, 50, 700),
          declined: stateTone('red', 500, 50, 700),
        },
        // PIMS link of a user, client or patient (admin §4, clients §4).
        pims: {
          linked: stateTone('green', 500, 50, 700),
          notLinked: stateTone('red', 500, 50, 700),
          none: stateTone('gray', 400, 100, 600),
        },
      },
      shadows: {
        card: { value: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.04)' },
        raised: { value: '0 4px 16px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.06)' },
      },
    },
  },
});

/**
 * The recipes of the components a first load draws (/login, /dashboard, /approve's queue), registered
 * with the system; the rest (dialogs, menus, tables, tabs …) are registered by `late-recipes.ts` when
 * the first module that renders one loads (decision 0137: ≈8 KB gzipped out of every first load).
 * The select recipe stays: Chakra's native select recipe is built from it. Components needing a late
 * recipe are imported from `components/ui/chakra-late`, never from `@chakra-ui/react` (the theme test
 * holds every import to it).
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  icon: iconRecipe,
  checkmark: checkmarkRecipe,
};

/** The slot recipes of the components a first load draws (see {@link RECIPES}). */
export const SLOT_RECIPES = {
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  checkbox: checkboxSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  select: selectSlotRecipe,
};

/**
 * Chakra's global styles without the custom properties its `*` rule gives every element for the ring and
 * the composed filter utilities (`ring`, `filter="auto"`, `backdropFilter="auto"`, `blur`…), which no
 * component or recipe of the app uses: 23 variables, most of them `var()` references, on every element and
 * pseudo-element made each style recalculation of the page compute a set of variables per element. What the
 * rule keeps (the font features and the three `--global-*` variables the reset reads) is unchanged.
 * A component that needs those utilities puts its variables on itself.
 */
const UNUSED_EVERY_ELEMENT = /^--(ring-|backdrop-|brightness$|contrast$|grayscale$|hue-rotate$|invert$|saturate$|sepia$|drop-shadow$)/;
const leanGlobalCss = () => ({
  ...globalCss,
  '*': Object.fromEntries(Object.entries(globalCss['*'] ?? {}).filter(([property]) => !UNUSED_EVERY_ELEMENT.test(property))),
});

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: LINKED_GLOBAL_STYLES ? {} : leanGlobalCss(),
  theme: { breakpoints, keyframes: LINKED_GLOBAL_STYLES ? {} : keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles, recipes: RECIPES, slotRecipes: SLOT_RECIPES },
});

function makeSystem(): SystemContext {
  // One merge of the three (createSystem merges what it is given): merging two first and the result again cloned
  // and walked every token and recipe twice on every start (issue 61).
  const made = createSystem(defaultBaseConfig, themeConfig, config);
  // The built app links its global styles as a stylesheet written at build time (vite.global-css.ts,
  // decision 0236): the provider then inserts none, and the system never computes them (a patched
  // Chakra computes them when first read). Tests and the dev server insert them as Chakra does.
  if (LINKED_GLOBAL_STYLES) Object.defineProperty(made, '_global', { value: [] });
  return made;
}

// The built app makes its system on first use (./lazy-system.ts): the queue's first screen, all plain
// elements, draws without it. Tests and the dev server make it now.
const lazy = LINKED_GLOBAL_STYLES ? lazySystem(makeSystem) : null;

/** The app's Chakra system (in the built app, made on first use). */
export const system: SystemContext = lazy ? lazy.system : makeSystem();

/** Makes the system now if it is not yet made: called once the first screen is drawn, when the browser is idle. */
export const warmSystem: () => void = lazy ? lazy.warm : () => undefined;

/** Names of the state tokens, for components that take a tone (`StatusBadge`). */
export const STATE_TONES = [
  'rx.draft',
  'rx.created',
  'rx.faxed',
  'rx.mailed',
  'rx.declined',
  'rx.fillable',
  'rx.notFillable',
  'rx.archived',
  'expiry.expired',
  'expiry.near',
  'expiry.far',
  'task.pending',
  'task.approved',
  'task.declined',
  'pims.linked',
  'pims.notLinked',
  'pims.none',
] as const;

/** One of {@link STATE_TONES}. */
export type StateTone = (typeof STATE_TONES)[number];
