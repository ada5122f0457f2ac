export {
  clientProfilePath,
  CREATE_BY_CLIENT_PATH,
  decodeRouteId,
  encodeRouteId,
  fillRoute,
  highlightKey,
  isPublicPath,
  isSupportPath,
  linkKey,
  MAIN_ROUTES,
  matchRoute,
  PUBLIC_ROUTES,
  SUPPORT_ROUTES,
} from '../routes/routes.js';
export {
  allowedModuleLinks,
  isLinkPageEnabled,
  type LocationAccessFlags,
  type MenuContext,
  type MenuEntry,
  type MenuLink,
  type RoleModuleAssignment,
} from './menu.js';
export { checkRouteAccess, practiceMenu, routeAccessContext, type RouteAccessContext } from './route-guard.js';
export { buildSupportMenu, type SupportMenuEntry } from './support.js';
export { checkLocationSwitch, recordLocationToSwitch, selectLocation } from './location.js';
export { LOGIN_FOOTER_LINKS, STORAGE_KEYS, type StorageKey } from './session.js';
export {
  canStartImpersonation,
  IMPERSONATION_EXIT_ROUTE,
  IMPERSONATION_LIMITS,
  impersonationBanner,
  impersonationChoices,
  impersonationExitStorage,
  impersonationMinutesLeft,
  impersonationSessionState,
  type ImpersonationTarget,
  impersonationTimeLeft,
  parseImpersonationMaxMinutes,
  resumeImpersonationTarget,
  type StoragePlan,
  storedImpersonationTarget,
  validateImpersonationStart,
} from './impersonation.js';
export { formatElapsedSeconds, pimsConnectionStatus, userPimsLinkDot } from './pims-status.js';
export { ACCESS_ACTIONS, type AccessRequest, type Actor, can, isSupportActor, withModuleLinks } from './policy.js';
export { userAdminReach } from './user-admin.js';
export { AUDIT_LOG_ROUTE } from './audit-log.js';
export { roleAssignments, sessionActor } from './session-actor.js';
export { ACCESS_EXPLANATIONS, type AccessNames, explainAccess, explainReach, type RefusalCode } from './explain.js';
export { impersonationMachine } from './impersonation.machine.js';
