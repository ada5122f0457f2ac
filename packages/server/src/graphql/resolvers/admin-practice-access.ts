/**
 * Who may use the practice-setup operations (administration-and-access.md §2.4, §6): support users
 * (not impersonating) for the support area, the admin support group for roles, and practice users by
 * their role's modules at the location — the same answer the side menu and the route guard give
 * (core's policy, `can(actor, { action: 'useModule' })`, over the links of `allowedModuleLinks`).
 */
import { allowedModuleLinks, can, withModuleLinks } from '@vetrx/core/access';
import type { Membership, RequestContext } from '../../context/context.js';
import { notFound, refusal } from '../../errors.js';

/** True for a support user acting as themselves (not impersonating). */
export function isSupportCaller(ctx: RequestContext): boolean {
  return ctx.supportMode;
}

/** The support area: support users only ('you can't access this link'). */
export function requireSupportArea(ctx: RequestContext): void {
  ctx.authorize({ action: 'support' });
}

/** The Role page's operations: the admin support group only. */
export function requireAdminSupportGroup(ctx: RequestContext): void {
  ctx.authorize({ action: 'supportRoles' });
}

/**
 * The caller's membership at the location, with a role that may open the module link there
 * (NOT_FOUND for another location, FORBIDDEN when the role lacks the module or the location gates it).
 */
export async function requireModuleAt(ctx: RequestContext, locationId: number | string, link: string): Promise<Membership> {
  const m = ctx.requireLocation(locationId);
  const decision = await moduleDecision(ctx, m, link);
  if (!decision.allowed) throw refusal(decision);
  return m;
}

/** True when the caller's role may open the module link at the location of the membership. */
export async function mayUseModuleAt(ctx: RequestContext, m: Membership, link: string): Promise<boolean> {
  return (await moduleDecision(ctx, m, link)).allowed;
}

async function moduleDecision(ctx: RequestContext, m: Membership, link: string) {
  const location = await ctx.loaders.location.load(m.locationId);
  if (!location) throw notFound('Location');
  const menu = await ctx.repos.locations.roleMenu(m.role.id, location, await ctx.features(m.locationId));
  if (!menu) throw notFound('Location');
  // The role-module assignment is the permission (admin §6 shows no finer detail): every right of an
  // allowed link. The policy decides with the modules of this membership filled in.
  const actor = withModuleLinks(ctx.actor, m.locationId, allowedModuleLinks(menu));
  return can(actor, { action: 'useModule', locationId: m.locationId, module: link, permission: 'edit' });
}
