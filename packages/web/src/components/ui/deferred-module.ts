/**
 * A part of a screen whose code loads on demand, rendered without Suspense (issue 13).
 * React holds back the reveal of a Suspense boundary's content for 300 ms after its fallback showed
 * (its fallback throttle), so a form behind `React.lazy` appeared a third of a second after its code
 * and data had arrived. A deferred module is a plain state change instead: the skeleton shows while the
 * code loads, the part renders in the commit right after. `preload()` starts the load early (the
 * pointer over the button that opens the part); once loaded, the part renders at once.
 */
import { useEffect, useState } from 'react';
import type { DeferredModule } from './deferred-load';

export { deferredModule, type DeferredModule } from './deferred-load';

/**
 * Warms modules once the browser is idle — `requestIdleCallback`, within 5 s at the latest; a short
 * timer where it is missing — and answers a cancel (an effect's cleanup). For the part a screen's main
 * action opens: its code is in before the press, without delaying the screen's own first draw
 * (decision 0234).
 */
export function warmWhenIdle(...modules: ReadonlyArray<DeferredModule<unknown>>): () => void {
  return runWhenIdle(() => {
    for (const m of modules) m.warm();
  });
}

/**
 * Runs `run` once the browser is idle, as {@link warmWhenIdle} warms, and answers a cancel.
 *
 * @example
 * useEffect(() => runWhenIdle(() => prefetchTaskForm(prefetch, task, locationId)), [task, locationId]);
 */
export function runWhenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/**
 * The module, or undefined while it loads (the caller shows its skeleton). A load that fails is thrown
 * during render, to the nearest error boundary, as `React.lazy` would. With `needed` false nothing loads
 * (a part the screen may draw later): undefined unless it was loaded already.
 */
export function useDeferredModule<T>(module: DeferredModule<T>, needed = true): T | undefined {
  const [, setLoaded] = useState<T | undefined>(module.current);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const value = module.current();
  useEffect(() => {
    if (value !== undefined || !needed) return;
    let live = true;
    module.preload().then(
      (loaded) => live && setLoaded(() => loaded),
      (error: unknown) => live && setFailed({ error }),
    );
    return () => {
      live = false;
    };
  }, [module, value, needed]);
  if (failed) throw failed.error;
  return value;
}
