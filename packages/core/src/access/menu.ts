/**
 * The side menu of the practice area, built from the role-module assignments of the current role
 * (admin §2.3, §6), and the set of module links a role may open.
 */
import { hasFeature, type LocationFeatures } from '../common/features.js';
import { sameId, type Id } from '../common/ids.js';
import { linkKey } from '../routes/routes.js';

/**
 * A role-module link as carried by a module (Module.rolesModules: roleId, isActive).
 *
 * @example
 * import type { ModuleRoleLink } from '@vetrx/core/access';
 */
export interface ModuleRoleLink {
  readonly roleId: Id;
  readonly isActive: boolean;
}

/**
 * A module (admin §3 Module), structurally: only the fields the menu reads.
 *
 * @example
 * import type { AccessModule } from '@vetrx/core/access';
 */
export interface AccessModule {
  readonly id: Id;
  readonly name: string;
  readonly icon?: string | null;
  readonly link?: string | null;
  readonly orderBy?: number | null;
  readonly isActive: boolean;
  readonly isNavigation: boolean;
  readonly parentModuleId?: Id | null;
  readonly childModules?: readonly AccessModule[] | null;
  readonly rolesModules?: readonly ModuleRoleLink[] | null;
}

/**
 * One of the role's module assignments (Role.rolesModules: module, isActive).
 *
 * @example
 * import type { RoleModuleAssignment } from '@vetrx/core/access';
 */
export interface RoleModuleAssignment {
  readonly module: AccessModule;
  readonly isActive: boolean;
}

/**
 * The location flags that gate menu items (admin §2.3).
 *
 * @example
 * import type { LocationAccessFlags } from '@vetrx/core/access';
 */
export interface LocationAccessFlags {
  readonly isOfficeUseEnabled?: boolean | null;
  readonly isPimsEnabled?: boolean | null;
  readonly organization?: { readonly isPIMSEnabled?: boolean | null } | null;
}

/**
 * What the menu and the route guard need to know about the current user at the selected location.
 *
 * @example
 * import type { MenuContext } from '@vetrx/core/access';
 */
export interface MenuContext {
  /** The role of the current location user. */
  readonly roleId: Id;
  /** That role's module assignments. */
  readonly rolesModules: readonly RoleModuleAssignment[];
  /** The selected location. */
  readonly location: LocationAccessFlags;
  /** The selected location's feature flags. */
  readonly features: LocationFeatures;
}

/**
 * A single menu link. `key` is the canonical link, compared with {@link highlightKey}'s result.
 *
 * @example
 * import type { MenuLink } from '@vetrx/core/access';
 */
export interface MenuLink {
  readonly kind: 'link';
  readonly moduleId: Id;
  readonly key: string;
  readonly label: string;
  readonly link: string;
  readonly icon: string | null;
}

/**
 * A menu group: a top-level module and its visible child modules.
 *
 * @example
 * import type { MenuGroup } from '@vetrx/core/access';
 */
export interface MenuGroup {
  readonly kind: 'group';
  readonly moduleId: Id;
  readonly key: string;
  readonly label: string;
  readonly icon: string | null;
  readonly children: readonly MenuLink[];
}

/**
 * An entry of the side menu.
 *
 * @example
 * import type { MenuEntry } from '@vetrx/core/access';
 */
export type MenuEntry = MenuLink | MenuGroup;

/**
 * PIMS is enabled for the link page when the location flag says so; when the location flag is not set
 * (null or absent) the organization's flag decides (admin §2.3: "the location flag, else the
 * organization flag").
 *
 * @example
 * isLinkPageEnabled({ isPimsEnabled: null, organization: { isPIMSEnabled: true } }) // true
 */
export function isLinkPageEnabled(location: LocationAccessFlags): boolean {
  return (location.isPimsEnabled ?? location.organization?.isPIMSEnabled ?? false) === true;
}

/**
 * Location gates of module links (admin §2.3): `/reports` needs the feature hasReportingPage,
 * `/officeuserx` needs isOfficeUseEnabled, `/link` needs PIMS ({@link isLinkPageEnabled}). Other links
 * are not gated.
 *
 * @example
 * isModuleLinkEnabled('/reports', { location: {}, features: {} }) // false
 */
export function isModuleLinkEnabled(
  link: string,
  ctx: Pick<MenuContext, 'location' | 'features'>,
): boolean {
  switch (linkKey(link)) {
    case '/reports':
      return hasFeature(ctx.features, 'hasReportingPage');
    case '/officeuserx':
      return ctx.location.isOfficeUseEnabled === true;
    case '/link':
      return isLinkPageEnabled(ctx.location);
    default:
      return true;
  }
}

const byOrder = (a: AccessModule, b: AccessModule): number =>
  (a.orderBy ?? Number.MAX_SAFE_INTEGER) - (b.orderBy ?? Number.MAX_SAFE_INTEGER);

function hasLink(module: AccessModule): module is AccessModule & { link: string } {
  return typeof module.link === 'string' && module.link.trim() !== '';
}

/**
 * Active child modules whose role-module link for the role is active (no navigation filter). The link
 * is read from the child's own `rolesModules`, or, when the API sends the role's assignments flat, from
 * an active assignment of the child module in `ctx.rolesModules`.
 */
function grantedChildren(module: AccessModule, ctx: MenuContext): AccessModule[] {
  return (module.childModules ?? []).filter(
    (child) =>
      child.isActive &&
      ((child.rolesModules ?? []).some((rm) => rm.isActive && sameId(rm.roleId, ctx.roleId)) ||
        ctx.rolesModules.some((a) => a.isActive && sameId(a.module.id, child.id))),
  );
}

/** Top-level modules of active assignments whose module is active. */
function grantedTopLevel(ctx: MenuContext): AccessModule[] {
  return ctx.rolesModules
    .filter((a) => a.isActive && a.module.isActive && (a.module.parentModuleId ?? null) === null)
    .map((a) => a.module);
}

function toLink(module: AccessModule & { link: string }): MenuLink {
  return {
    kind: 'link',
    moduleId: module.id,
    key: linkKey(module.link),
    label: module.name,
    link: module.link,
    icon: module.icon ?? null,
  };
}

/**
 * Builds the practice side menu (admin §2.3). Only active modules flagged isNavigation are shown,
 * ordered by orderBy. A top-level module whose visible children are none is a single link; otherwise it
 * is a group of its active, navigation child modules whose role-module link for the current role is
 * active. Links gated by the location ({@link isModuleLinkEnabled}) are left out.
 *
 * Decided: a top-level module with neither a link nor a visible child is left out (an empty group
 * leads nowhere).
 *
 * @example
 * buildMenu({ roleId: 1, rolesModules: [{ isActive: true, module: dashboardModule }], location: {}, features: {} })
 * // [{ kind: 'link', key: '/dashboard', label: 'Dashboard', link: '/dashboard', … }]
 */
export function buildMenu(ctx: MenuContext): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const module of grantedTopLevel(ctx).filter((m) => m.isNavigation).sort(byOrder)) {
    const children = grantedChildren(module, ctx)
      .filter((c) => c.isNavigation && hasLink(c) && isModuleLinkEnabled(c.link, ctx))
      .sort(byOrder)
      .map((c) => toLink(c as AccessModule & { link: string }));
    if (children.length > 0) {
      entries.push({
        kind: 'group',
        moduleId: module.id,
        key: hasLink(module) ? linkKey(module.link) : `module:${module.id}`,
        label: module.name,
        icon: module.icon ?? null,
        children,
      });
    } else if (hasLink(module) && isModuleLinkEnabled(module.link, ctx)) {
      entries.push(toLink(module));
    }
  }
  return entries;
}

/**
 * Every module link the role may open, navigation or not, in canonical lower case: active top-level
 * modules of active assignments and their active children linked to the role, less the links the
 * location gates. Route permission ({@link checkRouteAccess}) is decided against this set.
 *
 * @example
 * allowedModuleLinks(ctx).has('/clientsearch') // true when the role has the client module
 */
export function allowedModuleLinks(ctx: MenuContext): Set<string> {
  const links = new Set<string>();
  for (const module of grantedTopLevel(ctx)) {
    for (const m of [module, ...grantedChildren(module, ctx)]) {
      if (hasLink(m) && isModuleLinkEnabled(m.link, ctx)) links.add(linkKey(m.link));
    }
  }
  return links;
}

/**
 * The redirect target when a path is not allowed: the first menu link, or the first child of the first
 * menu group (admin §2.3); `null` when the menu is empty.
 *
 * @example
 * firstAllowedLink(buildMenu(ctx)) // '/dashboard'
 */
export function firstAllowedLink(menu: readonly MenuEntry[]): string | null {
  const first = menu[0];
  if (!first) return null;
  return first.kind === 'link' ? first.link : first.children[0].link;
}
