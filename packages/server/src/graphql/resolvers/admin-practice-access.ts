/**
 * Who may use the practice-setup operations (administration-and-access.md §2.4, §6): support users
 * (not impersonating) for the support area, the admin support group for roles, and practice users by
 * their role's modules at the location — the same answer the side menu and the route guard give
 * (core's `canUseModule`).
 */
import { canUseModule } from '@vetrx/core/admin';
import { AUTH_MESSAGES, PRACTICE_SETUP_REFUSALS } from '@vetrx/core/messages';
import type { Membership, RequestContext } from '../../context/context.js';
import { forbidden, notFound } from '../../errors.js';
import { roleMenuContext } from '../../repositories/admin-practice.js';

/** True for a support user acting as themselves (not impersonating). */
export function isSupportCaller(ctx: RequestContext): boolean {
  return ctx.isSupport && !ctx.impersonator;
}

/** The support area: support users only ('you can't access this link'). */
export function requireSupportArea(ctx: RequestContext): void {
  ctx.requireUser();
  if (!isSupportCaller(ctx)) throw forbidden(AUTH_MESSAGES.supportOnly);
}

/** The Role page's operations: the admin support group only. */
export function requireAdminSupportGroup(ctx: RequestContext): void {
  requireSupportArea(ctx);
  if (!ctx.authUser?.inAdminSupportGroup) throw forbidden(PRACTICE_SETUP_REFUSALS.adminSupportOnly);
}

/**
 * The caller's membership at the location, with a role that may open the module link there
 * (NOT_FOUND for another location, FORBIDDEN when the role lacks the module or the location gates it).
 */
export async function requireModuleAt(ctx: RequestContext, locationId: number | string, link: string): Promise<Membership> {
  const m = ctx.requireLocation(locationId);
  const location = await ctx.loaders.location.load(m.locationId);
  if (!location) throw notFound('Location');
  const menu = await roleMenuContext(ctx.db, m.role.id, location, await ctx.features(m.locationId));
  if (!canUseModule(menu, link)) throw forbidden(PRACTICE_SETUP_REFUSALS.moduleNotAllowed);
  return m;
}
