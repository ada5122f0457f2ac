/**
 * Shortcuts (prescribing §7 Shortcut, administration §2.5 and §5), bound to the caller. A practice user
 * reads the global shortcuts and those linked to their locations; support mode reads every one. The
 * writes (add, the support form's edit and delete, a location's copy-on-write edit and unlink) run in
 * the mutation's transaction. Links of a listed page load in one statement per request (DataLoader).
 */
import DataLoader from 'dataloader';
import { and, eq, exists, ne, or, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import { listShortcuts, shortcutLinks, type ShortcutListQuery } from './prescription-writes.js';
import { atCallerLocations, requireTx, supportModeOnly, worksAt, type RepositoryScope } from './scope.js';

type ShortcutRow = typeof t.shortcuts.$inferSelect;
type LinkRow = typeof t.shortcutsLocations.$inferSelect;

/** An active shortcut with every one of its location links. */
export interface StoredShortcut {
  row: ShortcutRow;
  links: LinkRow[];
}

/** What a shortcut write stores. */
export interface ShortcutText {
  label: string;
  details: string;
}

/**
 * The shortcuts repository of one request.
 *
 * @example
 * const shortcuts = await ctx.repos.shortcuts.list({ locationId: 1, label: null, type: 'SIG' });
 */
export function shortcutsRepository(scope: RepositoryScope) {
  let links: DataLoader<number, LinkRow[]> | undefined;
  /**
   * The shortcuts the caller changes, in the statement: any in support mode, else a location's own (not
   * global) linked to one of the caller's locations — by an active link, or by any when `activeLink` is false.
   */
  const editable = (activeLink: boolean) =>
    scope.supportMode
      ? undefined
      : and(
          eq(t.shortcuts.isGlobal, false),
          exists(
            scope.db
              .select({ one: sql`1` })
              .from(t.shortcutsLocations)
              .where(
                and(
                  eq(t.shortcutsLocations.shortcutId, t.shortcuts.id),
                  activeLink ? eq(t.shortcutsLocations.isActive, true) : undefined,
                  atCallerLocations(scope, t.shortcutsLocations.locationId),
                ),
              ),
          ),
        );
  return {
    /**
     * Active shortcuts: a location's own and the global ones (a location the caller may not read lists
     * nothing), or every one (`locationId: null`, support mode only).
     */
    list(q: ShortcutListQuery) {
      const readable = q.locationId === null ? scope.supportMode : scope.supportMode || worksAt(scope, q.locationId);
      return readable ? listShortcuts(scope.db, q) : Promise.resolve([]);
    },
    /** An active shortcut the caller may see (support: any; else global or linked to one of their locations), or null. */
    async active(id: number): Promise<StoredShortcut | null> {
      // Visible in the statement: global, or linked (actively) to one of the caller's locations.
      const visible = scope.supportMode
        ? undefined
        : or(
            eq(t.shortcuts.isGlobal, true),
            exists(
              scope.db
                .select({ one: sql`1` })
                .from(t.shortcutsLocations)
                .where(and(eq(t.shortcutsLocations.shortcutId, t.shortcuts.id), eq(t.shortcutsLocations.isActive, true), atCallerLocations(scope, t.shortcutsLocations.locationId))),
            ),
          );
      const [row] = await scope.db.select().from(t.shortcuts).where(and(eq(t.shortcuts.id, id), eq(t.shortcuts.isActive, true), visible));
      if (!row) return null;
      const all = await scope.db.select().from(t.shortcutsLocations).where(eq(t.shortcutsLocations.shortcutId, id));
      return { row, links: all };
    },
    /**
     * An active shortcut as one of the caller's locations sees it (the location views' edit and
     * delete): null unless the caller works there and may see the shortcut; its active link there
     * (null for a global shortcut or one not linked there), and whether other locations share it.
     */
    async atLocation(id: number, locationId: number): Promise<{ shortcut: StoredShortcut; link: LinkRow | null; shared: boolean } | null> {
      if (!worksAt(scope, locationId)) return null;
      const shortcut = await this.active(id);
      if (!shortcut) return null;
      const active = shortcut.links.filter((l) => l.isActive);
      const link = shortcut.row.isGlobal ? null : (active.find((l) => l.locationId === locationId) ?? null);
      return { shortcut, link, shared: active.some((l) => l.locationId !== locationId) };
    },
    /** A shortcut's links (active or not) the caller may see — every one in support mode, else those at their locations — batched per request. */
    async linksOf(shortcutId: number): Promise<LinkRow[]> {
      links ??= new DataLoader(async (ids: readonly number[]) => {
        const rows = await shortcutLinks(scope.db, ids);
        return ids.map((id) => rows.filter((r) => r.shortcutId === id));
      });
      const all = await links.load(shortcutId);
      return scope.supportMode ? all : all.filter((l) => worksAt(scope, l.locationId));
    },

    /** Adds a shortcut, linked to one location or to none (global / unlinked). */
    async add(value: ShortcutText & { shortcutType: string; isGlobal: boolean }, locationId: number | null): Promise<ShortcutRow> {
      const tx = requireTx(scope);
      const [row] = await tx.insert(t.shortcuts).values({ type: value.shortcutType, label: value.label, details: value.details, isActive: true, isGlobal: value.isGlobal }).returning();
      if (locationId !== null) await tx.insert(t.shortcutsLocations).values({ shortcutId: row.id, locationId, isActive: true });
      return row;
    },
    /** The support form's edit: text and global flag; the shortcut then links to `locationId` only (or none). Null when it is gone, or outside support mode. */
    async supportUpdate(id: number, value: ShortcutText & { isGlobal: boolean }, locationId: number | null): Promise<ShortcutRow | null> {
      const tx = requireTx(scope);
      const [row] = await tx
        .update(t.shortcuts)
        .set({ label: value.label, details: value.details, isGlobal: value.isGlobal })
        .where(and(eq(t.shortcuts.id, id), eq(t.shortcuts.isActive, true), supportModeOnly(scope)))
        .returning();
      if (!row) return null;
      await tx
        .update(t.shortcutsLocations)
        .set({ isActive: false })
        .where(and(eq(t.shortcutsLocations.shortcutId, id), locationId === null ? undefined : ne(t.shortcutsLocations.locationId, locationId)));
      if (locationId !== null) {
        await tx
          .insert(t.shortcutsLocations)
          .values({ shortcutId: id, locationId, isActive: true })
          .onConflictDoUpdate({ target: [t.shortcutsLocations.shortcutId, t.shortcutsLocations.locationId], set: { isActive: true } });
      }
      return row;
    },
    /** Removes the active link at one of the caller's locations; false when there was none (anymore), or the location is not theirs. */
    async unlink(id: number, locationId: number): Promise<boolean> {
      const sl = t.shortcutsLocations;
      const [unlinked] = await requireTx(scope)
        .update(sl)
        .set({ isActive: false })
        .where(and(eq(sl.shortcutId, id), eq(sl.locationId, locationId), eq(sl.isActive, true), atCallerLocations(scope, sl.locationId)))
        .returning();
      return Boolean(unlinked);
    },
    /** Changes the text of an active shortcut the caller edits (support: any; else their locations' own); null when it is gone or not theirs. */
    async updateText(id: number, value: ShortcutText): Promise<ShortcutRow | null> {
      const [row] = await requireTx(scope)
        .update(t.shortcuts)
        .set({ label: value.label, details: value.details })
        .where(and(eq(t.shortcuts.id, id), eq(t.shortcuts.isActive, true), editable(true)))
        .returning();
      return row ?? null;
    },
    /**
     * Deactivates a shortcut the caller edits (and, with `allLinks`, every link of it): any in support
     * mode, else one linked (its link may just have been removed) to one of their locations; null otherwise.
     */
    async deactivate(id: number, opts: { onlyIfActive: boolean; allLinks: boolean }): Promise<ShortcutRow | null> {
      const tx = requireTx(scope);
      const [row] = await tx
        .update(t.shortcuts)
        .set({ isActive: false })
        .where(and(eq(t.shortcuts.id, id), opts.onlyIfActive ? eq(t.shortcuts.isActive, true) : undefined, editable(false)))
        .returning();
      if (row && opts.allLinks) await tx.update(t.shortcutsLocations).set({ isActive: false }).where(eq(t.shortcutsLocations.shortcutId, id));
      return row ?? null;
    },
  };
}
