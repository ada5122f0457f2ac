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
import { ADMIN_MODULE_LINKS, validateShortcutInput } from '@vetrx/core/admin';
import { PRACTICE_SETUP_REFUSALS } from '@vetrx/core/messages';
import { mutate } from '../../unit-of-work.js';
import { parseId, type RequestContext } from '../../context/context.js';
import { assertValid, forbidden, notFound } from '../../errors.js';
import type { StoredShortcut } from '../../repositories/shortcuts.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { isSupportCaller, requireModuleAt } from './admin-practice-access.js';

/** An active shortcut the caller may see, with its links, or NOT_FOUND. */
async function activeShortcut(ctx: RequestContext, id: number): Promise<StoredShortcut> {
  const shortcut = await ctx.repos.shortcuts.active(id);
  if (!shortcut) throw notFound('Shortcut');
  return shortcut;
}

/** The caller's location for a location-view write: a location with the Prescribing Shortcuts module. */
async function shortcutLocation(ctx: RequestContext, locationId: string | number | null | undefined) {
  if (locationId == null || locationId === '') throw notFound('Location');
  return requireModuleAt(ctx, locationId, ADMIN_MODULE_LINKS.prescribingShortcuts);
}

/**
 * A non-global shortcut linked to the caller's location, with whether other locations share it; the
 * refusals of the location view otherwise (a global one is read-only, one not linked there is not found).
 */
async function ownShortcut(ctx: RequestContext, id: number, locationId: number): Promise<{ shortcut: StoredShortcut; shared: boolean }> {
  const found = await ctx.repos.shortcuts.atLocation(id, locationId);
  if (!found) throw notFound('Shortcut');
  if (found.shortcut.row.isGlobal) throw forbidden(PRACTICE_SETUP_REFUSALS.globalShortcutReadOnly);
  if (!found.link) throw notFound('Shortcut');
  return found;
}

export const adminPracticeShortcutResolvers: Resolvers = {
  Shortcut: {
    // Support sees every link; a practice user only the links at their own locations (admin §3).
    shortcutsLocation: async (shortcut, _a, ctx) => {
      if (shortcut.isGlobal || shortcut.id === undefined) return [];
      const visible = await ctx.repos.shortcuts.linksOf(Number(shortcut.id));
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
        const shortcut = await activeShortcut(ctx, id);
        const value = assertValid(
          validateShortcutInput(
            { id, shortcutType: args.shortcutType, label: args.label, details: args.details, isGlobal: args.isGlobal, locationId: args.locationId },
            { form: 'support', isUpdate: true, existing: { shortcutType: shortcut.row.type } },
          ),
        );
        const locationId = value.locationId === null ? null : parseId(value.locationId, 'Location');
        if (locationId !== null && !(await ctx.loaders.location.load(locationId))) throw notFound('Location');
        return mutate(ctx, 'UpdateShortcut', async ({ repos, record }) => {
          const row = await repos.shortcuts.supportUpdate(id, value, locationId);
          if (!row) throw notFound('Shortcut');
          record({ entity: 'Shortcut', entityId: id, locationId, before: shortcut, after: { ...row, locationId } });
          return { ...row, locationId };
        });
      }
      const m = await shortcutLocation(ctx, args.locationId);
      const { shortcut, shared } = await ownShortcut(ctx, id, m.locationId);
      const value = assertValid(
        validateShortcutInput(
          { id, shortcutType: args.shortcutType, label: args.label, details: args.details },
          { form: 'location', isUpdate: true, locationId: m.locationId, existing: { shortcutType: shortcut.row.type } },
        ),
      );
      return mutate(ctx, 'UpdateShortcut', async ({ repos, record }) => {
        let row;
        if (shared) {
          // Copy on write: the location leaves the shared shortcut and gets its own copy.
          if (!(await repos.shortcuts.unlink(id, m.locationId))) throw notFound('Shortcut');
          row = await repos.shortcuts.add({ shortcutType: shortcut.row.type, label: value.label, details: value.details, isGlobal: false }, m.locationId);
        } else {
          row = await repos.shortcuts.updateText(id, value);
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
        const shortcut = await activeShortcut(ctx, id);
        return mutate(ctx, 'DeleteShortcut', async ({ repos, record }) => {
          const row = await repos.shortcuts.deactivate(id, { onlyIfActive: true, allLinks: true });
          if (!row) throw notFound('Shortcut');
          record({ entity: 'Shortcut', entityId: id, before: shortcut, after: row });
          return { ...row, locationId: null };
        });
      }
      const m = await shortcutLocation(ctx, args.locationId);
      const { shortcut, shared: othersLeft } = await ownShortcut(ctx, id, m.locationId);
      return mutate(ctx, 'DeleteShortcut', async ({ repos, record }) => {
        if (!(await repos.shortcuts.unlink(id, m.locationId))) throw notFound('Shortcut');
        let row = shortcut.row;
        if (!othersLeft) row = (await repos.shortcuts.deactivate(id, { onlyIfActive: false, allLinks: false })) ?? row;
        record({ entity: 'Shortcut', entityId: id, locationId: m.locationId, before: shortcut.row, after: { ...row, removedFromLocation: m.locationId } });
        return { ...row, locationId: m.locationId };
      });
    },
  },
};
