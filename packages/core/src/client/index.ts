export { CLIENT_LIMITS, CLIENT_PAGE_SIZES, CLIENT_SEARCH_RULES } from './constants.js';
export { type LocationClientWrite, validateLocationClientInput } from './schema.js';
export {
  clientListSearchTerm,
  clientListSearchTextSchema,
  clientSearchCountLimit,
  clientSearchCountText,
  clientSearchBoxTerms,
  type ClientSearchFields,
  localClientSearchFilter,
  localClientSearchVariables,
  parseLocalClientSearchFilter,
  phoneCountsForSearch,
  phoneSearchDigits,
  pimsCaretakerSearchInput,
  shouldRunClientSearch,
  validateClientSearchFields,
} from './search.js';
export {
  type ClientLinkUpdate,
  clientLinkWrite,
  clientPimsDiff,
  importPimsAddresses,
  importPimsPhones,
  isPimsLinked,
  linkPageHref,
  linkPageInitialSearch,
  linkPageSearchTerm,
  pimsCaretakerEmail,
  type PimsDifference,
  pimsIdsOf,
  validateClientLinkInput,
} from './pims-link.js';
export { checkCanAddPatient, clientActiveChange, inactiveClientReason, patientDeclineCause } from './status.js';
export {
  canShowHelpClient,
  createHelpClientApi,
  hasOoboModule,
  HELP_CLIENT_IMPERSONATION_TYPE,
  HELP_CLIENT_PATHS,
  IMPERSONATION_VALIDATE_TYPES,
} from './help-client.js';
export { clientFullName, clientRowPatients } from './display.js';
export { addClientMachine, type SavedClient } from './add-client.machine.js';
export { helpClientSessionMachine } from './help-client-session.machine.js';
