/**
 * A module loaded on demand, without React: held once loaded, a failed load forgotten so
 * the next attempt tries again. The route table loads pages with it before React has arrived (issue 61);
 * `deferred-module.ts` adds the hook that renders one.
 */
export interface DeferredModule<T> {
  /** Starts loading (once; a failed load is forgotten so the next call tries again). */
  preload(): Promise<T>;
  /**
   * Starts loading as a hint (the pointer on its way to the button that opens the part): nothing to
   * wait for and no failure to handle — a failed load is tried again when the part is needed.
   */
  readonly warm: () => void;
  /** The module once loaded, else undefined. */
  current(): T | undefined;
}

/**
 * Holds a module's import: `preload()` starts it once, `current()` answers it once loaded.
 *
 * @example
 * const form = deferredModule(() => import('./ApprovalForm')); form.warm(); form.current()?.default;
 */
export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    preload,
    warm: () => void preload().catch(() => undefined),
    current: () => value,
  };
}
