/**
 * What the server keeps in memory between requests, and how it learns that a
 * write made it stale: every committed write through `mutate` (and the sandbox's exchanges, through
 * the live-change hub) calls {@link noteWrite} for its database, which bumps that database's write
 * generation; a cache keyed by the database drops what it holds when the generation moved. One
 * generation per database handle, so two servers in one process (tests) never share entries. Another
 * instance's writes bump it too, as their notifications arrive (live/changes.ts); while
 * the instance cannot hear them (its listener reconnecting), {@link distrustCaches} makes every read
 * a new generation: nothing is kept.
 */

const generations = new WeakMap<object, number>();
const distrusted = new WeakSet<object>();

/** The database's write generation: changes after every committed write (and at every call while caches are distrusted). */
export function writeGeneration(db: object): number {
  const generation = generations.get(db) ?? 0;
  if (!distrusted.has(db)) return generation;
  generations.set(db, generation + 1);
  return generation + 1;
}

/** Records that a write committed on this database (everything cached from it may be stale). */
export function noteWrite(db: object): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
}

/**
 * While `distrust` holds, nothing cached for this database is served or kept: another instance may
 * write unheard. Lifting it drops what was cached before.
 */
export function distrustCaches(db: object, distrust: boolean): void {
  if (distrust) distrusted.add(db);
  else distrusted.delete(db);
  noteWrite(db);
}

/**
 * A cache per database whose entries live until the next write on that database, or `ttlMs`, whichever
 * comes first; at most `max` entries (the oldest go first).
 */
export function writeScopedCache<V>(options: { ttlMs: number; max: number }) {
  const stores = new WeakMap<object, { generation: number; entries: Map<string, { value: V; expires: number }> }>();
  function store(db: object) {
    const generation = writeGeneration(db);
    let s = stores.get(db);
    if (!s || s.generation !== generation) {
      s = { generation, entries: new Map() };
      stores.set(db, s);
    }
    return s.entries;
  }
  return {
    get(db: object, key: string): V | undefined {
      const entries = store(db);
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    /**
     * Keeps `value`; with `since` (the write generation read before the value was), only when no write
     * committed meanwhile — a value read across a write may be the old one.
     */
    set(db: object, key: string, value: V, since?: number): void {
      if (since !== undefined && writeGeneration(db) !== since) return;
      const entries = store(db);
      entries.delete(key);
      entries.set(key, { value, expires: Date.now() + options.ttlMs });
      while (entries.size > options.max) entries.delete(entries.keys().next().value as string);
    },
    delete(db: object, key: string): void {
      store(db).delete(key);
    },
    /** Drops every entry kept for this database. */
    clear(db: object): void {
      store(db).clear();
    },
  };
}

/**
 * The promise kept in `cache` under `key`, or else `load()`'s, kept there: requests that arrive while it
 * loads share it. A failed load is not kept: the next request tries again.
 */
export function keptPromise<V>(cache: ReturnType<typeof writeScopedCache<Promise<V>>>, db: object, key: string, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(db, key);
  if (hit) return hit;
  const loading = load();
  cache.set(db, key, loading);
  loading.catch(() => {
    if (cache.get(db, key) === loading) cache.delete(db, key);
  });
  return loading;
}
