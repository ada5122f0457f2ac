/**
 * Labels of the support menu (admin §2.4).
 *
 * @example
 * SUPPORT_MENU_LABELS.pimsLookup // 'Pims Lookup'
 */
export const SUPPORT_MENU_LABELS = {
  supportHome: 'Support Home',
  userManagement: 'User Management',
  practiceSetup: 'Practice Setup',
  prescribingShortcuts: 'Prescribing Shortcuts',
  role: 'Role',
  pimsLookup: 'Pims Lookup',
  /** Decided: the sandbox storefront and pharmacy, outside production only. */
  sandbox: 'Sandbox',
  logout: 'Logout',
} as const;
