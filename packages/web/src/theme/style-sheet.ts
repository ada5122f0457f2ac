/**
 * The app's Emotion cache: Chakra's per-element rules, each commit's new ones in a style element of their
 * own (decision 0137).
 *
 * Chakra puts a recipe's rules in `@layer recipes { … }`. Chromium restyles every element of the page when
 * a rule inside a cascade layer is inserted into a sheet it already has, but only the elements the new
 * rules can match when a new sheet arrives: opening a card's form (a few hundred new elements) restyled all
 * two thousand of /approve's. Emotion's production sheet appends every rule to one element; here the first
 * rule of each synchronous run of inserts (a React commit) starts a new element. So that elements do not
 * pile up over a day's work, once there are more than `maxElements` they are folded into one when the
 * browser is idle: one whole-page restyle then, away from any click, instead of one per click.
 *
 * Relies on @emotion/sheet's `StyleSheet` fields (`tags`, `ctr`), pinned with @emotion/cache;
 * its test (style-sheet.test.ts) fails if they change. Emotion's development sheet (one element per rule,
 * for source maps; tests and the dev server) is left as it is.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { runWhenIdle } from '../components/ui/deferred-module';

type Sheet = EmotionCache['sheet'] & { ctr: number };

/** Past this many style elements, they are folded into one when the browser is idle. */
const MAX_ELEMENTS = 12;

/**
 * Makes `sheet` start a new style element at the first insert of each synchronous run, and fold its
 * elements into one when idle once there are more than `maxElements`.
 */
export function insertPerCommit(
  sheet: EmotionCache['sheet'],
  { maxElements = MAX_ELEMENTS, idle = runWhenIdle }: { maxElements?: number; idle?: (run: () => void) => unknown } = {},
): void {
  const s = sheet as Sheet;
  if (!s.isSpeedy) return;
  const insert = s.insert.bind(s);
  let running = false;
  let folding = false;
  s.insert = (rule: string) => {
    if (!running) {
      running = true;
      // Emotion starts a new element when its counter is a multiple of 65,000.
      s.ctr = 0;
      queueMicrotask(() => {
        running = false;
        if (s.tags.length > maxElements && !folding) {
          folding = true;
          idle(() => {
            folding = false;
            fold(s);
          });
        }
      });
    }
    insert(rule);
  };
}

/**
 * Replaces the sheet's style elements by one holding all their rules, in order. The rules go in through
 * the CSSOM, as Emotion's do: the Content-Security-Policy allows only empty inline style elements
 * (`style-src` holds the hash of an empty one), so text written into the element would be refused.
 */
function fold(s: Sheet): void {
  const tags = s.tags as HTMLStyleElement[];
  if (tags.length < 2) return;
  const first = tags[0]!;
  const one = first.cloneNode(false) as HTMLStyleElement;
  first.parentNode?.insertBefore(one, first);
  const sheet = one.sheet;
  if (!sheet) {
    one.remove();
    return;
  }
  try {
    for (const tag of tags) {
      for (const rule of tag.sheet?.cssRules ?? []) sheet.insertRule(rule.cssText, sheet.cssRules.length);
    }
  } catch {
    // A rule the browser would not read back: the elements stay as they are.
    one.remove();
    return;
  }
  for (const tag of tags) tag.remove();
  s.tags = [one];
}

/** The Emotion cache the app's Chakra provider uses (key `css`, as Emotion's default). */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  insertPerCommit(cache.sheet);
  return cache;
}
