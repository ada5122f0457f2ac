/**
 * The built app's Chakra system, made when first used instead of when the theme module runs (issue 61,
 * decision 0137).
 *
 * `createSystem` walks every token, condition and recipe of the theme: tens of milliseconds of the app's
 * start on the critical path of every full load. The queue's first screen draws only plain elements (their
 * styles resolved by the build), so nothing on it reads the system; a page that draws a Chakra component
 * makes it on that component's first read, and every page makes it once its first screen is drawn
 * (`warmSystem`, when the browser is idle), before the vet's first click opens a menu or a dialog.
 *
 * `ChakraProvider` reads three things of its value on every render, which are answered without making the
 * system: `_config.disableLayers` (false), `layers.atRule` (Chakra's default cascade layers) and `_global`
 * (none: the built app links its global styles, vite.global-css.ts). Any other read — of those objects'
 * other properties too — makes the system and answers from it, and so does every write.
 * `lazy-system.test.ts` holds these answers to the made system's.
 */
import type { SystemContext } from '@chakra-ui/react';

/** The cascade layers' statement of a system without its own `layers` (Chakra's default layer names, in order). */
export const DEFAULT_LAYERS_AT_RULE = '@layer reset, base, tokens, recipes;';

/** An object whose named properties are answered as given, and any other read or write goes to `target()`'s. */
function answering<T extends object>(target: () => T, answers: Readonly<Record<string, unknown>>, made: () => boolean): T {
  return new Proxy({} as T, {
    get: (_, key) => (!made() && typeof key === 'string' && Object.hasOwn(answers, key) ? answers[key] : Reflect.get(target(), key)),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
  });
}

export interface LazySystem {
  /** The system as the provider takes it: made on its first read but ChakraProvider's own. */
  readonly system: SystemContext;
  /** Whether it has been made. */
  readonly made: () => boolean;
  /** Makes it now, if not yet (once a first screen is drawn). */
  readonly warm: () => void;
}

/** A system made by `make` on first use (see above). */
export function lazySystem(make: () => SystemContext): LazySystem {
  let real: SystemContext | null = null;
  const made = () => real !== null;
  const get = (): SystemContext => {
    if (!real) {
      real = make();
      performance.mark('vetrx:system');
    }
    return real;
  };
  const early = {
    _config: answering(() => get()._config, { disableLayers: false }, made),
    layers: answering(() => get().layers, { atRule: DEFAULT_LAYERS_AT_RULE }, made),
    _global: [],
  };
  return { system: answering(get, early, made), made, warm: () => void get() };
}
