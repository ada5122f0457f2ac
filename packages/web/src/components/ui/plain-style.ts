/**
 * Styles resolved once, or at build time (issue 61, decision 0137): what a plain element (./plain.tsx)
 * is drawn with. Declared in a `*.styles.ts` module — data only, no React — the build resolves every
 * style the module exports with the app's system, writes their rules into the global stylesheet and
 * replaces the module by their class names (vite.plain-styles.ts); in development and tests the module
 * runs as written and the first render resolves each style.
 *
 * @example
 * // TaskCard.styles.ts
 * export const CARD = { root: plainStyle({ borderWidth: '1px', bg: 'bg' }), approve: plainRecipe('button', { size: 'xs' }, { colorPalette: 'brand' }) };
 */
import type { RecipeDefinition, SystemContext, SystemStyleObject } from '@chakra-ui/react';

/**
 * A style as declared. The build ships each as the string of its class names instead (its rules are in
 * the global stylesheet), which `usePlainClass` returns as it is.
 */
export interface PlainStyle {
  readonly resolve: (system: SystemContext) => object;
}

/** A recipe's variant props: a value, or one per breakpoint (`{ base: 'lg', md: 'xl' }`) as a component takes them. */
type Variants = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

/** Style props, as on a Chakra element (`px`, `gap`, `_hover`, `{ base, md }`, tokens, `textStyle`). */
export function plainStyle(style: SystemStyleObject): PlainStyle {
  return { resolve: (system) => system.css(style) };
}

/** A recipe's variant props as Chakra's component splits them: the colour palette of the props reaches the recipe too. */
function variantPropsOf(recipe: { splitVariantProps: (props: object) => [object, object] }, variants: Variants, style: SystemStyleObject): object {
  return recipe.splitVariantProps({ ...variants, ...(style.colorPalette ? { colorPalette: style.colorPalette } : {}) })[0];
}

/**
 * A Chakra recipe's styles (`button`, `badge`…, or a recipe of the app's own, as `chakra(tag, recipe)`
 * takes it) with its variants and style props on top, as the Chakra component with these props draws
 * them: in the recipes layer, under the props; a colour palette reaches the recipe and the element both.
 * (The recipe's marker class, `chakra-button`, is left out: no style reads it.)
 */
export function plainRecipe(key: string | RecipeDefinition, variants: Variants = {}, style: SystemStyleObject = {}): PlainStyle {
  return {
    resolve: (system) => {
      if (typeof key === 'string' && !system.getRecipe(key)) throw new Error(`The system has no ${key} recipe (a late recipe is not registered before a first screen draws).`);
      const recipe = (typeof key === 'string' ? system.getRecipeFn(key) : system.cva(key)) as ((props: object) => SystemStyleObject) & { splitVariantProps: (props: object) => [object, object] };
      return system.css(recipe(variantPropsOf(recipe, variants, style)), style);
    },
  };
}

/**
 * One part of a Chakra slot recipe (`field`'s `label`, `nativeSelect`'s `field`…) with its variants, and
 * style props on top, as that part of the Chakra component with these props draws it.
 */
export function plainSlotRecipe(key: string, variants: Variants, slot: string, style: SystemStyleObject = {}): PlainStyle {
  return {
    resolve: (system) => {
      if (!system.getSlotRecipe(key)) throw new Error(`The system has no ${key} slot recipe (a late recipe is not registered before a first screen draws).`);
      const recipe = system.getSlotRecipeFn(key) as ((props: object) => Record<string, SystemStyleObject>) & { splitVariantProps: (props: object) => [object, object] };
      const part = recipe(variantPropsOf(recipe, variants, style))[slot];
      if (!part) throw new Error(`The ${key} recipe has no ${slot} part.`);
      return system.css(part, style);
    },
  };
}

/** Whether a value is a style made by plainStyle or plainRecipe. */
export function isPlainStyle(value: unknown): value is PlainStyle {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).resolve === 'function';
}
