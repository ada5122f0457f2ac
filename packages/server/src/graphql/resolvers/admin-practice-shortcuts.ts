/**
 * Shortcut edits and deletes (administration-and-access.md §2.5 Prescribing shortcuts, §5 Shortcuts, §7
 * UpdateShortcut/DeleteShortcut).
 *
 * - A practice user edits and deletes the shortcuts of their location (`locationId`), with a role that
 *   has the Prescribing Shortcuts module; global shortcuts cannot be edited there (FORBIDDEN), another
 *   location's shortcut is NOT_FOUND. Details up to 620 characters (the location form).
 * - A support user edits any shortcut with the support form (global or one location; details up to 250)
 *   and deletes it for everyone.
 *
 * A shortcut may be linked to several locations. Editing it from one location leaves the others' text
 * unchanged: the location gets its own copy (copy on write); deleting it from one location removes that
 * location's link, and the shortcut itself once no active link is left. Deleting is soft (isActive).
 */
import DataLoader from 'dataloader';
import { and, eq, ne } from 'drizzle-orm';
import { ADMIN_MODULE_LINKS, validateShortcutInput } from '@vetrx/core/admin';
import { PRACTICE_SETUP_REFUSALS } from '@vetrx/core/messages';
import { mutate } from '../../audit.js';
import { parseId, type RequestContext } from '../../context/context.js';
import type { DbOrTx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { assertValid, forbidden, notFound } from '../../errors.js';
import { shortcutLinks } from '../../repositories/prescription-writes.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { isSupportCaller, requireModuleAt } from './admin-practice-access.js';

async function activeShortcut(db: DbOrTx, id: number) {
  const [row] = await db.select().from(t.shortcuts).where(and(eq(t.shortcuts.id, id), eq(t.shortcuts.isActive, true)));
  if (!row) throw notFound('Shortcut');
  const links = await db.select().from(t.shortcutsLocations).where(eq(t.shortcutsLocations.shortcutId, id));
  return { row, links };
}

/** The caller's location for a location-view write: a location with the Prescribing Shortcuts module. */
async function shortcutLocation(ctx: RequestContext, locationId: string | number | null | undefined) {
  if (locationId == null || locationId === '') throw notFound('Location');
  return requireModuleAt(ctx, locationId, ADMIN_MODULE_LINKS.prescribingShortcuts);
}

/** The location's active link to a non-global shortcut, or the refusals of the location view. */
function ownLink(shortcut: Awaited<ReturnType<typeof activeShortcut>>, locationId: number) {
  if (shortcut.row.isGlobal) throw forbidden(PRACTICE_SETUP_REFUSALS.globalShortcutReadOnly);
  const link = shortcut.links.find((l) => l.locationId === locationId && l.isActive);
  if (!link) throw notFound('Shortcut');
  return link;
}

type LinkRow = typeof t.shortcutsLocations.$inferSelect;

/** Per-request batch of shortcut links: a list of shortcuts reads its links in one statement. */
const linkLoaders = new WeakMap<RequestContext, DataLoader<number, LinkRow[]>>();
function linksOf(ctx: RequestContext, shortcutId: number): Promise<LinkRow[]> {
  let loader = linkLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const rows = await shortcutLinks(ctx.db, ids);
      return ids.map((id) => rows.filter((r) => r.shortcutId === id));
    });
    linkLoaders.set(ctx, loader);
  }
  return loader.load(shortcutId);
}

export const adminPracticeShortcutResolvers: Resolvers = {
  Shortcut: {
    // Support sees every link; a practice user only the links at their own locations (admin §3).
    shortcutsLocation: async (shortcut, _a, ctx) => {
      if (shortcut.isGlobal || shortcut.id === undefined) return [];
      const links = await linksOf(ctx, Number(shortcut.id));
      const visible = isSupportCaller(ctx) ? links : links.filter((l) => ctx.locationIds.includes(l.locationId));
      return visible.map((l) => ({ locationId: l.locationId, isActive: l.isActive }));
    },
  },
  ShortcutLocation: {
    location: (link, _a, ctx) => (link.locationId == null ? null : ctx.loaders.location.load(Number(link.locationId))),
  },
  Mutation: {
    updateShortcut: async (_p, args, ctx) => {
      ctx.requireUser();
      const id = parseId(args.id, 'Shortcut');
      if (isSupportCaller(ctx)) {
        const shortcut = await activeShortcut(ctx.db, id);
        const value = assertValid(
          validateShortcutInput(
            { id, shortcutType: args.shortcutType, label: args.label, details: args.details, isGlobal: args.isGlobal, locationId: args.locationId },
            { form: 'support', isUpdate: true, existing: { shortcutType: shortcut.row.type } },
          ),
        );
        const locationId = value.locationId === null ? null : parseId(value.locationId, 'Location');
        if (locationId !== null && !(await ctx.loaders.location.load(locationId))) throw notFound('Location');
        return mutate(ctx, 'UpdateShortcut', async ({ tx, record }) => {
          const [row] = await tx
            .update(t.shortcuts)
            .set({ label: value.label, details: value.details, isGlobal: value.isGlobal })
            .where(and(eq(t.shortcuts.id, id), eq(t.shortcuts.isActive, true)))
            .returning();
          if (!row) throw notFound('Shortcut');
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
          record({ entity: 'Shortcut', entityId: id, locationId, before: shortcut, after: { ...row, locationId } });
          return { ...row, locationId };
        });
      }
      const m = await shortcutLocation(ctx, args.locationId);
      const shortcut = await activeShortcut(ctx.db, id);
      ownLink(shortcut, m.locationId);
      const value = assertValid(
        validateShortcutInput(
          { id, shortcutType: args.shortcutType, label: args.label, details: args.details },
          { form: 'location', isUpdate: true, locationId: m.locationId, existing: { shortcutType: shortcut.row.type } },
        ),
      );
      const shared = shortcut.links.some((l) => l.isActive && l.locationId !== m.locationId);
      return mutate(ctx, 'UpdateShortcut', async ({ tx, record }) => {
        let row: typeof t.shortcuts.$inferSelect | undefined;
        if (shared) {
          const [unlinked] = await tx
            .update(t.shortcutsLocations)
            .set({ isActive: false })
            .where(and(eq(t.shortcutsLocations.shortcutId, id), eq(t.shortcutsLocations.locationId, m.locationId), eq(t.shortcutsLocations.isActive, true)))
            .returning();
          if (!unlinked) throw notFound('Shortcut');
          [row] = await tx
            .insert(t.shortcuts)
            .values({ type: shortcut.row.type, label: value.label, details: value.details, isActive: true, isGlobal: false })
            .returning();
          await tx.insert(t.shortcutsLocations).values({ shortcutId: row.id, locationId: m.locationId, isActive: true });
        } else {
          [row] = await tx
            .update(t.shortcuts)
            .set({ label: value.label, details: value.details })
            .where(and(eq(t.shortcuts.id, id), eq(t.shortcuts.isActive, true)))
            .returning();
          if (!row) throw notFound('Shortcut');
        }
        record({ entity: 'Shortcut', entityId: row.id, locationId: m.locationId, before: shortcut.row, after: { ...row, copiedFrom: shared ? id : null } });
        return { ...row, locationId: m.locationId };
      });
    },

    deleteShortcut: async (_p, args, ctx) => {
      ctx.requireUser();
      const id = parseId(args.id, 'Shortcut');
      if (isSupportCaller(ctx)) {
        const shortcut = await activeShortcut(ctx.db, id);
        return mutate(ctx, 'DeleteShortcut', async ({ tx, record }) => {
          const [row] = await tx
            .update(t.shortcuts)
            .set({ isActive: false })
            .where(and(eq(t.shortcuts.id, id), eq(t.shortcuts.isActive, true)))
            .returning();
          if (!row) throw notFound('Shortcut');
          await tx.update(t.shortcutsLocations).set({ isActive: false }).where(eq(t.shortcutsLocations.shortcutId, id));
          record({ entity: 'Shortcut', entityId: id, before: shortcut, after: row });
          return { ...row, locationId: null };
        });
      }
      const m = await shortcutLocation(ctx, args.locationId);
      const shortcut = await activeShortcut(ctx.db, id);
      ownLink(shortcut, m.locationId);
      const othersLeft = shortcut.links.some((l) => l.isActive && l.locationId !== m.locationId);
      return mutate(ctx, 'DeleteShortcut', async ({ tx, record }) => {
        const [unlinked] = await tx
          .update(t.shortcutsLocations)
          .set({ isActive: false })
          .where(and(eq(t.shortcutsLocations.shortcutId, id), eq(t.shortcutsLocations.locationId, m.locationId), eq(t.shortcutsLocations.isActive, true)))
          .returning();
        if (!unlinked) throw notFound('Shortcut');
        let row = shortcut.row;
        if (!othersLeft) [row] = await tx.update(t.shortcuts).set({ isActive: false }).where(eq(t.shortcuts.id, id)).returning();
        record({ entity: 'Shortcut', entityId: id, locationId: m.locationId, before: shortcut.row, after: { ...row, removedFromLocation: m.locationId } });
        return { ...row, locationId: m.locationId };
      });
    },
  },
};
