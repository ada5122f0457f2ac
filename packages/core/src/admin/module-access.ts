/**
 * Which practice screens a role may use, for the server's checks of writes made from them (admin §6:
 * "menu and route access for practice users come from role-module assignments").
 */
import { allowedModuleLinks, type MenuContext } from '../access/menu.js';
import { MAIN_ROUTES, linkKey } from '../routes/routes.js';

/**
 * The module links of the practice-setup screens whose writes the server checks.
 *
 * @example
 * ADMIN_MODULE_LINKS.practiceSettings // '/practicesettings'
 */
export const ADMIN_MODULE_LINKS = {
  practiceSettings: MAIN_ROUTES.practiceSettings,
  prescribingShortcuts: MAIN_ROUTES.prescribingShortcuts,
  reports: MAIN_ROUTES.reports,
  officeUse: MAIN_ROUTES.officeUse,
} as const;

/**
 * True when the role at the location may open the module link — the same answer the side menu and the
 * route guard give (active assignment, active module, its parent assigned, the location's gates).
 *
 * @example
 * canUseModule(ctx, ADMIN_MODULE_LINKS.practiceSettings) // false for the VET role of the demo
 */
export function canUseModule(ctx: MenuContext, link: string): boolean {
  return allowedModuleLinks(ctx).has(linkKey(link));
}
