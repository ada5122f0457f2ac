/**
 * Plain elements: the DOM element with class names, its styles declared once in a `*.styles.ts` module
 * (./plain-style.ts) instead of as props (issue 61, decision 0137).
 *
 * A Chakra element (`Box`, `HStack`, `Text`, `Button`…) resolves its style props on every render: it
 * splits its props, runs them through the system's `css`, hashes the result and renders Emotion's
 * insertion beside the element; and the first render of each style serializes and inserts its rules.
 * The queue's first screen draws ≈ 600 elements. A plain element's style was resolved by the build (its
 * class names are the module's export, its rules in the global stylesheet) or, in development and tests,
 * by its first render: the system's `css`, serialized and inserted into the Emotion cache Chakra uses.
 * What it draws is what the Chakra element with the same props draws (plain.test.tsx compares both).
 *
 * @example
 * const c = usePlainClasses(CARD);
 * <div className={c.root}><button type="button" className={c.approve}>Approve</button></div>
 */
import { useChakraContext, type SystemContext } from '@chakra-ui/react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { serializeStyles, type CSSInterpolation } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import type { PlainStyle } from './plain-style';

type EmotionCache = NonNullable<ReturnType<typeof useEmotionCache>>;

const classes = new WeakMap<SystemContext, WeakMap<EmotionCache, WeakMap<PlainStyle, string>>>();
/** A set's class names, made once per set, system and cache (each card reads the same object). */
const sets = new WeakMap<object, WeakMap<SystemContext, WeakMap<EmotionCache, Readonly<Record<string, string>>>>>();

/**
 * The built app ships every style as the string of its class names (the build defines
 * `VETRX_GLOBAL_STYLESHEET`): the hooks below are then the identity, and the resolving is left out of it.
 */
const BUILT = !!import.meta.env.VETRX_GLOBAL_STYLESHEET;

/** The class names of `style` in this system and Emotion cache, its rules inserted the first time; a built style as it is. */
function classNameOf(system: SystemContext, cache: EmotionCache, style: PlainStyle | string): string {
  if (typeof style === 'string') return style;
  let byCache = classes.get(system);
  if (!byCache) classes.set(system, (byCache = new WeakMap()));
  let byStyle = byCache.get(cache);
  if (!byStyle) byCache.set(cache, (byStyle = new WeakMap()));
  let name = byStyle.get(style);
  if (name === undefined) {
    const serialized = serializeStyles([style.resolve(system) as CSSInterpolation], cache.registered);
    insertStyles(cache, serialized, true);
    name = `${cache.key}-${serialized.name}`;
    byStyle.set(style, name);
  }
  return name;
}

function useResolvedClass(style: PlainStyle): string {
  return classNameOf(useChakraContext(), useEmotionCache() as EmotionCache, style);
}

function useResolvedClasses<K extends string>(styles: Readonly<Record<K, PlainStyle>>): Readonly<Record<K, string>> {
  const system = useChakraContext();
  const cache = useEmotionCache() as EmotionCache;
  let bySystem = sets.get(styles);
  if (!bySystem) sets.set(styles, (bySystem = new WeakMap()));
  let byCache = bySystem.get(system);
  if (!byCache) bySystem.set(system, (byCache = new WeakMap()));
  let out = byCache.get(cache) as Record<K, string> | undefined;
  if (!out) {
    out = {} as Record<K, string>;
    for (const key in styles) out[key] = classNameOf(system, cache, styles[key]);
    byCache.set(cache, out);
  }
  return out;
}

const builtClass = (style: PlainStyle): string => style as unknown as string;
const builtClasses = <K extends string>(styles: Readonly<Record<K, PlainStyle>>) => styles as unknown as Readonly<Record<K, string>>;

/** The class names that draw `style` (declared in a styles module, never in a render). */
export const usePlainClass: (style: PlainStyle) => string = BUILT ? builtClass : useResolvedClass;

/** The class names of a styles module's set: `const c = usePlainClasses(CARD); <div className={c.root}>`. */
export const usePlainClasses: <K extends string>(styles: Readonly<Record<K, PlainStyle>>) => Readonly<Record<K, string>> = BUILT ? builtClasses : useResolvedClasses;
