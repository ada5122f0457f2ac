/**
 * The support area's menu and entry rule (admin §2.4, §6).
 */
import { SUPPORT_MENU_LABELS } from '../messages/admin.js';
import { SUPPORT_ROUTES } from '../routes/routes.js';

/**
 * An entry of the support menu; `key` is compared with `highlightKey(path)`.
 *
 * @example
 * import type { SupportMenuEntry } from '@vetrx/core/access';
 */
export interface SupportMenuEntry {
  readonly key: string;
  readonly link: string;
  readonly label: string;
  /** Shown only to members of the admin support group. */
  readonly adminSupportGroupOnly: boolean;
  /** Shown only where the sandbox runs (never in production). */
  readonly sandboxOnly?: boolean;
}

/**
 * Every support menu entry, in display order (admin §2.4). Practice Setup is also highlighted on
 * practice and organization detail pages (see `highlightKey`).
 *
 * @example
 * import { SUPPORT_MENU } from '@vetrx/core/access';
 */
export const SUPPORT_MENU: readonly SupportMenuEntry[] = [
  { key: SUPPORT_ROUTES.home, link: SUPPORT_ROUTES.home, label: SUPPORT_MENU_LABELS.supportHome, adminSupportGroupOnly: false },
  {
    key: SUPPORT_ROUTES.impersonate,
    link: SUPPORT_ROUTES.impersonate,
    label: SUPPORT_MENU_LABELS.userManagement,
    adminSupportGroupOnly: false,
  },
  {
    key: SUPPORT_ROUTES.practiceSearch,
    link: SUPPORT_ROUTES.practiceSearch,
    label: SUPPORT_MENU_LABELS.practiceSetup,
    adminSupportGroupOnly: false,
  },
  {
    key: SUPPORT_ROUTES.prescribingShortcuts,
    link: SUPPORT_ROUTES.prescribingShortcuts,
    label: SUPPORT_MENU_LABELS.prescribingShortcuts,
    adminSupportGroupOnly: false,
  },
  { key: SUPPORT_ROUTES.role, link: SUPPORT_ROUTES.role, label: SUPPORT_MENU_LABELS.role, adminSupportGroupOnly: true },
  { key: SUPPORT_ROUTES.pims, link: SUPPORT_ROUTES.pims, label: SUPPORT_MENU_LABELS.pimsLookup, adminSupportGroupOnly: false },
  { key: SUPPORT_ROUTES.sandbox, link: SUPPORT_ROUTES.sandbox, label: SUPPORT_MENU_LABELS.sandbox, adminSupportGroupOnly: false, sandboxOnly: true },
];

/**
 * The support menu for a support user: Role only for the admin support group; Sandbox only where the
 * server runs the sandbox (`sandbox`, from the session's `sandboxAvailable`).
 *
 * @example
 * buildSupportMenu({ inAdminSupportGroup: false }).map((e) => e.label)
 * // ['Support Home', 'User Management', 'Practice Setup', 'Prescribing Shortcuts', 'Pims Lookup']
 */
export function buildSupportMenu(user: { readonly inAdminSupportGroup: boolean; readonly sandbox?: boolean }): SupportMenuEntry[] {
  return SUPPORT_MENU.filter((entry) => (!entry.adminSupportGroupOnly || user.inAdminSupportGroup) && (!entry.sandboxOnly || user.sandbox === true));
}
