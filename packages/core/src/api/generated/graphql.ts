/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ActiveFilterType =
  | 'active'
  | 'all'
  | 'non_active';

/** AddLocationClient input (clients §7). isActive defaults to true. */
export type AddLocationClientInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  isActive?: boolean | null | undefined;
  isPIMSImport?: boolean | null | undefined;
  lastName?: string | null | undefined;
  locationClientAddress?: Array<AddressInput> | null | undefined;
  locationClientPhones?: Array<PhoneInput> | null | undefined;
  pimsConnectionType?: string | null | undefined;
  pimsId?: string | null | undefined;
  pimsProviderId?: string | null | undefined;
};

/** AddLocation input (admin §7). Support users, or a practice user adding a location to their own organization. */
export type AddLocationInput = {
  HIN?: string | null | undefined;
  emailAddress?: string | null | undefined;
  isEnabledForWriteback?: boolean | null | undefined;
  isOfficeUseEnabled?: boolean | null | undefined;
  isPimsEnabled?: boolean | null | undefined;
  locationAccountId?: string | null | undefined;
  locationAddresses?: Array<AddressInput> | null | undefined;
  locationPhones?: Array<PhoneInput> | null | undefined;
  name?: string | null | undefined;
  organizationId?: string | null | undefined;
  pharmacyCodes?: Array<string> | null | undefined;
  pimsAccountId?: string | null | undefined;
  pimsConnectionType?: string | null | undefined;
  pimsWritebackAccountId?: string | null | undefined;
  pimsWritebackLocationId?: string | null | undefined;
  /** The location portal type id (product display). */
  portalType?: string | null | undefined;
  website?: string | null | undefined;
};

/** AddLocationPatient input (clients §7). */
export type AddLocationPatientInput = {
  allergies?: Array<string> | null | undefined;
  birthdate?: string | null | undefined;
  breedCode?: string | null | undefined;
  currentMeds?: Array<string> | null | undefined;
  gender?: string | null | undefined;
  healthConditions?: Array<string> | null | undefined;
  isActive?: boolean | null | undefined;
  isPIMSImport?: boolean | null | undefined;
  locationId: string;
  locationPatientClients?: Array<LocationPatientClientInput> | null | undefined;
  name?: string | null | undefined;
  pimsConnectionType?: string | null | undefined;
  pimsId?: string | null | undefined;
  pimsProviderId?: string | null | undefined;
  prescVetLocationUserId?: string | null | undefined;
  speciesCode?: string | null | undefined;
  weight?: number | null | undefined;
  weightUnit?: string | null | undefined;
};

/** AddOrganization input (admin §7); createMatchingLocation adds a location made from the organization. */
export type AddOrganizationInput = {
  HIN?: string | null | undefined;
  accountno?: string | null | undefined;
  createMatchingLocation?: boolean | null | undefined;
  dbaName?: string | null | undefined;
  emailAddress?: string | null | undefined;
  fax?: string | null | undefined;
  isPIMSEnabled?: boolean | null | undefined;
  name?: string | null | undefined;
  organizationAddresses?: Array<AddressInput> | null | undefined;
  organizationPhones?: Array<PhoneInput> | null | undefined;
  pharmacyCodes?: Array<string> | null | undefined;
  website?: string | null | undefined;
};

/** How a prescription is saved (prescribing §3): authorized, printed, or kept as a draft. */
export type AddPrescriptionType =
  | 'AuthorizeRx'
  | 'PrintRx'
  | 'SaveAsDraft';

/** AddRole input (admin §7). */
export type AddRoleInput = {
  canAuthorize?: boolean | null | undefined;
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
};

/**
 * AddUser input (admin §7): the user's names, e-mail (the username is set equal to it), phones and
 * location assignments. isEnabledInOkta: may the user sign in through the identity provider.
 */
export type AddUserInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  isEnabledInOkta?: boolean | null | undefined;
  lastName?: string | null | undefined;
  locationsUsers?: Array<LocationUserAssignmentInput> | null | undefined;
  phones?: Array<PhoneInput> | null | undefined;
};

export type AddressInput = {
  addressLine1: string;
  addressLine2?: string | null | undefined;
  addressTypeId?: string | null | undefined;
  city: string;
  state: string;
  uuid?: string | null | undefined;
  zip: string;
};

export type ArchivePrescriptionInput = {
  /** Must be true: archiving cannot be undone. */
  archived: boolean;
  /** Recorded as the acting location user; a different value is refused. */
  archivedByLocationUserId?: string | null | undefined;
};

/** The Audit Log's filter: a location, and optionally the acting user, the action, a prescription and a date range (from inclusive, to exclusive). */
export type AuditLogFilterInput = {
  /** Keyset paging: only rows older than this row id (pass the last id of the previous page); unlike skip, rows written meanwhile neither repeat nor go missing. */
  beforeId?: string | null | undefined;
  from?: string | null | undefined;
  /** Include the sandbox storefront's and pharmacy's rows (hidden by default). */
  includeSandbox?: boolean | null | undefined;
  /** The location whose log to read; omitted or null: the rows without a location (roles, organizations, global shortcuts, accounts; support only). */
  locationId?: string | null | undefined;
  operation?: string | null | undefined;
  prescriptionId?: string | null | undefined;
  skip?: number | null | undefined;
  /** At most 500; default 50. */
  take?: number | null | undefined;
  to?: string | null | undefined;
  userId?: string | null | undefined;
};

export type ConfigureFilterInput = {
  flavorIds?: Array<string> | null | undefined;
  maxProductWeight?: number | null | undefined;
  minProductWeight?: number | null | undefined;
  /** Delivery buckets (1-2, 2-3, 3-5, 5+); default 1-2, 2-3, 3-5. */
  rxDeliveryDaysFilter?: Array<string> | null | undefined;
  selectedStrength?: string | null | undefined;
};

export type DeclinePrescriptionInput = {
  declineReason: string;
  /** Recorded as the acting location user; a different value is refused. */
  declinedByLocationUserId?: string | null | undefined;
};

/** One delegation to add (AddDelegatedUser): `delegatedLocationUserId` may authorize for `locationUserId`. */
export type DelegatedUserInput = {
  delegatedLocationUserId: string;
  locationUserId: string;
};

/** DeletePrescription (reject a draft): who rejects and why. */
export type DeletePrescriptionInput = {
  declineReason?: string | null | undefined;
  declinedByLocationUserId?: string | null | undefined;
};

/** getPimsCaretakerById input (clients §7): the PIMS id, or the provider id. */
export type GetPimsCaretakerByIdInput = {
  pimsAccountId: string;
  pimsAccountLocationId?: string | null | undefined;
  pimsConnectionType: string;
  pimsId?: string | null | undefined;
  providerId?: string | null | undefined;
};

/** getPimsPatientById input: one PIMS patient by its PIMS id (or provider id). */
export type GetPimsPatientByIdInput = {
  pimsAccountId: string;
  pimsAccountLocationId?: string | null | undefined;
  pimsConnectionType: string;
  pimsId: string;
};

/** A patient's link to a client (LocationPatientClient). */
export type LocationPatientClientInput = {
  isActive?: boolean | null | undefined;
  isPrimary?: boolean | null | undefined;
  locationClientId: string;
  locationPatientId?: string | null | undefined;
};

/** GetLocationPatientsByFilter filter: a search text over patient and client names, species codes. */
export type LocationPatientFilter = {
  isActive?: boolean | null | undefined;
  locationClientId?: string | null | undefined;
  search?: string | null | undefined;
  skip?: number | null | undefined;
  species?: Array<string> | null | undefined;
  take?: number | null | undefined;
};

/**
 * A location assignment of the Edit User form (AddUser / UpdateUser location users, admin §2.5, §5).
 * `id` names a stored assignment; without it the row is new. Fields left out of a stored assignment
 * keep their stored value (the DEA fields are edited on the profile form, not in the table).
 */
export type LocationUserAssignmentInput = {
  deaLicense?: string | null | undefined;
  deaLicenseExpiration?: string | null | undefined;
  employeeId?: string | null | undefined;
  id?: string | null | undefined;
  isActive?: boolean | null | undefined;
  isPrimary?: boolean | null | undefined;
  locationId?: string | null | undefined;
  roleId?: string | null | undefined;
  vetLicenseExpiration?: string | null | undefined;
  vetLicenseNumber?: string | null | undefined;
  vetLicenseState?: string | null | undefined;
};

export type PhoneInput = {
  phoneNumber: string;
  phoneTypeId?: string | null | undefined;
  uuid?: string | null | undefined;
};

/** getPimsCaretakerList input: a page of the account's PIMS clients, optionally filtered like the search. */
export type PimsCaretakerListInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  patientName?: string | null | undefined;
  pimsAccountId: string;
  pimsAccountLocationId?: string | null | undefined;
  pimsConnectionType: string;
  skip?: number | null | undefined;
  take?: number | null | undefined;
};

/** The practice-management system account a consult query goes to. */
export type PimsInput = {
  pimsAccountId: string;
  pimsConnectionType: string;
};

/** getPimsPatientList input: a page of the patients of a PIMS client, or of the whole account. */
export type PimsPatientListInput = {
  pimsAccountId: string;
  pimsAccountLocationId?: string | null | undefined;
  pimsCaretakerId?: string | null | undefined;
  pimsConnectionType: string;
  providerCaretakerId?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
};

/** The spec's Prescription save input (AddPrescription). */
export type PrescriptionInput = {
  allergicIngredient?: string | null | undefined;
  authorizingVet?: string | null | undefined;
  autoShipPrompt?: boolean | null | undefined;
  currentWorkflowStatusId?: string | null | undefined;
  daysSupply?: number | null | undefined;
  directions?: string | null | undefined;
  flavorId?: string | null | undefined;
  isOfficeUse?: boolean | null | undefined;
  issuedDate?: string | null | undefined;
  locationClientId?: string | null | undefined;
  locationId: string;
  locationPatientId?: string | null | undefined;
  noteToClient?: string | null | undefined;
  noteToPharmacy?: string | null | undefined;
  notifyClientDate?: string | null | undefined;
  pimsConsultId?: string | null | undefined;
  prescExpiryDate?: string | null | undefined;
  prnFlag?: boolean | null | undefined;
  productId?: string | null | undefined;
  reasonForCompound?: string | null | undefined;
  refills?: number | null | undefined;
  rxOriginCode?: string | null | undefined;
  /** Why the vet authorizes despite the safety findings (required when a finding needs it; at most 500 characters). */
  safetyOverrideReason?: string | null | undefined;
  unitPerFill?: number | null | undefined;
  /** The withdrawal time of a food-producing animal (required then; at most 100 characters). */
  withdrawalTime?: string | null | undefined;
  workflowLocationUserId?: string | null | undefined;
};

/**
 * The task a save answers (prescriptionTaskToAttach). Approving it (AuthorizeRx / PrintRx) makes it
 * VET_APPROVED with action Approved; SaveAsDraft only links the prescription. `status`, when sent, is the
 * status the caller saw: a task that changed since answers CONFLICT. The acting user is always the caller.
 */
export type PrescriptionTaskToAttachInput = {
  action?: string | null | undefined;
  actionedByLocationUserUuid?: string | null | undefined;
  id: string;
  initiatedBy?: string | null | undefined;
  origin?: string | null | undefined;
  status?: string | null | undefined;
  type?: string | null | undefined;
};

/** Workflow step of a task (UpdatePrescriptionTaskWorkflow). */
export type PrescriptionTaskWorkflowInput = {
  /** Recorded as the server's time; the value sent is ignored. */
  assignDate?: string | null | undefined;
  /** Recorded as the acting location user; a different value is refused. */
  assignedByLocationUserId?: string | null | undefined;
  currentWorkflowStatusId: string;
  internalNote?: string | null | undefined;
  prescriptionTaskId: string;
  workflowLocationUserId: string;
};

/** The save input of UpdatePrescription: AddPrescription's minus locationId (the record keeps its location). */
export type PrescriptionUpdateInput = {
  allergicIngredient?: string | null | undefined;
  authorizingVet?: string | null | undefined;
  autoShipPrompt?: boolean | null | undefined;
  currentWorkflowStatusId?: string | null | undefined;
  daysSupply?: number | null | undefined;
  directions?: string | null | undefined;
  flavorId?: string | null | undefined;
  isOfficeUse?: boolean | null | undefined;
  issuedDate?: string | null | undefined;
  locationClientId?: string | null | undefined;
  locationPatientId?: string | null | undefined;
  noteToClient?: string | null | undefined;
  noteToPharmacy?: string | null | undefined;
  notifyClientDate?: string | null | undefined;
  pimsConsultId?: string | null | undefined;
  prescExpiryDate?: string | null | undefined;
  prnFlag?: boolean | null | undefined;
  productId?: string | null | undefined;
  reasonForCompound?: string | null | undefined;
  refills?: number | null | undefined;
  rxOriginCode?: string | null | undefined;
  /** Why the vet authorizes despite the safety findings (required when a finding needs it; at most 500 characters). */
  safetyOverrideReason?: string | null | undefined;
  unitPerFill?: number | null | undefined;
  /** The withdrawal time of a food-producing animal (required then; at most 100 characters). */
  withdrawalTime?: string | null | undefined;
  workflowLocationUserId?: string | null | undefined;
};

/** A workflow step on a prescription (upsertPrescriptionWorkflow); `id` when updating. */
export type PrescriptionWorkflowInput = {
  /** Recorded as the server's time; the value sent is ignored. */
  assignDate?: string | null | undefined;
  /** Recorded as the acting location user; the value sent is ignored. */
  assignedByLocationUserId?: string | null | undefined;
  currentWorkflowStatusId: string;
  id?: string | null | undefined;
  internalNote?: string | null | undefined;
  prescriptionId: string;
  workflowLocationUserId: string;
};

/**
 * A picture sent by LocationUserProfilePictureUpload: the file's name, its declared type and its bytes
 * in base64. PNG, JPEG, WebP or GIF whose content matches the declared type, at most 512 KB.
 */
export type ProfilePictureFileInput = {
  base64: string;
  contentType: string;
  fileName: string;
};

/** A module of a role (AddRole / UpdateRole rolesModules). */
export type RolesModuleInput = {
  moduleId: string;
};

export type SandboxOrderInput = {
  isAutoship?: boolean | null | undefined;
  locationClientId: string;
  locationId: string;
  locationPatientId: string;
  productId: string;
  quantity: number;
};

/**
 * A filter of product search: `key` one of species, flavor, timeToShip, preferred, delivery,
 * weightMin, weightMax; `values` the chosen values (a number as text for the weight bounds).
 */
export type SearchFilterInput = {
  key: string;
  values: Array<string>;
};

/** searchPimsCaretakers input (clients §7). */
export type SearchPimsCaretakersInput = {
  /** Decided: with true, a patient with a date of death is answered as deceased (the Import button needs it). */
  checkIfPatientDeceased?: boolean | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  patientName?: string | null | undefined;
  /** Digits only, except for the connection type that takes the phone as typed (core's pimsCaretakerSearchInput). */
  phone?: string | null | undefined;
  pimsAccountId: string;
  pimsAccountLocationId?: string | null | undefined;
  pimsConnectionType: string;
};

/** searchPimsPatients input (clients §7): patients of a PIMS client, by name. */
export type SearchPimsPatientsInput = {
  name?: string | null | undefined;
  pimsAccountId: string;
  pimsAccountLocationId?: string | null | undefined;
  pimsCaretakerId?: string | null | undefined;
  pimsConnectionType: string;
  providerCaretakerId?: string | null | undefined;
};

/** UpdateLocationClient input: the client id, the add fields and isActive (clients §7). */
export type UpdateLocationClientInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id: string;
  isActive?: boolean | null | undefined;
  isPIMSImport?: boolean | null | undefined;
  lastName?: string | null | undefined;
  locationClientAddress?: Array<AddressInput> | null | undefined;
  locationClientPhones?: Array<PhoneInput> | null | undefined;
  pimsConnectionType?: string | null | undefined;
  pimsId?: string | null | undefined;
  pimsProviderId?: string | null | undefined;
};

/**
 * The "Update client (link)" input (clients §7): the PIMS ids of the PIMS client, and the e-mail,
 * addresses and phones copied from it. The server applies them only where the client's own are empty
 * (no e-mail; no active address; no active phone) and keeps the client's active flag.
 */
export type UpdateLocationClientLinkInput = {
  email?: string | null | undefined;
  id: string;
  isActive: boolean;
  locationClientAddress?: Array<AddressInput> | null | undefined;
  locationClientPhones?: Array<PhoneInput> | null | undefined;
  pimsConnectionType: string;
  pimsId?: string | null | undefined;
  pimsProviderId?: string | null | undefined;
};

/**
 * UpdateLocation input (admin §7): the add fields with locationPortalTypeId, plus isActive and the
 * write-only pimsAccountSecret (the 32-asterisk mask, or null, keeps the stored secret).
 */
export type UpdateLocationInput = {
  HIN?: string | null | undefined;
  emailAddress?: string | null | undefined;
  isActive?: boolean | null | undefined;
  isEnabledForWriteback?: boolean | null | undefined;
  isOfficeUseEnabled?: boolean | null | undefined;
  isPimsEnabled?: boolean | null | undefined;
  locationAccountId?: string | null | undefined;
  locationAddresses?: Array<AddressInput> | null | undefined;
  locationPhones?: Array<PhoneInput> | null | undefined;
  locationPortalTypeId?: string | null | undefined;
  name?: string | null | undefined;
  organizationId?: string | null | undefined;
  pharmacyCodes?: Array<string> | null | undefined;
  pimsAccountId?: string | null | undefined;
  pimsAccountSecret?: string | null | undefined;
  pimsConnectionType?: string | null | undefined;
  pimsWritebackAccountId?: string | null | undefined;
  pimsWritebackLocationId?: string | null | undefined;
  website?: string | null | undefined;
};

/** UpdateLocationPatientForConflict input: the weight change of the conflict panel. */
export type UpdateLocationPatientForConflictInput = {
  id: string;
  weight: number;
  weightUnit?: string | null | undefined;
};

/**
 * UpdateLocationPatient input: the add fields plus deceasedDate and isDeceased. Only the fields sent
 * change; the simple forms send id, weight, weightUnit (and birthdate).
 */
export type UpdateLocationPatientInput = {
  allergies?: Array<string> | null | undefined;
  birthdate?: string | null | undefined;
  breedCode?: string | null | undefined;
  currentMeds?: Array<string> | null | undefined;
  deceasedDate?: string | null | undefined;
  gender?: string | null | undefined;
  healthConditions?: Array<string> | null | undefined;
  id?: string | null | undefined;
  isActive?: boolean | null | undefined;
  isDeceased?: boolean | null | undefined;
  isPIMSImport?: boolean | null | undefined;
  locationPatientClients?: Array<LocationPatientClientInput> | null | undefined;
  name?: string | null | undefined;
  pimsConnectionType?: string | null | undefined;
  pimsId?: string | null | undefined;
  pimsProviderId?: string | null | undefined;
  prescVetLocationUserId?: string | null | undefined;
  speciesCode?: string | null | undefined;
  weight?: number | null | undefined;
  weightUnit?: string | null | undefined;
};

/**
 * UpdateLocationUser input (admin §7): the location user's profile. Fields left out keep their stored
 * value; `phones` replaces the location user's phones when sent.
 */
export type UpdateLocationUserInput = {
  deaLicense?: string | null | undefined;
  deaLicenseExpiration?: string | null | undefined;
  displayName?: string | null | undefined;
  email?: string | null | undefined;
  isActive?: boolean | null | undefined;
  isPrimary?: boolean | null | undefined;
  phones?: Array<PhoneInput> | null | undefined;
  pimsId?: string | null | undefined;
  title?: string | null | undefined;
  vetLicenseExpiration?: string | null | undefined;
  vetLicenseNumber?: string | null | undefined;
  vetLicenseState?: string | null | undefined;
};

/** The notification settings of a location user (admin §7 notification update). */
export type UpdateLocationUserNotificationInput = {
  isPendingAuth?: boolean | null | undefined;
  notificationEmail?: string | null | undefined;
};

/** UpdateOrganization input (admin §7): the add fields plus isActive. */
export type UpdateOrganizationInput = {
  HIN?: string | null | undefined;
  accountno?: string | null | undefined;
  dbaName?: string | null | undefined;
  emailAddress?: string | null | undefined;
  fax?: string | null | undefined;
  isActive?: boolean | null | undefined;
  isPIMSEnabled?: boolean | null | undefined;
  name?: string | null | undefined;
  organizationAddresses?: Array<AddressInput> | null | undefined;
  organizationPhones?: Array<PhoneInput> | null | undefined;
  pharmacyCodes?: Array<string> | null | undefined;
  website?: string | null | undefined;
};

/** UpdateRole input (admin §7): the name is fixed once the role exists; canAuthorize is locked for Vet. */
export type UpdateRoleInput = {
  canAuthorize?: boolean | null | undefined;
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
};

/** The My Account profile update (admin §7 'Update user (account)'): the caller's own names and phones. */
export type UpdateUserAccountInput = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phones?: Array<PhoneInput> | null | undefined;
};

/**
 * UpdateUser input (admin §7): as AddUser, for the stored user `id`. Stored assignments left out of
 * locationsUsers are kept as they are (assignments are deactivated, never deleted).
 */
export type UpdateUserInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id: string;
  isEnabledInOkta?: boolean | null | undefined;
  lastName?: string | null | undefined;
  locationsUsers?: Array<LocationUserAssignmentInput> | null | undefined;
  phones?: Array<PhoneInput> | null | undefined;
};

/** UpsertLocationClient input: updates the client when id is given, else creates it at locationId. */
export type UpsertLocationClientInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id?: string | null | undefined;
  isActive?: boolean | null | undefined;
  isPIMSImport?: boolean | null | undefined;
  lastName?: string | null | undefined;
  locationClientAddress?: Array<AddressInput> | null | undefined;
  locationClientPhones?: Array<PhoneInput> | null | undefined;
  pimsConnectionType?: string | null | undefined;
  pimsId?: string | null | undefined;
  pimsProviderId?: string | null | undefined;
};

/** UpsertLocationPatientClient input (clients §7). */
export type UpsertLocationPatientClientInput = {
  isActive?: boolean | null | undefined;
  isPrimary?: boolean | null | undefined;
  locationClientId: string;
  locationPatientId: string;
};

export type PhoneFieldsFragment = { id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null };

export type AddressFieldsFragment = { id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null };

export type PharmacyFieldsFragment = { code: string, name: string, fax: string | null, isPrimary: boolean };

export type LocationContactFieldsFragment = { locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> };

export type LocationFieldsFragment = { id: string, uuid: string, name: string, organizationId: string | null, isActive: boolean, emailAddress: string, website: string | null, HIN: string | null, priceBookType: string, locationAccountId: string | null, locationPortalTypeId: string, isOfficeUseEnabled: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, isPimsAccountSecretSet: boolean, pimsConnectionType: string | null, isEnabledForWriteback: boolean, features: Array<string>, organization: { id: string, name: string, isPIMSEnabled: boolean, isPimsImportEnabled: boolean } | null, locationPortalType: { id: string, name: string, description: string, code: string }, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> };

export type ModuleFieldsFragment = { id: string, name: string, icon: string | null, link: string | null, orderBy: number, isActive: boolean, isNavigation: boolean, parentModuleId: string | null };

export type RoleFieldsFragment = { id: string, name: string, isActive: boolean, canAuthorize: boolean, icon: string | null, rolesModules: Array<{ id: string, roleId: string, moduleId: string, isActive: boolean, canView: boolean, canEdit: boolean, canDelete: boolean, module: { id: string, name: string, icon: string | null, link: string | null, orderBy: number, isActive: boolean, isNavigation: boolean, parentModuleId: string | null } }> };

export type LocationUserCoreFieldsFragment = { id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } };

export type LocationUserFieldsFragment = { uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, user: { id: string, username: string, firstName: string, lastName: string, email: string }, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } };

export type ImpersonationSessionFieldsFragment = { id: string, supportUsername: string, targetUsername: string, reason: string, startedAt: string, expiresAt: string, endedAt: string | null, active: boolean };

export type AdminLocationFieldsFragment = { isPrimary: boolean, pimsWritebackAccountId: string | null, pimsWritebackLocationId: string | null, id: string, uuid: string, name: string, organizationId: string | null, isActive: boolean, emailAddress: string, website: string | null, HIN: string | null, priceBookType: string, locationAccountId: string | null, locationPortalTypeId: string, isOfficeUseEnabled: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, isPimsAccountSecretSet: boolean, pimsConnectionType: string | null, isEnabledForWriteback: boolean, features: Array<string>, organization: { isActive: boolean, id: string, name: string, isPIMSEnabled: boolean, isPimsImportEnabled: boolean } | null, locationPortalType: { id: string, name: string, description: string, code: string }, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> };

export type AdminOrganizationFieldsFragment = { id: string, uuid: string, name: string, dbaName: string | null, accountno: string, emailAddress: string, fax: string | null, HIN: string | null, website: string | null, isPIMSEnabled: boolean, isPimsImportEnabled: boolean, isActive: boolean, organizationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, organizationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, organizationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> };

export type AdminShortcutFieldsFragment = { id: string, type: string, label: string, details: string, isActive: boolean, isGlobal: boolean, locationId: string | null };

export type ShortcutFieldsFragment = { id: string, type: string, label: string, details: string, isActive: boolean, isGlobal: boolean, locationId: string | null, shortcutsLocation: Array<{ locationId: string, isActive: boolean, location: { id: string, name: string } | null }> };

export type OfficeUseClientFieldsFragment = { id: string, uuid: string, locationId: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationPatient: { id: string, uuid: string, name: string, isActive: boolean, isOfficeUse: boolean } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }> };

export type AdminLocationUserFieldsFragment = { profilePictureUrl: string | null, sourceUuid: string | null, uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, pimsConnectionType: string | null, organization: { id: string, name: string, isPIMSEnabled: boolean } | null }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null, isActive: boolean }, locationUserPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, user: { id: string, username: string, firstName: string, lastName: string, email: string, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } };

export type DelegatePersonFieldsFragment = { id: string, displayName: string, isActive: boolean, profilePictureThumbnailUrl: string | null, role: { id: string, name: string, icon: string | null }, user: { id: string, email: string } };

export type DelegationFieldsFragment = { id: string, locationUserId: string, delegatedLocationUserId: string, delegatedLocationsUsers: { id: string, displayName: string, isActive: boolean, profilePictureThumbnailUrl: string | null, role: { id: string, name: string, icon: string | null }, user: { id: string, email: string } } | null, locationUser: { id: string, displayName: string, isActive: boolean, profilePictureThumbnailUrl: string | null, role: { id: string, name: string, icon: string | null }, user: { id: string, email: string } } | null };

export type UserIdentityFieldsFragment = { id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, isEnabledInOkta: boolean, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> };

export type AdminUserFieldsFragment = { isSupport: boolean, id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, isEnabledInOkta: boolean, locationsUsers: Array<{ displayName: string, employeeId: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, pimsId: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }>, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> };

export type PimsUserFieldsFragment = { displayName: string | null, pimsId: string | null, pimsAccountId: string | null, pimsConnectionType: string | null, isProvider: boolean | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, type: string | null, originSystem: string | null };

export type BulkApprovalItemFieldsFragment = { prescriptionTaskId: string, qualifies: boolean, reasons: Array<string>, approved: boolean, prescriptionId: string | null, rxNumber: string | null, summary: string | null, directions: string | null, quantity: string | null, refills: string | null, expires: string | null };

export type ProductDetailCardFieldsFragment = { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } };

export type PrescriptionOrderFieldsFragment = { uuid: string, voided: boolean, id: string, orderNumber: string, createdAt: string, lineItems: Array<{ id: string, prescriptionId: string | null, status: string, shipped: boolean, shippedDate: string | null, dispensedQuantity: number | null, product: { id: string, title: string, strengthDisplay: string | null } | null, shipment: { id: string, carrier: string | null, trackingNumber: string | null, trackingURL: string | null } | null }>, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null };

export type RxDetailFieldsFragment = { pimsConsultId: string | null, declineReason: string | null, archivedAt: string | null, currentWorkflowStatusId: string | null, workflowLocationUserId: string | null, locationId: string, id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, weight: number | null, weightUnit: string, birthdate: string | null, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }> } | null, product: { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, submittedBy: { id: string, displayName: string } | null, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, orders: Array<{ uuid: string, voided: boolean, id: string, orderNumber: string, createdAt: string, lineItems: Array<{ id: string, prescriptionId: string | null, status: string, shipped: boolean, shippedDate: string | null, dispensedQuantity: number | null, product: { id: string, title: string, strengthDisplay: string | null } | null, shipment: { id: string, carrier: string | null, trackingNumber: string | null, trackingURL: string | null } | null }>, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null }>, safetyReview: { knowledgeVersion: string, overrideReason: string | null, withdrawalTime: string | null, pharmacyLine: string | null, findings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } | null, prints: Array<{ id: string, prescriptionId: string, copyNumber: number, printedAt: string, originalPrintedAt: string, impersonatorUsername: string | null, reason: string | null, printedBy: { id: string, displayName: string } | null }>, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, flavor: { id: string, name: string } | null };

export type PrescriptionTaskWorkflowFieldsFragment = { id: string, prescriptionTaskId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean, role: { id: string, name: string } } | null };

export type PrescriptionTaskCardFieldsFragment = { id: string, uuid: string, locationId: string, type: string, status: string, action: string | null, actionReason: string | null, initiatedBy: string | null, origin: string | null, archived: boolean, createdTimestamp: string, quantityRequested: number | null, remainingQty: number | null, nextOrderDate: string | null, expirationDate: string | null, isAutoship: boolean, assignedToLocationUserId: string | null, prescriptionId: string | null, previousPrescriptionId: string | null, productId: string, flavorId: string | null, locationClientId: string, locationPatientId: string | null, assignedToLocationUser: { id: string, displayName: string } | null, actionedByLocationUser: { id: string, displayName: string } | null, prescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } } | null, previousPrescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null } | null, product: { id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, packsizeQty: number, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, flavor: { id: string, name: string } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean }, locationPatient: { id: string, name: string, isActive: boolean, species: { code: string, name: string } | null } | null, prescriptionTaskWorkflow: { id: string, prescriptionTaskId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean, role: { id: string, name: string } } | null } | null, duplicates: Array<{ kind: string, prescriptionTaskId: string | null, prescriptionId: string | null, rxNumber: string | null, productTitle: string, at: string }>, safetyFindings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> };

export type PrescriptionTaskDetailFieldsFragment = { id: string, uuid: string, locationId: string, type: string, status: string, action: string | null, actionReason: string | null, initiatedBy: string | null, origin: string | null, archived: boolean, createdTimestamp: string, quantityRequested: number | null, remainingQty: number | null, nextOrderDate: string | null, expirationDate: string | null, isAutoship: boolean, assignedToLocationUserId: string | null, prescriptionId: string | null, previousPrescriptionId: string | null, productId: string, flavorId: string | null, locationClientId: string, locationPatientId: string | null, product: { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, prescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null, pimsConsultId: string | null, declineReason: string | null, archivedAt: string | null, currentWorkflowStatusId: string | null, workflowLocationUserId: string | null, locationId: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, refills: number | null, prnFlag: boolean, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, rxStatus: { code: string, description: string }, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, weight: number | null, weightUnit: string, birthdate: string | null, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }> } | null, product: { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, submittedBy: { id: string, displayName: string } | null, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, orders: Array<{ uuid: string, voided: boolean, id: string, orderNumber: string, createdAt: string, lineItems: Array<{ id: string, prescriptionId: string | null, status: string, shipped: boolean, shippedDate: string | null, dispensedQuantity: number | null, product: { id: string, title: string, strengthDisplay: string | null } | null, shipment: { id: string, carrier: string | null, trackingNumber: string | null, trackingURL: string | null } | null }>, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null }>, safetyReview: { knowledgeVersion: string, overrideReason: string | null, withdrawalTime: string | null, pharmacyLine: string | null, findings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } | null, prints: Array<{ id: string, prescriptionId: string, copyNumber: number, printedAt: string, originalPrintedAt: string, impersonatorUsername: string | null, reason: string | null, printedBy: { id: string, displayName: string } | null }>, rxOrigin: { code: string }, flavor: { id: string, name: string } | null } | null, previousPrescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null, pimsConsultId: string | null, declineReason: string | null, archivedAt: string | null, currentWorkflowStatusId: string | null, workflowLocationUserId: string | null, locationId: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, refills: number | null, prnFlag: boolean, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, weight: number | null, weightUnit: string, birthdate: string | null, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }> } | null, product: { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, submittedBy: { id: string, displayName: string } | null, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, orders: Array<{ uuid: string, voided: boolean, id: string, orderNumber: string, createdAt: string, lineItems: Array<{ id: string, prescriptionId: string | null, status: string, shipped: boolean, shippedDate: string | null, dispensedQuantity: number | null, product: { id: string, title: string, strengthDisplay: string | null } | null, shipment: { id: string, carrier: string | null, trackingNumber: string | null, trackingURL: string | null } | null }>, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null }>, safetyReview: { knowledgeVersion: string, overrideReason: string | null, withdrawalTime: string | null, pharmacyLine: string | null, findings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } | null, prints: Array<{ id: string, prescriptionId: string, copyNumber: number, printedAt: string, originalPrintedAt: string, impersonatorUsername: string | null, reason: string | null, printedBy: { id: string, displayName: string } | null }>, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, flavor: { id: string, name: string } | null } | null, locationClient: { id: string, uuid: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, pimsId: string | null }, locationPatient: { id: string, uuid: string, name: string, isActive: boolean, isDeceased: boolean, weight: number | null, weightUnit: string, birthdate: string | null, gender: string | null, pimsId: string | null, prescVetLocationUserId: string | null, species: { code: string, name: string } | null, breed: { code: string, name: string } | null, currentMedications: Array<{ key: string, source: string, name: string, code: string | null, ingredients: string | null, dosageForm: string | null, prescriptionId: string | null, prescriptionTaskId: string | null, rxNumber: string | null, issuedDate: string | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } | null }>, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } | null, assignedToLocationUser: { id: string, displayName: string } | null, actionedByLocationUser: { id: string, displayName: string } | null, flavor: { id: string, name: string } | null, prescriptionTaskWorkflow: { id: string, prescriptionTaskId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean, role: { id: string, name: string } } | null } | null, duplicates: Array<{ kind: string, prescriptionTaskId: string | null, prescriptionId: string | null, rxNumber: string | null, productTitle: string, at: string }>, safetyFindings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> };

export type PimsConsultFieldsFragment = { id: string, code: string | null, date: string | null, description: string | null, diagnosis: string | null, status: string | null, pimsUser: { displayName: string | null } | null };

export type SafetyFindingFieldsFragment = { code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null };

export type SafetyReviewFieldsFragment = { knowledgeVersion: string, overrideReason: string | null, withdrawalTime: string | null, pharmacyLine: string | null, findings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> };

export type AuditEntryFieldsFragment = { id: string, at: string, locationId: string | null, operation: string, actionLabel: string, entity: string, entityId: string | null, event: string, eventLabel: string, actorUserId: string | null, actorUsername: string | null, actorName: string | null, impersonatorUsername: string | null, impersonationReason: string | null, detail: string | null, changes: Array<{ field: string, before: string | null, after: string | null }> };

export type LocationClientContactFieldsFragment = { id: string, uuid: string, locationId: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }> };

export type LocationClientFieldsFragment = { pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, id: string, uuid: string, locationId: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }> };

export type LocationClientPatientLinkFieldsFragment = { id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean };

export type LocationClientListFieldsFragment = { id: string, uuid: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, species: { code: string, name: string } | null } | null }> };

export type PatientMedicalFieldsFragment = { allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> };

export type LocationPatientFieldsFragment = { id: string, uuid: string, locationId: string, name: string, breedId: string | null, gender: string | null, birthdate: string | null, weight: number | null, weightUnit: string, isActive: boolean, isDeceased: boolean, deceasedDate: string | null, isOfficeUse: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, prescVetLocationUserId: string | null, species: { code: string, name: string, icon: string | null } | null, breed: { code: string, name: string, speciesCode: string } | null, prescVetLocationUser: { id: string, displayName: string } | null, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean }>, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> };

export type LocationPatientWithClientsFieldsFragment = { id: string, uuid: string, locationId: string, name: string, breedId: string | null, gender: string | null, birthdate: string | null, weight: number | null, weightUnit: string, isActive: boolean, isDeceased: boolean, deceasedDate: string | null, isOfficeUse: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, prescVetLocationUserId: string | null, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean } | null }>, species: { code: string, name: string, icon: string | null } | null, breed: { code: string, name: string, speciesCode: string } | null, prescVetLocationUser: { id: string, displayName: string } | null, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> };

export type ShipmentFieldsFragment = { id: string, trackingNumber: string | null, trackingURL: string | null, carrier: string | null };

export type LineItemFieldsFragment = { id: string, uuid: string, orderId: string, prescriptionId: string | null, pharmacy: string | null, dispensedQuantity: number | null, status: string, shipped: boolean, shippedDate: string | null, paid: boolean, paidDate: string | null, delivered: boolean, deliveredDate: string | null, refunded: boolean, refundedDate: string | null, voided: boolean, voidedDate: string | null, voidedReason: string | null, amount: number | null, product: { id: string, sku: string, title: string, strengthDisplay: string | null, packsizeDisplay: string | null, imageFront: string | null } | null, patient: { id: string, name: string } | null, shipment: { id: string, trackingNumber: string | null, trackingURL: string | null, carrier: string | null } | null };

export type OrderFieldsFragment = { id: string, uuid: string, orderNumber: string, orderSummaryOrderNumber: string | null, createdAt: string, brvCreatedAtTimestamp: string | null, amount: number | null, origin: string | null, shippedDate: string | null, deliveredDate: string | null, voided: boolean, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null } | null, lineItems: Array<{ id: string, uuid: string, orderId: string, prescriptionId: string | null, pharmacy: string | null, dispensedQuantity: number | null, status: string, shipped: boolean, shippedDate: string | null, paid: boolean, paidDate: string | null, delivered: boolean, deliveredDate: string | null, refunded: boolean, refundedDate: string | null, voided: boolean, voidedDate: string | null, voidedReason: string | null, amount: number | null, product: { id: string, sku: string, title: string, strengthDisplay: string | null, packsizeDisplay: string | null, imageFront: string | null } | null, patient: { id: string, name: string } | null, shipment: { id: string, trackingNumber: string | null, trackingURL: string | null, carrier: string | null } | null }> };

export type OrderHeadFieldsFragment = { id: string, orderNumber: string, createdAt: string, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null };

export type PatientMedicationFieldsFragment = { key: string, source: string, name: string, code: string | null, ingredients: string | null, dosageForm: string | null, prescriptionId: string | null, prescriptionTaskId: string | null, rxNumber: string | null, issuedDate: string | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } | null };

export type PatientMedicationListFieldsFragment = { currentMedications: Array<{ key: string, source: string, name: string, code: string | null, ingredients: string | null, dosageForm: string | null, prescriptionId: string | null, prescriptionTaskId: string | null, rxNumber: string | null, issuedDate: string | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } | null }>, pendingRequests: Array<{ key: string, source: string, name: string, code: string | null, ingredients: string | null, dosageForm: string | null, prescriptionId: string | null, prescriptionTaskId: string | null, rxNumber: string | null, issuedDate: string | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } | null }> };

export type PimsPatientFieldsFragment = { id: string, pimsId: string | null, providerId: string | null, name: string | null, dateOfBirth: string | null, dateOfDeath: string | null, gender: string | null, breed: string | null, species: string | null, currentWeight: number | null, currentWeightUnit: string | null, currentWeightInPounds: number | null, isDeleted: boolean, isDeceased: boolean, isActive: boolean, allergies: Array<string>, normalizedGender: string | null, normalizedSpecies: string | null };

export type PimsCaretakerFieldsFragment = { id: string, pimsId: string | null, providerId: string | null, pimsAccountId: string, pimsConnectionType: string, firstName: string | null, lastName: string | null, isActive: boolean, emails: Array<{ address: string | null }>, phones: Array<{ number: string | null, type: string | null, isPrimary: boolean | null, isValidMobile: boolean | null }>, addresses: Array<{ addressLine1: string | null, addressLine2: string | null, city: string | null, stateProvince: string | null, postalCode: string | null, isPrimary: boolean | null, isActive: boolean | null }>, patients: Array<{ id: string, pimsId: string | null, providerId: string | null, name: string | null, dateOfBirth: string | null, dateOfDeath: string | null, gender: string | null, breed: string | null, species: string | null, currentWeight: number | null, currentWeightUnit: string | null, currentWeightInPounds: number | null, isDeleted: boolean, isDeceased: boolean, isActive: boolean, allergies: Array<string>, normalizedGender: string | null, normalizedSpecies: string | null }> };

export type PimsInstallStageFieldsFragment = { status: string | null, startTime: string | null, endTime: string | null, elapsedTime: number | null, lastSuccessful: string | null };

export type ProductSummaryFieldsFragment = { id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, packsizeQty: number, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } };

export type PrescriptionSummaryFieldsFragment = { id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, authorizingVetLocationUser: { id: string, displayName: string } | null, locationClient: { id: string, firstName: string | null, lastName: string | null } | null, locationPatient: { id: string, name: string, species: { code: string, name: string } | null } | null, product: { id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, packsizeQty: number, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } } };

export type PrescriptionWorkflowFieldsFragment = { id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null };

export type PrescriptionDetailFieldsFragment = { workflowLocationUserId: string | null, currentWorkflowStatusId: string | null, locationId: string, pimsConsultId: string | null, declineReason: string | null, id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null, deaLicenseExpiration: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { weight: number | null, weightUnit: string, birthdate: string | null, isActive: boolean, prescVetLocationUserId: string | null, id: string, name: string, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } | null, product: { id: string, uuid: string, sku: string, title: string, manufacturer: string | null, classification: string, productPresentationId: string, productSpecies: Array<string>, strengthDisplay: string | null, normalizedStrength: string | null, unitMeasure: string | null, packsizeDisplay: string | null, packsizeQty: number, dosageDisplay: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, productApprovalType: string, productPortalTypes: Array<string>, isHazardous: boolean, isControlled: boolean, deaSchedule: string | null, isTempSensitive: boolean, isOutOfStock: boolean, status: string | null, isActive: boolean, isVetExclusive: boolean, compound: boolean, hasPharmacyRationale: boolean, hasFlavor: boolean, diet: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, officeUseDeliveryDays: string | null, isOfficeUse: boolean, keywords: Array<string>, parentProductId: string | null, imageFront: string | null, imageBack: string | null, imageTiltLeft: string | null, imageTiltRight: string | null, imageAdditional: Array<string>, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null }, productFlavors: Array<{ id: string, name: string }>, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null, acquisitionCost: number | null, minimumAdvertisedPrice: number | null }>, labelledDoseRanges: Array<{ species: string, minMgPerKg: number, maxMgPerKg: number }> }, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, submittedBy: { id: string, displayName: string } | null, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, flavor: { id: string, name: string } | null };

export type PrescriptionTermsFieldsFragment = { notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, flavor: { id: string, name: string } | null };

export type PrescriptionPrintFieldsFragment = { id: string, prescriptionId: string, copyNumber: number, printedAt: string, originalPrintedAt: string, impersonatorUsername: string | null, reason: string | null, printedBy: { id: string, displayName: string } | null };

export type PrintClientFieldsFragment = { addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> };

export type ProductDetailFieldsFragment = { id: string, uuid: string, sku: string, title: string, manufacturer: string | null, classification: string, productPresentationId: string, productSpecies: Array<string>, strengthDisplay: string | null, normalizedStrength: string | null, unitMeasure: string | null, packsizeDisplay: string | null, packsizeQty: number, dosageDisplay: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, productApprovalType: string, productPortalTypes: Array<string>, isHazardous: boolean, isControlled: boolean, deaSchedule: string | null, isTempSensitive: boolean, isOutOfStock: boolean, status: string | null, isActive: boolean, isVetExclusive: boolean, compound: boolean, hasPharmacyRationale: boolean, hasFlavor: boolean, diet: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, officeUseDeliveryDays: string | null, isOfficeUse: boolean, keywords: Array<string>, parentProductId: string | null, imageFront: string | null, imageBack: string | null, imageTiltLeft: string | null, imageTiltRight: string | null, imageAdditional: Array<string>, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null }, productFlavors: Array<{ id: string, name: string }>, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null, acquisitionCost: number | null, minimumAdvertisedPrice: number | null }>, labelledDoseRanges: Array<{ species: string, minMgPerKg: number, maxMgPerKg: number }> };

export type ProductFamilySearchResultFieldsFragment = { id: string, productFamily: string, name: string, description: string | null, classification: string, species: Array<string>, isOfficeUse: boolean, sku: string | null, srp: number | null, imageURL: string | null, dosage: string | null, presentationFID: string | null, brands: Array<string>, compound: boolean, lowestFamilyId: string | null, isOutOfStock: boolean, isActive: boolean, isPreferredPrescribed: boolean, isPrnOnly: boolean, ingredients: string | null, facilities: Array<string>, origin: string | null, parentUuid: string | null, whenShipOffice: { min: number | null, max: number | null } | null, whenShipRx: { min: number | null, max: number | null } | null, priceRange: { min: number, max: number } | null };

export type SearchFilterFieldsFragment = { key: string, label: string, type: string, options: Array<{ count: number, name: string, value: string, selected: boolean }> };

export type ProductTextFieldsFragment = { description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null };

export type SandboxStateFieldsFragment = { now: string, ticks: number, tickSeconds: number, mode: string, trafficPerHour: number, seed: number };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { isSupport: boolean, impersonating: string | null, impersonationMaxMinutes: number | null, sandboxAvailable: boolean, impersonationSession: { id: string, supportUsername: string, targetUsername: string, reason: string, startedAt: string, expiresAt: string, endedAt: string | null, active: boolean } | null, supportUser: { username: string, email: string, firstName: string, lastName: string, inAdminSupportGroup: boolean } | null, user: { id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, locationsUsers: Array<{ uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, role: { id: string, name: string, canAuthorize: boolean, icon: string | null, isActive: boolean, rolesModules: Array<{ id: string, roleId: string, moduleId: string, isActive: boolean, canView: boolean, canEdit: boolean, canDelete: boolean, module: { id: string, name: string, icon: string | null, link: string | null, orderBy: number, isActive: boolean, isNavigation: boolean, parentModuleId: string | null } }> }, location: { id: string, name: string, isActive: boolean, uuid: string, organizationId: string | null, emailAddress: string, website: string | null, HIN: string | null, priceBookType: string, locationAccountId: string | null, locationPortalTypeId: string, isOfficeUseEnabled: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, isPimsAccountSecretSet: boolean, pimsConnectionType: string | null, isEnabledForWriteback: boolean, features: Array<string>, organization: { id: string, name: string, isPIMSEnabled: boolean, isPimsImportEnabled: boolean } | null, locationPortalType: { id: string, name: string, description: string, code: string }, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> }, user: { id: string, username: string, firstName: string, lastName: string, email: string } }> } | null } };

export type HasFeatureQueryVariables = Exact<{
  feature: string;
  locationId: string;
}>;


export type HasFeatureQuery = { hasFeature: boolean };

export type FeatureFlagsQueryVariables = Exact<{
  locationId: string;
}>;


export type FeatureFlagsQuery = { featureFlags: Array<{ feature: string, enabled: boolean }> };

export type GetLocationQueryVariables = Exact<{
  id: string;
}>;


export type GetLocationQuery = { getLocation: { id: string, uuid: string, name: string, organizationId: string | null, isActive: boolean, emailAddress: string, website: string | null, HIN: string | null, priceBookType: string, locationAccountId: string | null, locationPortalTypeId: string, isOfficeUseEnabled: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, isPimsAccountSecretSet: boolean, pimsConnectionType: string | null, isEnabledForWriteback: boolean, features: Array<string>, organization: { id: string, name: string, isPIMSEnabled: boolean, isPimsImportEnabled: boolean } | null, locationPortalType: { id: string, name: string, description: string, code: string }, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null };

export type LocationsUsersQueryVariables = Exact<{
  userFilter?: string | null | undefined;
  locationIds: Array<string> | string;
  activeFilterType?: ActiveFilterType | null | undefined;
  take?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type LocationsUsersQuery = { locationsUsers: { count: number, data: Array<{ uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, user: { id: string, username: string, firstName: string, lastName: string, email: string }, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }> } };

export type GetLocationUserQueryVariables = Exact<{
  id: string;
}>;


export type GetLocationUserQuery = { getLocationUser: { uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, locationUserPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, delegatedUsers: Array<{ id: string, locationUserId: string, delegatedLocationUserId: string, delegatedLocationsUsers: { id: string, displayName: string, role: { id: string, name: string } } | null }>, delegatedAccess: Array<{ id: string, locationUserId: string, delegatedLocationUserId: string }>, user: { id: string, username: string, firstName: string, lastName: string, email: string }, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } } | null };

export type GetLocationUsersThatCanAuthorizeQueryVariables = Exact<{
  locationId: string;
}>;


export type GetLocationUsersThatCanAuthorizeQuery = { getLocationUsersThatCanAuthorize: Array<{ uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, user: { id: string, username: string, firstName: string, lastName: string, email: string }, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }> };

export type GetUserByUsernameQueryVariables = Exact<{
  username: string;
}>;


export type GetUserByUsernameQuery = { getUserByUsername: { id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, isEnabledInOkta: boolean, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null };

export type GetSupportUserQueryVariables = Exact<{
  username: string;
}>;


export type GetSupportUserQuery = { getSupportUser: { username: string, email: string, firstName: string, lastName: string, inAdminSupportGroup: boolean } | null };

export type ModulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ModulesQuery = { modules: Array<{ id: string, name: string, icon: string | null, link: string | null, orderBy: number, isActive: boolean, isNavigation: boolean, parentModuleId: string | null, childModules: Array<{ id: string, name: string, link: string | null, isActive: boolean, isNavigation: boolean, orderBy: number }> }> };

export type RolesQueryVariables = Exact<{
  filter?: string | null | undefined;
}>;


export type RolesQuery = { roles: Array<{ id: string, name: string, isActive: boolean, canAuthorize: boolean, icon: string | null, rolesModules: Array<{ id: string, roleId: string, moduleId: string, isActive: boolean, canView: boolean, canEdit: boolean, canDelete: boolean, module: { id: string, name: string, icon: string | null, link: string | null, orderBy: number, isActive: boolean, isNavigation: boolean, parentModuleId: string | null } }> }> };

export type PharmacyOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PharmacyOptionsQuery = { pharmacyOptions: Array<{ code: string, name: string, fax: string | null }> };

export type PhoneTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneTypesQuery = { phoneTypes: Array<{ id: string, description: string }> };

export type AddressTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressTypesQuery = { addressTypes: Array<{ id: string, description: string }> };

export type PortalTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalTypesQuery = { portalTypes: Array<{ id: string, name: string, description: string, code: string }> };

export type GetImpersonationSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type GetImpersonationSessionQuery = { getImpersonationSession: { id: string, supportUsername: string, targetUsername: string, reason: string, startedAt: string, expiresAt: string, endedAt: string | null, active: boolean } | null };

export type StartImpersonationMutationVariables = Exact<{
  username: string;
  reason: string;
  minutes?: number | null | undefined;
}>;


export type StartImpersonationMutation = { startImpersonation: { id: string, supportUsername: string, targetUsername: string, reason: string, startedAt: string, expiresAt: string, endedAt: string | null, active: boolean } };

export type EndImpersonationMutationVariables = Exact<{ [key: string]: never; }>;


export type EndImpersonationMutation = { endImpersonation: { id: string, supportUsername: string, targetUsername: string, reason: string, startedAt: string, expiresAt: string, endedAt: string | null, active: boolean } | null };

export type LocationsQueryVariables = Exact<{
  filter?: string | null | undefined;
  activeFilterType?: ActiveFilterType | null | undefined;
  includeOrganization?: boolean | null | undefined;
  organization?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type LocationsQuery = { locations: Array<{ isPrimary: boolean, pimsWritebackAccountId: string | null, pimsWritebackLocationId: string | null, id: string, uuid: string, name: string, organizationId: string | null, isActive: boolean, emailAddress: string, website: string | null, HIN: string | null, priceBookType: string, locationAccountId: string | null, locationPortalTypeId: string, isOfficeUseEnabled: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, isPimsAccountSecretSet: boolean, pimsConnectionType: string | null, isEnabledForWriteback: boolean, features: Array<string>, organization: { id: string, name: string, emailAddress: string, isActive: boolean, isPIMSEnabled: boolean, isPimsImportEnabled: boolean, organizationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPortalType: { id: string, name: string, description: string, code: string }, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> }> };

export type LocationCountQueryVariables = Exact<{
  filter?: string | null | undefined;
  activeFilterType?: ActiveFilterType | null | undefined;
  includeOrganization?: boolean | null | undefined;
  organization?: string | null | undefined;
  feature?: string | null | undefined;
}>;


export type LocationCountQuery = { locationCount: number };

export type OrganizationsQueryVariables = Exact<{
  filter?: string | null | undefined;
  activeFilterType?: ActiveFilterType | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type OrganizationsQuery = { organizations: Array<{ id: string, uuid: string, name: string, dbaName: string | null, accountno: string, emailAddress: string, fax: string | null, HIN: string | null, website: string | null, isPIMSEnabled: boolean, isPimsImportEnabled: boolean, isActive: boolean, organizationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, organizationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, organizationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> }> };

export type GetOrganizationQueryVariables = Exact<{
  id: string;
}>;


export type GetOrganizationQuery = { getOrganization: { id: string, uuid: string, name: string, dbaName: string | null, accountno: string, emailAddress: string, fax: string | null, HIN: string | null, website: string | null, isPIMSEnabled: boolean, isPimsImportEnabled: boolean, isActive: boolean, organizationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, organizationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, organizationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null };

export type GetReportEmbedUrlQueryVariables = Exact<{
  locationId: string;
}>;


export type GetReportEmbedUrlQuery = { getReportEmbedUrl: { embedUrl: string, expiresAt: string } | null };

export type GetOfficeUseClientQueryVariables = Exact<{
  locationId: string;
}>;


export type GetOfficeUseClientQuery = { getOfficeUseClient: { id: string, uuid: string, locationId: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationPatient: { id: string, uuid: string, name: string, isActive: boolean, isOfficeUse: boolean } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }> } | null };

export type AddOfficeUseClientMutationVariables = Exact<{
  locationId: string;
}>;


export type AddOfficeUseClientMutation = { addOfficeUseClient: { id: string, uuid: string, locationId: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationPatient: { id: string, uuid: string, name: string, isActive: boolean, isOfficeUse: boolean } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }> } };

export type AddLocationMutationVariables = Exact<{
  input: AddLocationInput;
}>;


export type AddLocationMutation = { addLocation: { isPrimary: boolean, pimsWritebackAccountId: string | null, pimsWritebackLocationId: string | null, id: string, uuid: string, name: string, organizationId: string | null, isActive: boolean, emailAddress: string, website: string | null, HIN: string | null, priceBookType: string, locationAccountId: string | null, locationPortalTypeId: string, isOfficeUseEnabled: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, isPimsAccountSecretSet: boolean, pimsConnectionType: string | null, isEnabledForWriteback: boolean, features: Array<string>, organization: { isActive: boolean, id: string, name: string, isPIMSEnabled: boolean, isPimsImportEnabled: boolean } | null, locationPortalType: { id: string, name: string, description: string, code: string }, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } };

export type UpdateLocationMutationVariables = Exact<{
  updateLocationId: string;
  input: UpdateLocationInput;
}>;


export type UpdateLocationMutation = { updateLocation: { isPrimary: boolean, pimsWritebackAccountId: string | null, pimsWritebackLocationId: string | null, id: string, uuid: string, name: string, organizationId: string | null, isActive: boolean, emailAddress: string, website: string | null, HIN: string | null, priceBookType: string, locationAccountId: string | null, locationPortalTypeId: string, isOfficeUseEnabled: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, isPimsAccountSecretSet: boolean, pimsConnectionType: string | null, isEnabledForWriteback: boolean, features: Array<string>, organization: { isActive: boolean, id: string, name: string, isPIMSEnabled: boolean, isPimsImportEnabled: boolean } | null, locationPortalType: { id: string, name: string, description: string, code: string }, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } };

export type UpdateLocationWritebackEnabledMutationVariables = Exact<{
  id: string;
  isEnabledForWriteback: boolean;
}>;


export type UpdateLocationWritebackEnabledMutation = { updateLocationWritebackEnabled: { isPrimary: boolean, pimsWritebackAccountId: string | null, pimsWritebackLocationId: string | null, id: string, uuid: string, name: string, organizationId: string | null, isActive: boolean, emailAddress: string, website: string | null, HIN: string | null, priceBookType: string, locationAccountId: string | null, locationPortalTypeId: string, isOfficeUseEnabled: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, isPimsAccountSecretSet: boolean, pimsConnectionType: string | null, isEnabledForWriteback: boolean, features: Array<string>, organization: { isActive: boolean, id: string, name: string, isPIMSEnabled: boolean, isPimsImportEnabled: boolean } | null, locationPortalType: { id: string, name: string, description: string, code: string }, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } };

export type AddOrganizationMutationVariables = Exact<{
  input: AddOrganizationInput;
}>;


export type AddOrganizationMutation = { addOrganization: { id: string, uuid: string, name: string, dbaName: string | null, accountno: string, emailAddress: string, fax: string | null, HIN: string | null, website: string | null, isPIMSEnabled: boolean, isPimsImportEnabled: boolean, isActive: boolean, organizationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, organizationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, organizationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } };

export type UpdateOrganizationMutationVariables = Exact<{
  id: string;
  input: UpdateOrganizationInput;
}>;


export type UpdateOrganizationMutation = { updateOrganization: { id: string, uuid: string, name: string, dbaName: string | null, accountno: string, emailAddress: string, fax: string | null, HIN: string | null, website: string | null, isPIMSEnabled: boolean, isPimsImportEnabled: boolean, isActive: boolean, organizationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, organizationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, organizationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } };

export type AddRoleMutationVariables = Exact<{
  input: AddRoleInput;
  rolesModules: Array<RolesModuleInput> | RolesModuleInput;
}>;


export type AddRoleMutation = { addRole: { id: string, name: string, isActive: boolean, canAuthorize: boolean, icon: string | null, rolesModules: Array<{ id: string, roleId: string, moduleId: string, isActive: boolean, canView: boolean, canEdit: boolean, canDelete: boolean, module: { id: string, name: string, icon: string | null, link: string | null, orderBy: number, isActive: boolean, isNavigation: boolean, parentModuleId: string | null } }> } };

export type UpdateRoleMutationVariables = Exact<{
  id: string;
  input: UpdateRoleInput;
  rolesModules: Array<RolesModuleInput> | RolesModuleInput;
}>;


export type UpdateRoleMutation = { updateRole: { id: string, name: string, isActive: boolean, canAuthorize: boolean, icon: string | null, rolesModules: Array<{ id: string, roleId: string, moduleId: string, isActive: boolean, canView: boolean, canEdit: boolean, canDelete: boolean, module: { id: string, name: string, icon: string | null, link: string | null, orderBy: number, isActive: boolean, isNavigation: boolean, parentModuleId: string | null } }> } };

export type UpdateShortcutMutationVariables = Exact<{
  id: string;
  details: string;
  label: string;
  shortcutType: string;
  locationId?: string | null | undefined;
  isGlobal?: boolean | null | undefined;
}>;


export type UpdateShortcutMutation = { updateShortcut: { id: string, type: string, label: string, details: string, isActive: boolean, isGlobal: boolean, locationId: string | null, shortcutsLocation: Array<{ locationId: string, isActive: boolean, location: { id: string, name: string } | null }> } };

export type DeleteShortcutMutationVariables = Exact<{
  id: string;
  locationId?: string | null | undefined;
}>;


export type DeleteShortcutMutation = { deleteShortcut: { id: string, type: string, label: string, details: string, isActive: boolean, isGlobal: boolean, locationId: string | null, shortcutsLocation: Array<{ locationId: string, isActive: boolean, location: { id: string, name: string } | null }> } };

export type UsersQueryVariables = Exact<{
  filter: string;
  activeFilterType?: ActiveFilterType | null | undefined;
  take?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type UsersQuery = { users: { count: number, data: Array<{ isSupport: boolean, id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, isEnabledInOkta: boolean, locationsUsers: Array<{ displayName: string, employeeId: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, pimsId: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }>, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> }> } };

export type GetUserQueryVariables = Exact<{
  id: string;
}>;


export type GetUserQuery = { getUser: { isSupport: boolean, id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, isEnabledInOkta: boolean, locationsUsers: Array<{ displayName: string, employeeId: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, pimsId: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }>, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null };

export type GetAdminLocationUserQueryVariables = Exact<{
  id: string;
}>;


export type GetAdminLocationUserQuery = { getLocationUser: { profilePictureUrl: string | null, sourceUuid: string | null, uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, delegatedUsers: Array<{ id: string, locationUserId: string, delegatedLocationUserId: string, delegatedLocationsUsers: { id: string, displayName: string, isActive: boolean, profilePictureThumbnailUrl: string | null, role: { id: string, name: string, icon: string | null }, user: { id: string, email: string } } | null, locationUser: { id: string, displayName: string, isActive: boolean, profilePictureThumbnailUrl: string | null, role: { id: string, name: string, icon: string | null }, user: { id: string, email: string } } | null }>, delegatedAccess: Array<{ id: string, locationUserId: string, delegatedLocationUserId: string, delegatedLocationsUsers: { id: string, displayName: string, isActive: boolean, profilePictureThumbnailUrl: string | null, role: { id: string, name: string, icon: string | null }, user: { id: string, email: string } } | null, locationUser: { id: string, displayName: string, isActive: boolean, profilePictureThumbnailUrl: string | null, role: { id: string, name: string, icon: string | null }, user: { id: string, email: string } } | null }>, location: { id: string, name: string, isActive: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, pimsConnectionType: string | null, organization: { id: string, name: string, isPIMSEnabled: boolean } | null }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null, isActive: boolean }, locationUserPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, user: { id: string, username: string, firstName: string, lastName: string, email: string, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } } | null };

export type GetLocationUserByLocationIdAndRoleQueryVariables = Exact<{
  locationId: string;
  roleId: string;
  activeFilterType?: ActiveFilterType | null | undefined;
}>;


export type GetLocationUserByLocationIdAndRoleQuery = { getLocationUserByLocationIdAndRole: Array<{ uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, user: { id: string, username: string, firstName: string, lastName: string, email: string }, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }> };

export type SearchPimsUsersQueryVariables = Exact<{
  pimsInput: PimsInput;
  searchText?: string | null | undefined;
}>;


export type SearchPimsUsersQuery = { searchPimsUsers: Array<{ displayName: string | null, pimsId: string | null, pimsAccountId: string | null, pimsConnectionType: string | null, isProvider: boolean | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, type: string | null, originSystem: string | null }> };

export type GetPimsUserQueryVariables = Exact<{
  pimsInput: PimsInput;
  pimsId: string;
}>;


export type GetPimsUserQuery = { getPimsUser: { displayName: string | null, pimsId: string | null, pimsAccountId: string | null, pimsConnectionType: string | null, isProvider: boolean | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, type: string | null, originSystem: string | null } | null };

export type AddUserMutationVariables = Exact<{
  input: AddUserInput;
}>;


export type AddUserMutation = { addUser: { isSupport: boolean, id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, isEnabledInOkta: boolean, locationsUsers: Array<{ displayName: string, employeeId: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, pimsId: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }>, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { isSupport: boolean, id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, isEnabledInOkta: boolean, locationsUsers: Array<{ displayName: string, employeeId: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, pimsId: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }>, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } };

export type UpdateUserAccountMutationVariables = Exact<{
  input: UpdateUserAccountInput;
}>;


export type UpdateUserAccountMutation = { updateUserAccount: { isSupport: boolean, id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, isEnabledInOkta: boolean, locationsUsers: Array<{ displayName: string, employeeId: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, pimsId: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }>, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } };

export type UpdateLocationUserMutationVariables = Exact<{
  id: string;
  input: UpdateLocationUserInput;
}>;


export type UpdateLocationUserMutation = { updateLocationUser: { profilePictureUrl: string | null, sourceUuid: string | null, uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, pimsConnectionType: string | null, organization: { id: string, name: string, isPIMSEnabled: boolean } | null }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null, isActive: boolean }, locationUserPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, user: { id: string, username: string, firstName: string, lastName: string, email: string, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } } };

export type UpdateLocationUserNotificationMutationVariables = Exact<{
  id: string;
  input: UpdateLocationUserNotificationInput;
}>;


export type UpdateLocationUserNotificationMutation = { updateLocationUserNotification: { profilePictureUrl: string | null, sourceUuid: string | null, uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, pimsConnectionType: string | null, organization: { id: string, name: string, isPIMSEnabled: boolean } | null }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null, isActive: boolean }, locationUserPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, user: { id: string, username: string, firstName: string, lastName: string, email: string, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } } };

export type UpdateLocationUserActiveMutationVariables = Exact<{
  id: string;
  isActive: boolean;
}>;


export type UpdateLocationUserActiveMutation = { updateLocationUserActive: { isSupport: boolean, id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, isEnabledInOkta: boolean, locationsUsers: Array<{ displayName: string, employeeId: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, pimsId: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }>, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } };

export type LocationUserProfilePictureUploadMutationVariables = Exact<{
  locationUserId: string;
  file: ProfilePictureFileInput;
}>;


export type LocationUserProfilePictureUploadMutation = { locationUserProfilePictureUpload: { profilePictureUrl: string | null, sourceUuid: string | null, uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, pimsConnectionType: string | null, organization: { id: string, name: string, isPIMSEnabled: boolean } | null }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null, isActive: boolean }, locationUserPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, user: { id: string, username: string, firstName: string, lastName: string, email: string, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } } };

export type RemoveLocationUserProfilePictureMutationVariables = Exact<{
  locationUserId: string;
}>;


export type RemoveLocationUserProfilePictureMutation = { removeLocationUserProfilePicture: { profilePictureUrl: string | null, sourceUuid: string | null, uuid: string, isPendingAuth: boolean, notificationEmail: string | null, displayName: string, title: string | null, email: string | null, pimsId: string | null, vetLicenseNumber: string | null, vetLicenseExpiration: string | null, vetLicenseState: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, employeeId: string | null, profilePictureThumbnailUrl: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean, isPimsEnabled: boolean, pimsAccountId: string | null, pimsConnectionType: string | null, organization: { id: string, name: string, isPIMSEnabled: boolean } | null }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null, isActive: boolean }, locationUserPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, user: { id: string, username: string, firstName: string, lastName: string, email: string, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } } };

export type ChangePrimaryLocationMutationVariables = Exact<{
  locationUserId: string;
  userId: string;
}>;


export type ChangePrimaryLocationMutation = { changePrimaryLocation: { isSupport: boolean, id: string, uuid: string, username: string, firstName: string, lastName: string, email: string, isEnabledInOkta: boolean, locationsUsers: Array<{ displayName: string, employeeId: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null, vetLicenseExpiration: string | null, deaLicense: string | null, deaLicenseExpiration: string | null, pimsId: string | null, id: string, userId: string, locationId: string, roleId: string, isActive: boolean, isPrimary: boolean, location: { id: string, name: string, isActive: boolean }, role: { id: string, name: string, canAuthorize: boolean, icon: string | null } }>, userPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } };

export type AddDelegatedUserMutationVariables = Exact<{
  input: Array<DelegatedUserInput> | DelegatedUserInput;
}>;


export type AddDelegatedUserMutation = { addDelegatedUser: Array<{ id: string, locationUserId: string, delegatedLocationUserId: string, delegatedLocationsUsers: { id: string, displayName: string, isActive: boolean, profilePictureThumbnailUrl: string | null, role: { id: string, name: string, icon: string | null }, user: { id: string, email: string } } | null, locationUser: { id: string, displayName: string, isActive: boolean, profilePictureThumbnailUrl: string | null, role: { id: string, name: string, icon: string | null }, user: { id: string, email: string } } | null }> };

export type DeleteDelegatedUserMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeleteDelegatedUserMutation = { deleteDelegatedUser: Array<string> };

export type BulkApprovalPreviewQueryVariables = Exact<{
  locationId: string;
  prescriptionTaskIds: Array<string> | string;
}>;


export type BulkApprovalPreviewQuery = { bulkApprovalPreview: { nonce: string, issuedAt: string, expiresAt: string, items: Array<{ prescriptionTaskId: string, qualifies: boolean, reasons: Array<string>, approved: boolean, prescriptionId: string | null, rxNumber: string | null, summary: string | null, directions: string | null, quantity: string | null, refills: string | null, expires: string | null }> } };

export type BulkApprovePrescriptionTasksMutationVariables = Exact<{
  locationId: string;
  prescriptionTaskIds: Array<string> | string;
  idToken: string;
}>;


export type BulkApprovePrescriptionTasksMutation = { bulkApprovePrescriptionTasks: Array<{ prescriptionTaskId: string, qualifies: boolean, reasons: Array<string>, approved: boolean, prescriptionId: string | null, rxNumber: string | null, summary: string | null, directions: string | null, quantity: string | null, refills: string | null, expires: string | null }> };

export type GetPrescriptionTaskQueryVariables = Exact<{
  id?: string | null | undefined;
  uuid?: string | null | undefined;
}>;


export type GetPrescriptionTaskQuery = { getPrescriptionTask: { id: string, uuid: string, locationId: string, type: string, status: string, action: string | null, actionReason: string | null, initiatedBy: string | null, origin: string | null, archived: boolean, createdTimestamp: string, quantityRequested: number | null, remainingQty: number | null, nextOrderDate: string | null, expirationDate: string | null, isAutoship: boolean, assignedToLocationUserId: string | null, prescriptionId: string | null, previousPrescriptionId: string | null, productId: string, flavorId: string | null, locationClientId: string, locationPatientId: string | null, product: { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, prescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null, pimsConsultId: string | null, declineReason: string | null, archivedAt: string | null, currentWorkflowStatusId: string | null, workflowLocationUserId: string | null, locationId: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, refills: number | null, prnFlag: boolean, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, rxStatus: { code: string, description: string }, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, weight: number | null, weightUnit: string, birthdate: string | null, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }> } | null, product: { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, submittedBy: { id: string, displayName: string } | null, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, orders: Array<{ uuid: string, voided: boolean, id: string, orderNumber: string, createdAt: string, lineItems: Array<{ id: string, prescriptionId: string | null, status: string, shipped: boolean, shippedDate: string | null, dispensedQuantity: number | null, product: { id: string, title: string, strengthDisplay: string | null } | null, shipment: { id: string, carrier: string | null, trackingNumber: string | null, trackingURL: string | null } | null }>, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null }>, safetyReview: { knowledgeVersion: string, overrideReason: string | null, withdrawalTime: string | null, pharmacyLine: string | null, findings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } | null, prints: Array<{ id: string, prescriptionId: string, copyNumber: number, printedAt: string, originalPrintedAt: string, impersonatorUsername: string | null, reason: string | null, printedBy: { id: string, displayName: string } | null }>, rxOrigin: { code: string }, flavor: { id: string, name: string } | null } | null, previousPrescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null, pimsConsultId: string | null, declineReason: string | null, archivedAt: string | null, currentWorkflowStatusId: string | null, workflowLocationUserId: string | null, locationId: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, refills: number | null, prnFlag: boolean, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, weight: number | null, weightUnit: string, birthdate: string | null, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }> } | null, product: { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, submittedBy: { id: string, displayName: string } | null, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, orders: Array<{ uuid: string, voided: boolean, id: string, orderNumber: string, createdAt: string, lineItems: Array<{ id: string, prescriptionId: string | null, status: string, shipped: boolean, shippedDate: string | null, dispensedQuantity: number | null, product: { id: string, title: string, strengthDisplay: string | null } | null, shipment: { id: string, carrier: string | null, trackingNumber: string | null, trackingURL: string | null } | null }>, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null }>, safetyReview: { knowledgeVersion: string, overrideReason: string | null, withdrawalTime: string | null, pharmacyLine: string | null, findings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } | null, prints: Array<{ id: string, prescriptionId: string, copyNumber: number, printedAt: string, originalPrintedAt: string, impersonatorUsername: string | null, reason: string | null, printedBy: { id: string, displayName: string } | null }>, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, flavor: { id: string, name: string } | null } | null, locationClient: { id: string, uuid: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, pimsId: string | null }, locationPatient: { id: string, uuid: string, name: string, isActive: boolean, isDeceased: boolean, weight: number | null, weightUnit: string, birthdate: string | null, gender: string | null, pimsId: string | null, prescVetLocationUserId: string | null, species: { code: string, name: string } | null, breed: { code: string, name: string } | null, currentMedications: Array<{ key: string, source: string, name: string, code: string | null, ingredients: string | null, dosageForm: string | null, prescriptionId: string | null, prescriptionTaskId: string | null, rxNumber: string | null, issuedDate: string | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } | null }>, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } | null, assignedToLocationUser: { id: string, displayName: string } | null, actionedByLocationUser: { id: string, displayName: string } | null, flavor: { id: string, name: string } | null, prescriptionTaskWorkflow: { id: string, prescriptionTaskId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean, role: { id: string, name: string } } | null } | null, duplicates: Array<{ kind: string, prescriptionTaskId: string | null, prescriptionId: string | null, rxNumber: string | null, productTitle: string, at: string }>, safetyFindings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } | null };

export type GetPrescriptionTasksQueryVariables = Exact<{
  locationId: string;
  status?: Array<string> | string | null | undefined;
  type?: Array<string> | string | null | undefined;
  productClassification?: string | null | undefined;
  isAutoship?: boolean | null | undefined;
  assignedVeterinarianIds?: Array<string> | string | null | undefined;
  assignedToLocationUserId?: string | null | undefined;
  nextOrderDateStart?: string | null | undefined;
  nextOrderDateEnd?: string | null | undefined;
  expirationDateStart?: string | null | undefined;
  expirationDateEnd?: string | null | undefined;
  startDateTime?: string | null | undefined;
  endDateTime?: string | null | undefined;
  currentWorkflowStatusId?: string | null | undefined;
  nameFilter?: string | null | undefined;
  locationClientId?: string | null | undefined;
  locationPatientId?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type GetPrescriptionTasksQuery = { getPrescriptionTasks: Array<{ id: string, uuid: string, locationId: string, type: string, status: string, action: string | null, actionReason: string | null, initiatedBy: string | null, origin: string | null, archived: boolean, createdTimestamp: string, quantityRequested: number | null, remainingQty: number | null, nextOrderDate: string | null, expirationDate: string | null, isAutoship: boolean, assignedToLocationUserId: string | null, prescriptionId: string | null, previousPrescriptionId: string | null, productId: string, flavorId: string | null, locationClientId: string, locationPatientId: string | null, assignedToLocationUser: { id: string, displayName: string } | null, actionedByLocationUser: { id: string, displayName: string } | null, prescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } } | null, previousPrescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null } | null, product: { id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, packsizeQty: number, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, flavor: { id: string, name: string } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean }, locationPatient: { id: string, name: string, isActive: boolean, species: { code: string, name: string } | null } | null, prescriptionTaskWorkflow: { id: string, prescriptionTaskId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean, role: { id: string, name: string } } | null } | null, duplicates: Array<{ kind: string, prescriptionTaskId: string | null, prescriptionId: string | null, rxNumber: string | null, productTitle: string, at: string }>, safetyFindings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> }> };

export type GetPrescriptionTasksGroupedQueryVariables = Exact<{
  locationId: string;
  status?: Array<string> | string | null | undefined;
  type?: Array<string> | string | null | undefined;
  productClassification?: string | null | undefined;
  isAutoship?: boolean | null | undefined;
  assignedVeterinarianIds?: Array<string> | string | null | undefined;
  assignedToLocationUserId?: string | null | undefined;
  nextOrderDateStart?: string | null | undefined;
  nextOrderDateEnd?: string | null | undefined;
  expirationDateStart?: string | null | undefined;
  expirationDateEnd?: string | null | undefined;
  startDateTime?: string | null | undefined;
  endDateTime?: string | null | undefined;
  currentWorkflowStatusId?: string | null | undefined;
  nameFilter?: string | null | undefined;
  locationClientId?: string | null | undefined;
  locationPatientId?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
  groupTake?: number | null | undefined;
}>;


export type GetPrescriptionTasksGroupedQuery = { getPrescriptionTasksGrouped: Array<{ locationClientId: string, count: number, locationClient: { id: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean }, tasks: Array<{ id: string, uuid: string, locationId: string, type: string, status: string, action: string | null, actionReason: string | null, initiatedBy: string | null, origin: string | null, archived: boolean, createdTimestamp: string, quantityRequested: number | null, remainingQty: number | null, nextOrderDate: string | null, expirationDate: string | null, isAutoship: boolean, assignedToLocationUserId: string | null, prescriptionId: string | null, previousPrescriptionId: string | null, productId: string, flavorId: string | null, locationClientId: string, locationPatientId: string | null, assignedToLocationUser: { id: string, displayName: string } | null, actionedByLocationUser: { id: string, displayName: string } | null, prescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } } | null, previousPrescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null } | null, product: { id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, packsizeQty: number, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, flavor: { id: string, name: string } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean }, locationPatient: { id: string, name: string, isActive: boolean, species: { code: string, name: string } | null } | null, prescriptionTaskWorkflow: { id: string, prescriptionTaskId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean, role: { id: string, name: string } } | null } | null, duplicates: Array<{ kind: string, prescriptionTaskId: string | null, prescriptionId: string | null, rxNumber: string | null, productTitle: string, at: string }>, safetyFindings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> }> }> };

export type GetPrescriptionTasksGroupedCountQueryVariables = Exact<{
  locationId: string;
  status?: Array<string> | string | null | undefined;
  type?: Array<string> | string | null | undefined;
  productClassification?: string | null | undefined;
  isAutoship?: boolean | null | undefined;
  assignedVeterinarianIds?: Array<string> | string | null | undefined;
  assignedToLocationUserId?: string | null | undefined;
  nextOrderDateStart?: string | null | undefined;
  nextOrderDateEnd?: string | null | undefined;
  expirationDateStart?: string | null | undefined;
  expirationDateEnd?: string | null | undefined;
  startDateTime?: string | null | undefined;
  endDateTime?: string | null | undefined;
  currentWorkflowStatusId?: string | null | undefined;
  nameFilter?: string | null | undefined;
  locationClientId?: string | null | undefined;
  locationPatientId?: string | null | undefined;
}>;


export type GetPrescriptionTasksGroupedCountQuery = { getPrescriptionTasksGroupedCount: number };

export type UpsertPrescriptionTaskMutationVariables = Exact<{
  uuid: string;
  type: string;
  status: string;
  action?: string | null | undefined;
  initiatedBy?: string | null | undefined;
  origin?: string | null | undefined;
  actionReason?: string | null | undefined;
  actionedByLocationUserUuid?: string | null | undefined;
}>;


export type UpsertPrescriptionTaskMutation = { upsertPrescriptionTask: { id: string, uuid: string, locationId: string, type: string, status: string, action: string | null, actionReason: string | null, initiatedBy: string | null, origin: string | null, archived: boolean, createdTimestamp: string, quantityRequested: number | null, remainingQty: number | null, nextOrderDate: string | null, expirationDate: string | null, isAutoship: boolean, assignedToLocationUserId: string | null, prescriptionId: string | null, previousPrescriptionId: string | null, productId: string, flavorId: string | null, locationClientId: string, locationPatientId: string | null, assignedToLocationUser: { id: string, displayName: string } | null, actionedByLocationUser: { id: string, displayName: string } | null, prescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } } | null, previousPrescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null } | null, product: { id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, packsizeQty: number, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, flavor: { id: string, name: string } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean }, locationPatient: { id: string, name: string, isActive: boolean, species: { code: string, name: string } | null } | null, prescriptionTaskWorkflow: { id: string, prescriptionTaskId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean, role: { id: string, name: string } } | null } | null, duplicates: Array<{ kind: string, prescriptionTaskId: string | null, prescriptionId: string | null, rxNumber: string | null, productTitle: string, at: string }>, safetyFindings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } };

export type UpdatePrescriptionTaskWorkflowMutationVariables = Exact<{
  prescriptionTaskId: string;
  prescriptionTaskWorkflow: PrescriptionTaskWorkflowInput;
  changedBy?: string | null | undefined;
}>;


export type UpdatePrescriptionTaskWorkflowMutation = { updatePrescriptionTaskWorkflow: { id: string, uuid: string, locationId: string, type: string, status: string, action: string | null, actionReason: string | null, initiatedBy: string | null, origin: string | null, archived: boolean, createdTimestamp: string, quantityRequested: number | null, remainingQty: number | null, nextOrderDate: string | null, expirationDate: string | null, isAutoship: boolean, assignedToLocationUserId: string | null, prescriptionId: string | null, previousPrescriptionId: string | null, productId: string, flavorId: string | null, locationClientId: string, locationPatientId: string | null, assignedToLocationUser: { id: string, displayName: string } | null, actionedByLocationUser: { id: string, displayName: string } | null, prescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } } | null, previousPrescription: { id: string, unitPerFill: number | null, prescExpiryDate: string | null } | null, product: { id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, packsizeQty: number, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, flavor: { id: string, name: string } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean }, locationPatient: { id: string, name: string, isActive: boolean, species: { code: string, name: string } | null } | null, prescriptionTaskWorkflow: { id: string, prescriptionTaskId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean, role: { id: string, name: string } } | null } | null, duplicates: Array<{ kind: string, prescriptionTaskId: string | null, prescriptionId: string | null, rxNumber: string | null, productTitle: string, at: string }>, safetyFindings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } };

export type WorkflowStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowStatusQuery = { workflowStatus: Array<{ id: string, description: string }> };

export type DeclineReasonQueryVariables = Exact<{ [key: string]: never; }>;


export type DeclineReasonQuery = { declineReason: Array<{ key: string, label: string, simple: boolean }> };

export type GetPrescriptionAuditTrailQueryVariables = Exact<{
  prescriptionId: string;
}>;


export type GetPrescriptionAuditTrailQuery = { GetPrescriptionAuditTrail: Array<{ id: string, at: string, locationId: string | null, operation: string, actionLabel: string, entity: string, entityId: string | null, event: string, eventLabel: string, actorUserId: string | null, actorUsername: string | null, actorName: string | null, impersonatorUsername: string | null, impersonationReason: string | null, detail: string | null, changes: Array<{ field: string, before: string | null, after: string | null }> }> };

export type GetAuditLogQueryVariables = Exact<{
  filter: AuditLogFilterInput;
}>;


export type GetAuditLogQuery = { GetAuditLog: { total: number, actions: Array<string>, data: Array<{ id: string, at: string, locationId: string | null, operation: string, actionLabel: string, entity: string, entityId: string | null, event: string, eventLabel: string, actorUserId: string | null, actorUsername: string | null, actorName: string | null, impersonatorUsername: string | null, impersonationReason: string | null, detail: string | null, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type VerifyAuditChainQueryVariables = Exact<{
  locationId?: string | null | undefined;
}>;


export type VerifyAuditChainQuery = { VerifyAuditChain: { ok: boolean, checked: number, message: string, firstBroken: { id: string | null, reason: string, message: string } | null } };

export type GetAuditEntryQueryVariables = Exact<{
  locationId?: string | null | undefined;
  id: string;
}>;


export type GetAuditEntryQuery = { GetAuditEntry: { id: string, at: string, locationId: string | null, operation: string, actionLabel: string, entity: string, entityId: string | null, event: string, eventLabel: string, actorUserId: string | null, actorUsername: string | null, actorName: string | null, impersonatorUsername: string | null, impersonationReason: string | null, detail: string | null, fields: Array<{ field: string, before: string | null, after: string | null, changed: boolean }>, changes: Array<{ field: string, before: string | null, after: string | null }> } };

export type GetAccountActivityQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAccountActivityQuery = { GetAccountActivity: Array<{ id: string, supportUsername: string, supportName: string | null, reason: string, startedAt: string, expiresAt: string, endedAt: string | null, state: string, endsAt: string, changes: number }> };

export type LocationClientSearchQueryVariables = Exact<{
  filter?: string | null | undefined;
  locationId: string;
  organizationId?: string | null | undefined;
  activeFilterType?: ActiveFilterType | null | undefined;
  take?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type LocationClientSearchQuery = { locationClientSearch: { count: number, data: Array<{ id: string, uuid: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, species: { code: string, name: string } | null } | null }> }> } };

export type GetLocationClientQueryVariables = Exact<{
  id: string;
}>;


export type GetLocationClientQuery = { getLocationClient: { drivingLicense: string | null, birthdate: string | null, sourceUuid: string | null, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, id: string, uuid: string, locationId: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationPatient: { id: string, uuid: string, locationId: string, name: string, breedId: string | null, gender: string | null, birthdate: string | null, weight: number | null, weightUnit: string, isActive: boolean, isDeceased: boolean, deceasedDate: string | null, isOfficeUse: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, prescVetLocationUserId: string | null, currentMedications: Array<{ key: string, source: string, name: string, code: string | null, ingredients: string | null, dosageForm: string | null, prescriptionId: string | null, prescriptionTaskId: string | null, rxNumber: string | null, issuedDate: string | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } | null }>, species: { code: string, name: string, icon: string | null } | null, breed: { code: string, name: string, speciesCode: string } | null, prescVetLocationUser: { id: string, displayName: string } | null, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean }>, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }> } | null };

export type AddLocationClientMutationVariables = Exact<{
  locationId: string;
  input: AddLocationClientInput;
}>;


export type AddLocationClientMutation = { addLocationClient: { id: string, firstName: string | null, lastName: string | null, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isActive: boolean } };

export type UpdateLocationClientMutationVariables = Exact<{
  input: UpdateLocationClientInput;
}>;


export type UpdateLocationClientMutation = { updateLocationClient: { pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, id: string, uuid: string, locationId: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }> } };

export type UpsertLocationClientMutationVariables = Exact<{
  locationId: string;
  input: UpsertLocationClientInput;
}>;


export type UpsertLocationClientMutation = { upsertLocationClient: { pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, id: string, uuid: string, locationId: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }> } };

export type GetUnlinkedLocationClientsQueryVariables = Exact<{
  locationId: string;
  activeRequestFilter?: boolean | null | undefined;
  filter?: string | null | undefined;
  nameFilter?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type GetUnlinkedLocationClientsQuery = { getUnlinkedLocationClients: Array<{ id: string, uuid: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, species: { code: string, name: string } | null } | null }> }> };

export type GetPrescriptionCountQueryVariables = Exact<{
  locationId: string;
  locationClientId?: string | null | undefined;
  locationPatientId?: string | null | undefined;
  productId?: string | null | undefined;
  prescribingVetId?: string | null | undefined;
  rxStatusFilters?: Array<string> | string | null | undefined;
  startDateTime?: string | null | undefined;
  endDateTime?: string | null | undefined;
  archived?: boolean | null | undefined;
  productApprovalTypeFilters?: Array<string> | string | null | undefined;
}>;


export type GetPrescriptionCountQuery = { getPrescriptionCount: number };

export type GetPrescriptionHistoryQueryVariables = Exact<{
  locationId: string;
  skip?: number | null | undefined;
  take?: number | null | undefined;
  locationClientId?: string | null | undefined;
  locationPatientId?: string | null | undefined;
  productId?: string | null | undefined;
  prescribingVetId?: string | null | undefined;
  rxStatusFilters?: Array<string> | string | null | undefined;
  startDateTime?: string | null | undefined;
  endDateTime?: string | null | undefined;
  archived?: boolean | null | undefined;
  productApprovalTypeFilters?: Array<string> | string | null | undefined;
}>;


export type GetPrescriptionHistoryQuery = { getPrescriptionHistory: Array<{ id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, authorizingVetLocationUser: { id: string, displayName: string } | null, locationClient: { id: string, firstName: string | null, lastName: string | null } | null, locationPatient: { id: string, name: string, species: { code: string, name: string } | null } | null, product: { id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, packsizeQty: number, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } } }> };

export type GetPrescriptionTasksCountQueryVariables = Exact<{
  locationId: string;
  status?: Array<string> | string | null | undefined;
  type?: Array<string> | string | null | undefined;
  productClassification?: string | null | undefined;
  isAutoship?: boolean | null | undefined;
  assignedVeterinarianIds?: Array<string> | string | null | undefined;
  assignedToLocationUserId?: string | null | undefined;
  nextOrderDateStart?: string | null | undefined;
  nextOrderDateEnd?: string | null | undefined;
  expirationDateStart?: string | null | undefined;
  expirationDateEnd?: string | null | undefined;
  startDateTime?: string | null | undefined;
  endDateTime?: string | null | undefined;
  currentWorkflowStatusId?: string | null | undefined;
  nameFilter?: string | null | undefined;
  locationClientId?: string | null | undefined;
  locationPatientId?: string | null | undefined;
}>;


export type GetPrescriptionTasksCountQuery = { getPrescriptionTasksCount: number };

export type GetUnlinkedLocationClientsCountQueryVariables = Exact<{
  locationId: string;
  activeRequestFilter?: boolean | null | undefined;
  filter?: string | null | undefined;
  nameFilter?: string | null | undefined;
}>;


export type GetUnlinkedLocationClientsCountQuery = { getUnlinkedLocationClientsCount: number };

export type PrescriptionsQueryVariables = Exact<{
  locationId: string;
  rxStatusFilters?: Array<string> | string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type PrescriptionsQuery = { prescriptions: Array<{ id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, authorizingVetLocationUser: { id: string, displayName: string } | null, locationClient: { id: string, firstName: string | null, lastName: string | null } | null, locationPatient: { id: string, name: string, species: { code: string, name: string } | null } | null, product: { id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, packsizeQty: number, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } } }> };

export type GetPrescriptionsByLocationPatientIdQueryVariables = Exact<{
  locationPatientId: string;
  showArchived?: boolean | null | undefined;
  productApprovalTypeFilters?: Array<string> | string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type GetPrescriptionsByLocationPatientIdQuery = { getPrescriptionsByLocationPatientId: { count: number, data: Array<{ id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, authorizingVetLocationUser: { id: string, displayName: string } | null, locationClient: { id: string, firstName: string | null, lastName: string | null } | null, locationPatient: { id: string, name: string, species: { code: string, name: string } | null } | null, product: { id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, packsizeQty: number, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } } }> } };

export type GetPrescriptionDetailQueryVariables = Exact<{
  id: string;
}>;


export type GetPrescriptionDetailQuery = { getPrescriptionDetail: { pimsConsultId: string | null, declineReason: string | null, archivedAt: string | null, currentWorkflowStatusId: string | null, workflowLocationUserId: string | null, locationId: string, id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, weight: number | null, weightUnit: string, birthdate: string | null, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }> } | null, product: { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, submittedBy: { id: string, displayName: string } | null, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, orders: Array<{ uuid: string, voided: boolean, id: string, orderNumber: string, createdAt: string, lineItems: Array<{ id: string, prescriptionId: string | null, status: string, shipped: boolean, shippedDate: string | null, dispensedQuantity: number | null, product: { id: string, title: string, strengthDisplay: string | null } | null, shipment: { id: string, carrier: string | null, trackingNumber: string | null, trackingURL: string | null } | null }>, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null }>, safetyReview: { knowledgeVersion: string, overrideReason: string | null, withdrawalTime: string | null, pharmacyLine: string | null, findings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } | null, prints: Array<{ id: string, prescriptionId: string, copyNumber: number, printedAt: string, originalPrintedAt: string, impersonatorUsername: string | null, reason: string | null, printedBy: { id: string, displayName: string } | null }>, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, flavor: { id: string, name: string } | null } | null };

export type DeclinePrescriptionMutationVariables = Exact<{
  id: string;
  input: DeclinePrescriptionInput;
}>;


export type DeclinePrescriptionMutation = { declinePrescription: { pimsConsultId: string | null, declineReason: string | null, archivedAt: string | null, currentWorkflowStatusId: string | null, workflowLocationUserId: string | null, locationId: string, id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, weight: number | null, weightUnit: string, birthdate: string | null, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }> } | null, product: { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, submittedBy: { id: string, displayName: string } | null, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, orders: Array<{ uuid: string, voided: boolean, id: string, orderNumber: string, createdAt: string, lineItems: Array<{ id: string, prescriptionId: string | null, status: string, shipped: boolean, shippedDate: string | null, dispensedQuantity: number | null, product: { id: string, title: string, strengthDisplay: string | null } | null, shipment: { id: string, carrier: string | null, trackingNumber: string | null, trackingURL: string | null } | null }>, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null }>, safetyReview: { knowledgeVersion: string, overrideReason: string | null, withdrawalTime: string | null, pharmacyLine: string | null, findings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } | null, prints: Array<{ id: string, prescriptionId: string, copyNumber: number, printedAt: string, originalPrintedAt: string, impersonatorUsername: string | null, reason: string | null, printedBy: { id: string, displayName: string } | null }>, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, flavor: { id: string, name: string } | null } };

export type ArchivePrescriptionMutationVariables = Exact<{
  id: string;
  input: ArchivePrescriptionInput;
}>;


export type ArchivePrescriptionMutation = { archivePrescription: { pimsConsultId: string | null, declineReason: string | null, archivedAt: string | null, currentWorkflowStatusId: string | null, workflowLocationUserId: string | null, locationId: string, id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { id: string, name: string, isActive: boolean, isDeceased: boolean, weight: number | null, weightUnit: string, birthdate: string | null, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }> } | null, product: { productPortalTypes: Array<string>, productSpecies: Array<string>, packsizeQty: number, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, officeUseDeliveryDays: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, keywords: Array<string>, hasFlavor: boolean, isHazardous: boolean, isTempSensitive: boolean, isVetExclusive: boolean, status: string | null, id: string, uuid: string, sku: string, title: string, classification: string, productPresentationId: string, strengthDisplay: string | null, packsizeDisplay: string | null, productApprovalType: string, isControlled: boolean, deaSchedule: string | null, isActive: boolean, isOutOfStock: boolean, compound: boolean, hasPharmacyRationale: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, imageFront: string | null, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null }>, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null } }, submittedBy: { id: string, displayName: string } | null, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, orders: Array<{ uuid: string, voided: boolean, id: string, orderNumber: string, createdAt: string, lineItems: Array<{ id: string, prescriptionId: string | null, status: string, shipped: boolean, shippedDate: string | null, dispensedQuantity: number | null, product: { id: string, title: string, strengthDisplay: string | null } | null, shipment: { id: string, carrier: string | null, trackingNumber: string | null, trackingURL: string | null } | null }>, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null }>, safetyReview: { knowledgeVersion: string, overrideReason: string | null, withdrawalTime: string | null, pharmacyLine: string | null, findings: Array<{ code: string, kind: string, severity: string, title: string, message: string, source: string, needsReason: boolean, prohibited: boolean, needsWithdrawalTime: boolean, against: { key: string, source: string, label: string, rxNumber: string | null, prescriptionId: string | null, prescriptionTaskId: string | null } | null }> } | null, prints: Array<{ id: string, prescriptionId: string, copyNumber: number, printedAt: string, originalPrintedAt: string, impersonatorUsername: string | null, reason: string | null, printedBy: { id: string, displayName: string } | null }>, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, flavor: { id: string, name: string } | null } };

export type SpeciesQueryVariables = Exact<{ [key: string]: never; }>;


export type SpeciesQuery = { species: Array<{ code: string, name: string, icon: string | null }> };

export type BreedsBySpeciesQueryVariables = Exact<{
  speciesCode: string;
}>;


export type BreedsBySpeciesQuery = { breedsBySpecies: Array<{ code: string, name: string, speciesCode: string }> };

export type HealthConditionsBySpeciesQueryVariables = Exact<{
  speciesCode?: string | null | undefined;
}>;


export type HealthConditionsBySpeciesQuery = { healthConditionsBySpecies: Array<{ code: string, name: string, speciesCode: string | null }> };

export type AllergiesQueryVariables = Exact<{ [key: string]: never; }>;


export type AllergiesQuery = { allergies: Array<{ code: string, name: string }> };

export type MedicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MedicationsQuery = { medications: Array<{ code: string, name: string }> };

export type GetOrdersByLocationIdQueryVariables = Exact<{
  locationId: string;
  nameSearchInput?: string | null | undefined;
  statusFilter?: Array<string> | string | null | undefined;
  startDateFilter?: string | null | undefined;
  endDateFilter?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type GetOrdersByLocationIdQuery = { getOrdersByLocationId: Array<{ id: string, uuid: string, orderNumber: string, orderSummaryOrderNumber: string | null, createdAt: string, brvCreatedAtTimestamp: string | null, amount: number | null, origin: string | null, shippedDate: string | null, deliveredDate: string | null, voided: boolean, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null } | null, lineItems: Array<{ id: string, uuid: string, orderId: string, prescriptionId: string | null, pharmacy: string | null, dispensedQuantity: number | null, status: string, shipped: boolean, shippedDate: string | null, paid: boolean, paidDate: string | null, delivered: boolean, deliveredDate: string | null, refunded: boolean, refundedDate: string | null, voided: boolean, voidedDate: string | null, voidedReason: string | null, amount: number | null, product: { id: string, sku: string, title: string, strengthDisplay: string | null, packsizeDisplay: string | null, imageFront: string | null } | null, patient: { id: string, name: string } | null, shipment: { id: string, trackingNumber: string | null, trackingURL: string | null, carrier: string | null } | null }> }> };

export type GetOrdersByLocationPatientIdsQueryVariables = Exact<{
  locationPatientIds: Array<string> | string;
  nameSearchInput?: string | null | undefined;
  statusFilter?: Array<string> | string | null | undefined;
  startDateFilter?: string | null | undefined;
  endDateFilter?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type GetOrdersByLocationPatientIdsQuery = { getOrdersByLocationPatientIds: Array<{ id: string, uuid: string, orderNumber: string, orderSummaryOrderNumber: string | null, createdAt: string, brvCreatedAtTimestamp: string | null, amount: number | null, origin: string | null, shippedDate: string | null, deliveredDate: string | null, voided: boolean, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null } | null, lineItems: Array<{ id: string, uuid: string, orderId: string, prescriptionId: string | null, pharmacy: string | null, dispensedQuantity: number | null, status: string, shipped: boolean, shippedDate: string | null, paid: boolean, paidDate: string | null, delivered: boolean, deliveredDate: string | null, refunded: boolean, refundedDate: string | null, voided: boolean, voidedDate: string | null, voidedReason: string | null, amount: number | null, product: { id: string, sku: string, title: string, strengthDisplay: string | null, packsizeDisplay: string | null, imageFront: string | null } | null, patient: { id: string, name: string } | null, shipment: { id: string, trackingNumber: string | null, trackingURL: string | null, carrier: string | null } | null }> }> };

export type GetOrdersCountQueryVariables = Exact<{
  locationId: string;
  locationPatientIds?: Array<string> | string | null | undefined;
  nameSearchInput?: string | null | undefined;
  statusFilter?: Array<string> | string | null | undefined;
  startDateFilter?: string | null | undefined;
  endDateFilter?: string | null | undefined;
}>;


export type GetOrdersCountQuery = { getOrdersCount: number };

export type GetOrderStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrderStatusQuery = { getOrderStatus: Array<{ id: string, code: string, description: string }> };

export type GetOrderQueryVariables = Exact<{
  id: string;
}>;


export type GetOrderQuery = { getOrder: { id: string, uuid: string, orderNumber: string, orderSummaryOrderNumber: string | null, createdAt: string, brvCreatedAtTimestamp: string | null, amount: number | null, origin: string | null, shippedDate: string | null, deliveredDate: string | null, voided: boolean, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null, locationClient: { id: string, firstName: string | null, lastName: string | null } | null, lineItems: Array<{ id: string, uuid: string, orderId: string, prescriptionId: string | null, pharmacy: string | null, dispensedQuantity: number | null, status: string, shipped: boolean, shippedDate: string | null, paid: boolean, paidDate: string | null, delivered: boolean, deliveredDate: string | null, refunded: boolean, refundedDate: string | null, voided: boolean, voidedDate: string | null, voidedReason: string | null, amount: number | null, product: { id: string, sku: string, title: string, strengthDisplay: string | null, packsizeDisplay: string | null, imageFront: string | null } | null, patient: { id: string, name: string } | null, shipment: { id: string, trackingNumber: string | null, trackingURL: string | null, carrier: string | null } | null }> } | null };

export type GetLineItemsByPrescriptionIdQueryVariables = Exact<{
  prescriptionId: string;
}>;


export type GetLineItemsByPrescriptionIdQuery = { getLineItemsByPrescriptionId: Array<{ id: string, uuid: string, orderId: string, prescriptionId: string | null, pharmacy: string | null, dispensedQuantity: number | null, status: string, shipped: boolean, shippedDate: string | null, paid: boolean, paidDate: string | null, delivered: boolean, deliveredDate: string | null, refunded: boolean, refundedDate: string | null, voided: boolean, voidedDate: string | null, voidedReason: string | null, amount: number | null, order: { id: string, orderNumber: string, createdAt: string, status: { id: string, code: string, description: string }, placedBy: { type: string | null, name: string | null } | null } | null, product: { id: string, sku: string, title: string, strengthDisplay: string | null, packsizeDisplay: string | null, imageFront: string | null } | null, patient: { id: string, name: string } | null, shipment: { id: string, trackingNumber: string | null, trackingURL: string | null, carrier: string | null } | null }> };

export type GetLocationPatientQueryVariables = Exact<{
  id: string;
}>;


export type GetLocationPatientQuery = { getLocationPatient: { id: string, uuid: string, locationId: string, name: string, breedId: string | null, gender: string | null, birthdate: string | null, weight: number | null, weightUnit: string, isActive: boolean, isDeceased: boolean, deceasedDate: string | null, isOfficeUse: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, prescVetLocationUserId: string | null, species: { code: string, name: string, icon: string | null } | null, breed: { code: string, name: string, speciesCode: string } | null, prescVetLocationUser: { id: string, displayName: string } | null, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean }>, currentMedications: Array<{ key: string, source: string, name: string, code: string | null, ingredients: string | null, dosageForm: string | null, prescriptionId: string | null, prescriptionTaskId: string | null, rxNumber: string | null, issuedDate: string | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } | null }>, pendingRequests: Array<{ key: string, source: string, name: string, code: string | null, ingredients: string | null, dosageForm: string | null, prescriptionId: string | null, prescriptionTaskId: string | null, rxNumber: string | null, issuedDate: string | null, prescExpiryDate: string | null, rxStatus: { code: string, description: string } | null }>, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } | null };

export type GetLocationPatientsByFilterQueryVariables = Exact<{
  locationPatientFilter?: LocationPatientFilter | null | undefined;
  locationIds: Array<string> | string;
}>;


export type GetLocationPatientsByFilterQuery = { getLocationPatientsByFilter: Array<{ id: string, uuid: string, locationId: string, name: string, breedId: string | null, gender: string | null, birthdate: string | null, weight: number | null, weightUnit: string, isActive: boolean, isDeceased: boolean, deceasedDate: string | null, isOfficeUse: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, prescVetLocationUserId: string | null, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean } | null }>, species: { code: string, name: string, icon: string | null } | null, breed: { code: string, name: string, speciesCode: string } | null, prescVetLocationUser: { id: string, displayName: string } | null, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> }> };

export type AddLocationPatientMutationVariables = Exact<{
  input: AddLocationPatientInput;
}>;


export type AddLocationPatientMutation = { addLocationPatient: { id: string, uuid: string, locationId: string, name: string, breedId: string | null, gender: string | null, birthdate: string | null, weight: number | null, weightUnit: string, isActive: boolean, isDeceased: boolean, deceasedDate: string | null, isOfficeUse: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, prescVetLocationUserId: string | null, species: { code: string, name: string, icon: string | null } | null, breed: { code: string, name: string, speciesCode: string } | null, prescVetLocationUser: { id: string, displayName: string } | null, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean }>, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } };

export type UpdateLocationPatientMutationVariables = Exact<{
  updatePatientId?: string | null | undefined;
  input: UpdateLocationPatientInput;
}>;


export type UpdateLocationPatientMutation = { updateLocationPatient: { id: string, uuid: string, locationId: string, name: string, breedId: string | null, gender: string | null, birthdate: string | null, weight: number | null, weightUnit: string, isActive: boolean, isDeceased: boolean, deceasedDate: string | null, isOfficeUse: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, prescVetLocationUserId: string | null, species: { code: string, name: string, icon: string | null } | null, breed: { code: string, name: string, speciesCode: string } | null, prescVetLocationUser: { id: string, displayName: string } | null, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean }>, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } };

export type UpdateLocationPatientForConflictMutationVariables = Exact<{
  input: UpdateLocationPatientForConflictInput;
}>;


export type UpdateLocationPatientForConflictMutation = { updateLocationPatientForConflict: { id: string, weight: number | null, weightUnit: string } };

export type UpsertLocationPatientClientMutationVariables = Exact<{
  input: UpsertLocationPatientClientInput;
}>;


export type UpsertLocationPatientClientMutation = { upsertLocationPatientClient: { id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean } };

export type SearchPimsCaretakersQueryVariables = Exact<{
  input: SearchPimsCaretakersInput;
}>;


export type SearchPimsCaretakersQuery = { searchPimsCaretakers: Array<{ id: string, pimsId: string | null, providerId: string | null, pimsAccountId: string, pimsConnectionType: string, firstName: string | null, lastName: string | null, isActive: boolean, emails: Array<{ address: string | null }>, phones: Array<{ number: string | null, type: string | null, isPrimary: boolean | null, isValidMobile: boolean | null }>, addresses: Array<{ addressLine1: string | null, addressLine2: string | null, city: string | null, stateProvince: string | null, postalCode: string | null, isPrimary: boolean | null, isActive: boolean | null }>, patients: Array<{ id: string, pimsId: string | null, providerId: string | null, name: string | null, dateOfBirth: string | null, dateOfDeath: string | null, gender: string | null, breed: string | null, species: string | null, currentWeight: number | null, currentWeightUnit: string | null, currentWeightInPounds: number | null, isDeleted: boolean, isDeceased: boolean, isActive: boolean, allergies: Array<string>, normalizedGender: string | null, normalizedSpecies: string | null }> }> };

export type GetPimsCaretakerByIdQueryVariables = Exact<{
  input: GetPimsCaretakerByIdInput;
}>;


export type GetPimsCaretakerByIdQuery = { getPimsCaretakerById: { id: string, pimsId: string | null, providerId: string | null, pimsAccountId: string, pimsConnectionType: string, firstName: string | null, lastName: string | null, isActive: boolean, emails: Array<{ address: string | null }>, phones: Array<{ number: string | null, type: string | null, isPrimary: boolean | null, isValidMobile: boolean | null }>, addresses: Array<{ addressLine1: string | null, addressLine2: string | null, city: string | null, stateProvince: string | null, postalCode: string | null, isPrimary: boolean | null, isActive: boolean | null }>, patients: Array<{ id: string, pimsId: string | null, providerId: string | null, name: string | null, dateOfBirth: string | null, dateOfDeath: string | null, gender: string | null, breed: string | null, species: string | null, currentWeight: number | null, currentWeightUnit: string | null, currentWeightInPounds: number | null, isDeleted: boolean, isDeceased: boolean, isActive: boolean, allergies: Array<string>, normalizedGender: string | null, normalizedSpecies: string | null }> } | null };

export type GetPimsCaretakerListQueryVariables = Exact<{
  input: PimsCaretakerListInput;
}>;


export type GetPimsCaretakerListQuery = { getPimsCaretakerList: { count: number, data: Array<{ id: string, pimsId: string | null, providerId: string | null, pimsAccountId: string, pimsConnectionType: string, firstName: string | null, lastName: string | null, isActive: boolean, emails: Array<{ address: string | null }>, phones: Array<{ number: string | null, type: string | null, isPrimary: boolean | null, isValidMobile: boolean | null }>, addresses: Array<{ addressLine1: string | null, addressLine2: string | null, city: string | null, stateProvince: string | null, postalCode: string | null, isPrimary: boolean | null, isActive: boolean | null }>, patients: Array<{ id: string, pimsId: string | null, providerId: string | null, name: string | null, dateOfBirth: string | null, dateOfDeath: string | null, gender: string | null, breed: string | null, species: string | null, currentWeight: number | null, currentWeightUnit: string | null, currentWeightInPounds: number | null, isDeleted: boolean, isDeceased: boolean, isActive: boolean, allergies: Array<string>, normalizedGender: string | null, normalizedSpecies: string | null }> }> } };

export type SearchPimsPatientsQueryVariables = Exact<{
  input: SearchPimsPatientsInput;
}>;


export type SearchPimsPatientsQuery = { searchPimsPatients: Array<{ id: string, pimsId: string | null, providerId: string | null, name: string | null, dateOfBirth: string | null, dateOfDeath: string | null, gender: string | null, breed: string | null, species: string | null, currentWeight: number | null, currentWeightUnit: string | null, currentWeightInPounds: number | null, isDeleted: boolean, isDeceased: boolean, isActive: boolean, allergies: Array<string>, normalizedGender: string | null, normalizedSpecies: string | null }> };

export type GetPimsPatientListQueryVariables = Exact<{
  input: PimsPatientListInput;
}>;


export type GetPimsPatientListQuery = { getPimsPatientList: { count: number, data: Array<{ id: string, pimsId: string | null, providerId: string | null, name: string | null, dateOfBirth: string | null, dateOfDeath: string | null, gender: string | null, breed: string | null, species: string | null, currentWeight: number | null, currentWeightUnit: string | null, currentWeightInPounds: number | null, isDeleted: boolean, isDeceased: boolean, isActive: boolean, allergies: Array<string>, normalizedGender: string | null, normalizedSpecies: string | null }> } };

export type GetPimsPatientByIdQueryVariables = Exact<{
  input: GetPimsPatientByIdInput;
}>;


export type GetPimsPatientByIdQuery = { getPimsPatientById: { id: string, pimsId: string | null, providerId: string | null, name: string | null, dateOfBirth: string | null, dateOfDeath: string | null, gender: string | null, breed: string | null, species: string | null, currentWeight: number | null, currentWeightUnit: string | null, currentWeightInPounds: number | null, isDeleted: boolean, isDeceased: boolean, isActive: boolean, allergies: Array<string>, normalizedGender: string | null, normalizedSpecies: string | null } | null };

export type GetLocationClientByPimsIdQueryVariables = Exact<{
  pimsAccountId: string;
  pimsId: string;
}>;


export type GetLocationClientByPimsIdQuery = { getLocationClientByPimsId: { pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, id: string, uuid: string, locationId: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationPatient: { id: string, uuid: string, locationId: string, name: string, breedId: string | null, gender: string | null, birthdate: string | null, weight: number | null, weightUnit: string, isActive: boolean, isDeceased: boolean, deceasedDate: string | null, isOfficeUse: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, prescVetLocationUserId: string | null, species: { code: string, name: string, icon: string | null } | null, breed: { code: string, name: string, speciesCode: string } | null, prescVetLocationUser: { id: string, displayName: string } | null, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean }>, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }> } | null };

export type GetLocationPatientByPimsIdQueryVariables = Exact<{
  pimsId: string;
  pimsAccountId: string;
  locationId: string;
}>;


export type GetLocationPatientByPimsIdQuery = { getLocationPatientByPimsId: { id: string, uuid: string, locationId: string, name: string, breedId: string | null, gender: string | null, birthdate: string | null, weight: number | null, weightUnit: string, isActive: boolean, isDeceased: boolean, deceasedDate: string | null, isOfficeUse: boolean, pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, prescVetLocationUserId: string | null, locationPatientClients: Array<{ id: string, locationPatientId: string, locationClientId: string, isActive: boolean, isPrimary: boolean, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean } | null }>, species: { code: string, name: string, icon: string | null } | null, breed: { code: string, name: string, speciesCode: string } | null, prescVetLocationUser: { id: string, displayName: string } | null, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } | null };

export type GetInstallInformationQueryVariables = Exact<{
  pimsInput: PimsInput;
}>;


export type GetInstallInformationQuery = { getInstallInformation: { pimsAccountId: string, practiceName: string | null, pims: string | null, schedule: { nextRun: string | null, frequency: string | null } | null } | null };

export type GetInstallStatusQueryVariables = Exact<{
  pimsInput: PimsInput;
}>;


export type GetInstallStatusQuery = { getInstallStatus: { pimsAccountId: string | null, lastHeartbeat: string | null, extraction: { status: string | null, startTime: string | null, endTime: string | null, elapsedTime: number | null, lastSuccessful: string | null } | null, intermediate: { status: string | null, startTime: string | null, endTime: string | null, elapsedTime: number | null, lastSuccessful: string | null } | null, staging: { status: string | null, startTime: string | null, endTime: string | null, elapsedTime: number | null, lastSuccessful: string | null } | null } | null };

export type SyncPimsUsersMutationVariables = Exact<{
  pimsAccountId: string;
  pimsConnectionType: string;
  accountUuid: string;
}>;


export type SyncPimsUsersMutation = { syncPimsUsers: { isSuccess: boolean, count: number } };

export type UpdateLocationClientLinkMutationVariables = Exact<{
  input: UpdateLocationClientLinkInput;
}>;


export type UpdateLocationClientLinkMutation = { updateLocationClientLink: { pimsId: string | null, pimsProviderId: string | null, pimsConnectionType: string | null, isPIMSImport: boolean, id: string, uuid: string, locationId: string, firstName: string | null, lastName: string | null, email: string | null, isActive: boolean, isOfficeUse: boolean, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }> } };

export type GetPimsConsultsByPatientIdQueryVariables = Exact<{
  patientId: string;
  pimsInput: PimsInput;
}>;


export type GetPimsConsultsByPatientIdQuery = { getPimsConsultsByPatientId: Array<{ id: string, code: string | null, date: string | null, description: string | null, diagnosis: string | null, status: string | null, pimsUser: { displayName: string | null } | null }> };

export type GetPimsConsultsByCodeQueryVariables = Exact<{
  code: string;
  patientId: string;
  pimsInput: PimsInput;
}>;


export type GetPimsConsultsByCodeQuery = { getPimsConsultsByCode: Array<{ id: string, code: string | null, date: string | null, description: string | null, diagnosis: string | null, status: string | null, pimsUser: { displayName: string | null } | null }> };

export type ReasonForCompoundQueryVariables = Exact<{ [key: string]: never; }>;


export type ReasonForCompoundQuery = { reasonForCompound: Array<{ id: string, reasonForCompound: string, allergicIngredient: boolean }> };

export type GetPrescriptionQueryVariables = Exact<{
  id: string;
}>;


export type GetPrescriptionQuery = { getPrescription: { workflowLocationUserId: string | null, currentWorkflowStatusId: string | null, locationId: string, pimsConsultId: string | null, declineReason: string | null, id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null, deaLicenseExpiration: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { weight: number | null, weightUnit: string, birthdate: string | null, isActive: boolean, prescVetLocationUserId: string | null, id: string, name: string, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } | null, product: { id: string, uuid: string, sku: string, title: string, manufacturer: string | null, classification: string, productPresentationId: string, productSpecies: Array<string>, strengthDisplay: string | null, normalizedStrength: string | null, unitMeasure: string | null, packsizeDisplay: string | null, packsizeQty: number, dosageDisplay: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, productApprovalType: string, productPortalTypes: Array<string>, isHazardous: boolean, isControlled: boolean, deaSchedule: string | null, isTempSensitive: boolean, isOutOfStock: boolean, status: string | null, isActive: boolean, isVetExclusive: boolean, compound: boolean, hasPharmacyRationale: boolean, hasFlavor: boolean, diet: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, officeUseDeliveryDays: string | null, isOfficeUse: boolean, keywords: Array<string>, parentProductId: string | null, imageFront: string | null, imageBack: string | null, imageTiltLeft: string | null, imageTiltRight: string | null, imageAdditional: Array<string>, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null }, productFlavors: Array<{ id: string, name: string }>, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null, acquisitionCost: number | null, minimumAdvertisedPrice: number | null }>, labelledDoseRanges: Array<{ species: string, minMgPerKg: number, maxMgPerKg: number }> }, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, submittedBy: { id: string, displayName: string } | null, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, flavor: { id: string, name: string } | null } | null };

export type AddPrescriptionMutationVariables = Exact<{
  input: PrescriptionInput;
  addPrescriptionType: AddPrescriptionType;
  prescriptionTaskToAttach?: PrescriptionTaskToAttachInput | null | undefined;
}>;


export type AddPrescriptionMutation = { addPrescription: { workflowLocationUserId: string | null, currentWorkflowStatusId: string | null, locationId: string, pimsConsultId: string | null, declineReason: string | null, id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null, deaLicenseExpiration: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { weight: number | null, weightUnit: string, birthdate: string | null, isActive: boolean, prescVetLocationUserId: string | null, id: string, name: string, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } | null, product: { id: string, uuid: string, sku: string, title: string, manufacturer: string | null, classification: string, productPresentationId: string, productSpecies: Array<string>, strengthDisplay: string | null, normalizedStrength: string | null, unitMeasure: string | null, packsizeDisplay: string | null, packsizeQty: number, dosageDisplay: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, productApprovalType: string, productPortalTypes: Array<string>, isHazardous: boolean, isControlled: boolean, deaSchedule: string | null, isTempSensitive: boolean, isOutOfStock: boolean, status: string | null, isActive: boolean, isVetExclusive: boolean, compound: boolean, hasPharmacyRationale: boolean, hasFlavor: boolean, diet: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, officeUseDeliveryDays: string | null, isOfficeUse: boolean, keywords: Array<string>, parentProductId: string | null, imageFront: string | null, imageBack: string | null, imageTiltLeft: string | null, imageTiltRight: string | null, imageAdditional: Array<string>, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null }, productFlavors: Array<{ id: string, name: string }>, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null, acquisitionCost: number | null, minimumAdvertisedPrice: number | null }>, labelledDoseRanges: Array<{ species: string, minMgPerKg: number, maxMgPerKg: number }> }, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, submittedBy: { id: string, displayName: string } | null, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, flavor: { id: string, name: string } | null } };

export type UpdatePrescriptionMutationVariables = Exact<{
  id?: string | null | undefined;
  input: PrescriptionUpdateInput;
  addPrescriptionType: AddPrescriptionType;
  prescriptionTaskToAttach?: PrescriptionTaskToAttachInput | null | undefined;
}>;


export type UpdatePrescriptionMutation = { updatePrescription: { workflowLocationUserId: string | null, currentWorkflowStatusId: string | null, locationId: string, pimsConsultId: string | null, declineReason: string | null, id: string, uuid: string, rxNumber: string | null, name: string | null, isFillable: boolean, archived: boolean, issuedDate: string | null, draftCreateDate: string | null, prescExpiryDate: string | null, refills: number | null, prnFlag: boolean, unitPerFill: number | null, directions: string | null, isOfficeUse: boolean, createdAt: string, authorizingVet: string | null, locationClientId: string | null, locationPatientId: string | null, productId: string, notifyClientDate: string | null, daysSupply: number | null, flavorId: string | null, reasonForCompound: string | null, allergicIngredient: string | null, noteToClient: string | null, noteToPharmacy: string | null, autoShipPrompt: boolean, systemOrigin: string | null, authorizingVetLocationUser: { id: string, displayName: string, deaLicense: string | null, deaLicenseExpiration: string | null, vetLicenseNumber: string | null, vetLicenseState: string | null } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null, prescriptionWorkflows: Array<{ id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null }>, locationClient: { id: string, firstName: string | null, lastName: string | null, isActive: boolean, isOfficeUse: boolean, addresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, phones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }> } | null, locationPatient: { weight: number | null, weightUnit: string, birthdate: string | null, isActive: boolean, prescVetLocationUserId: string | null, id: string, name: string, species: { code: string, name: string } | null, allergies: Array<{ code: string, name: string }>, healthConditions: Array<{ code: string, name: string }>, medications: Array<{ code: string, name: string }> } | null, product: { id: string, uuid: string, sku: string, title: string, manufacturer: string | null, classification: string, productPresentationId: string, productSpecies: Array<string>, strengthDisplay: string | null, normalizedStrength: string | null, unitMeasure: string | null, packsizeDisplay: string | null, packsizeQty: number, dosageDisplay: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, productApprovalType: string, productPortalTypes: Array<string>, isHazardous: boolean, isControlled: boolean, deaSchedule: string | null, isTempSensitive: boolean, isOutOfStock: boolean, status: string | null, isActive: boolean, isVetExclusive: boolean, compound: boolean, hasPharmacyRationale: boolean, hasFlavor: boolean, diet: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, officeUseDeliveryDays: string | null, isOfficeUse: boolean, keywords: Array<string>, parentProductId: string | null, imageFront: string | null, imageBack: string | null, imageTiltLeft: string | null, imageTiltRight: string | null, imageAdditional: Array<string>, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null }, productFlavors: Array<{ id: string, name: string }>, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null, acquisitionCost: number | null, minimumAdvertisedPrice: number | null }>, labelledDoseRanges: Array<{ species: string, minMgPerKg: number, maxMgPerKg: number }> }, location: { id: string, name: string, locationAddresses: Array<{ id: string, uuid: string, addressTypeId: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zip: string, isActive: boolean, addressType: { id: string, description: string } | null }>, locationPhones: Array<{ id: string, uuid: string, phoneTypeId: string | null, phoneNumber: string, isActive: boolean, isPrimary: boolean | null, phoneType: { id: string, description: string } | null }>, locationPharmacies: Array<{ code: string, name: string, fax: string | null, isPrimary: boolean }> } | null, submittedBy: { id: string, displayName: string } | null, rxStatus: { code: string, description: string }, rxOrigin: { code: string }, flavor: { id: string, name: string } | null } };

export type DeletePrescriptionMutationVariables = Exact<{
  id: string;
  input?: DeletePrescriptionInput | null | undefined;
}>;


export type DeletePrescriptionMutation = { deletePrescription: { id: string, declineReason: string | null, locationClientId: string | null, locationPatientId: string | null, rxStatus: { code: string, description: string } } };

export type UpsertPrescriptionWorkflowMutationVariables = Exact<{
  input: PrescriptionWorkflowInput;
}>;


export type UpsertPrescriptionWorkflowMutation = { upsertPrescriptionWorkflow: { id: string, prescriptionId: string, currentWorkflowStatusId: string, workflowLocationUserId: string, assignDate: string, assignedByLocationUserId: string | null, internalNote: string | null, currentWorkflowStatus: { id: string, description: string } | null, workflowLocationUser: { id: string, displayName: string, isActive: boolean } | null } };

export type RecordPrescriptionPrintMutationVariables = Exact<{
  prescriptionId: string;
  reason?: string | null | undefined;
}>;


export type RecordPrescriptionPrintMutation = { recordPrescriptionPrint: { id: string, prescriptionId: string, copyNumber: number, printedAt: string, originalPrintedAt: string, impersonatorUsername: string | null, reason: string | null, printedBy: { id: string, displayName: string } | null } };

export type ProductFamiliesQueryVariables = Exact<{
  filter?: string | null | undefined;
  speciesId?: Array<string> | string | null | undefined;
  locationId: string;
  showComboCompoundProducts?: boolean | null | undefined;
  isOfficeUse?: boolean | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type ProductFamiliesQuery = { productFamilies: Array<{ id: string, productFamily: string, name: string, description: string | null, classification: string, species: Array<string>, isOfficeUse: boolean, sku: string | null, srp: number | null, imageURL: string | null, dosage: string | null, presentationFID: string | null, brands: Array<string>, compound: boolean, lowestFamilyId: string | null, isOutOfStock: boolean, isActive: boolean, isPreferredPrescribed: boolean, isPrnOnly: boolean, ingredients: string | null, facilities: Array<string>, origin: string | null, parentUuid: string | null, whenShipOffice: { min: number | null, max: number | null } | null, whenShipRx: { min: number | null, max: number | null } | null, priceRange: { min: number, max: number } | null }> };

export type ProductFamiliesCountQueryVariables = Exact<{
  filter?: string | null | undefined;
  speciesId?: Array<string> | string | null | undefined;
  locationId: string;
  showComboCompoundProducts?: boolean | null | undefined;
  isOfficeUse?: boolean | null | undefined;
}>;


export type ProductFamiliesCountQuery = { productFamiliesCount: number };

export type SearchProductFamiliesQueryVariables = Exact<{
  text?: string | null | undefined;
  filters?: Array<SearchFilterInput> | SearchFilterInput | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  locationId: string;
  isOfficeUse?: boolean | null | undefined;
}>;


export type SearchProductFamiliesQuery = { searchProductFamilies: { metadata: { qTime: number, responseCode: number, noOfResults: number, offset: number, searchedTerm: string, totalResultsFound: number, filters: Array<{ key: string, label: string, type: string, options: Array<{ count: number, name: string, value: string, selected: boolean }> }> }, results: Array<{ id: string, productFamily: string, name: string, description: string | null, classification: string, species: Array<string>, isOfficeUse: boolean, sku: string | null, srp: number | null, imageURL: string | null, dosage: string | null, presentationFID: string | null, brands: Array<string>, compound: boolean, lowestFamilyId: string | null, isOutOfStock: boolean, isActive: boolean, isPreferredPrescribed: boolean, isPrnOnly: boolean, ingredients: string | null, facilities: Array<string>, origin: string | null, parentUuid: string | null, whenShipOffice: { min: number | null, max: number | null } | null, whenShipRx: { min: number | null, max: number | null } | null, priceRange: { min: number, max: number } | null }> } };

export type SearchProductFamiliesCountQueryVariables = Exact<{
  text?: string | null | undefined;
  filters?: Array<SearchFilterInput> | SearchFilterInput | null | undefined;
  locationId: string;
  isOfficeUse?: boolean | null | undefined;
}>;


export type SearchProductFamiliesCountQuery = { searchProductFamiliesCount: number };

export type GetSearchFiltersQueryVariables = Exact<{
  text?: string | null | undefined;
  filters?: Array<SearchFilterInput> | SearchFilterInput | null | undefined;
  locationId: string;
  isOfficeUse?: boolean | null | undefined;
}>;


export type GetSearchFiltersQuery = { getSearchFilters: Array<{ key: string, label: string, type: string, options: Array<{ count: number, name: string, value: string, selected: boolean }> }> };

export type GetProductPresentationsForProductFamilyQueryVariables = Exact<{
  locationId: string;
  productFamily: string;
  isOfficeUse?: boolean | null | undefined;
  flavorIds?: Array<string> | string | null | undefined;
  rxDeliveryDaysFilter?: Array<string> | string | null | undefined;
}>;


export type GetProductPresentationsForProductFamilyQuery = { getProductPresentationsForProductFamily: Array<{ id: string, description: string, dosageForm: string, image: string | null, productCount: number, isOutOfStock: boolean }> };

export type GetProductPresentationByIdQueryVariables = Exact<{
  id: string;
}>;


export type GetProductPresentationByIdQuery = { getProductPresentationById: { id: string, description: string, dosageForm: string, image: string | null } | null };

export type GetProductByProductIdQueryVariables = Exact<{
  id: string;
}>;


export type GetProductByProductIdQuery = { getProductByProductId: { id: string, uuid: string, sku: string, title: string, manufacturer: string | null, classification: string, productPresentationId: string, productSpecies: Array<string>, strengthDisplay: string | null, normalizedStrength: string | null, unitMeasure: string | null, packsizeDisplay: string | null, packsizeQty: number, dosageDisplay: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, productApprovalType: string, productPortalTypes: Array<string>, isHazardous: boolean, isControlled: boolean, deaSchedule: string | null, isTempSensitive: boolean, isOutOfStock: boolean, status: string | null, isActive: boolean, isVetExclusive: boolean, compound: boolean, hasPharmacyRationale: boolean, hasFlavor: boolean, diet: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, officeUseDeliveryDays: string | null, isOfficeUse: boolean, keywords: Array<string>, parentProductId: string | null, imageFront: string | null, imageBack: string | null, imageTiltLeft: string | null, imageTiltRight: string | null, imageAdditional: Array<string>, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null }, productFlavors: Array<{ id: string, name: string }>, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null, acquisitionCost: number | null, minimumAdvertisedPrice: number | null }>, labelledDoseRanges: Array<{ species: string, minMgPerKg: number, maxMgPerKg: number }> } | null };

export type GetProductsExtendedDataFromProductFamilyQueryVariables = Exact<{
  productFamily: string;
  productPresentationId?: string | null | undefined;
  configureFilter?: ConfigureFilterInput | null | undefined;
  isOfficeUse?: boolean | null | undefined;
  locationId: string;
}>;


export type GetProductsExtendedDataFromProductFamilyQuery = { getProductsExtendedDataFromProductFamily: { flavorProductMap: Array<{ flavorId: string, flavor: string }>, classificationProductMap: Array<{ classification: string, strengthProductMap: Array<{ strength: string, weightMin: number | null, weightMax: number | null, productWeightRange: string | null, products: Array<{ id: string, uuid: string, sku: string, title: string, manufacturer: string | null, classification: string, productPresentationId: string, productSpecies: Array<string>, strengthDisplay: string | null, normalizedStrength: string | null, unitMeasure: string | null, packsizeDisplay: string | null, packsizeQty: number, dosageDisplay: string | null, productWeightRange: string | null, weightMin: number | null, weightMax: number | null, subscriptionDiscountAmount: number | null, subscriptionDiscountPercent: number | null, productApprovalType: string, productPortalTypes: Array<string>, isHazardous: boolean, isControlled: boolean, deaSchedule: string | null, isTempSensitive: boolean, isOutOfStock: boolean, status: string | null, isActive: boolean, isVetExclusive: boolean, compound: boolean, hasPharmacyRationale: boolean, hasFlavor: boolean, diet: boolean, fullfillmentVendor: string | null, shelfLife: number | null, rxDeliveryDays: string | null, officeUseDeliveryDays: string | null, isOfficeUse: boolean, keywords: Array<string>, parentProductId: string | null, imageFront: string | null, imageBack: string | null, imageTiltLeft: string | null, imageTiltRight: string | null, imageAdditional: Array<string>, description: string | null, additionalDescription1: string | null, additionalDescription2: string | null, additionalDescription3: string | null, additionalDescription4: string | null, precautions: string | null, directions: string | null, ingredients: string | null, productFamily: { id: string, productFamily: string, name: string, isPrnOnly: boolean }, productPresentation: { id: string, description: string, dosageForm: string, image: string | null }, productFlavors: Array<{ id: string, name: string }>, priceBooks: Array<{ name: string, caretakerPrice: number | null, veterinarianPrice: number | null, acquisitionCost: number | null, minimumAdvertisedPrice: number | null }>, labelledDoseRanges: Array<{ species: string, minMgPerKg: number, maxMgPerKg: number }> }> }> }> } };

export type SandboxStateQueryVariables = Exact<{ [key: string]: never; }>;


export type SandboxStateQuery = { sandboxState: { now: string, ticks: number, tickSeconds: number, mode: string, trafficPerHour: number, seed: number } };

export type SandboxActivityQueryVariables = Exact<{
  locationId: string;
  take?: number | null | undefined;
}>;


export type SandboxActivityQuery = { sandboxActivity: { events: Array<{ id: string, at: string, party: string, kind: string, state: string, summary: string, prescriptionId: string | null, taskId: string | null, orderId: string | null, lineItemId: string | null }>, lines: Array<{ lineItemId: string, orderId: string, orderNumber: string, orderStatus: string, status: string, productName: string, patientName: string | null, clientName: string | null, prescriptionId: string | null, rxNumber: string | null, rxStatus: string | null, isControlled: boolean, hardCopyReceived: boolean, carrier: string | null, trackingNumber: string | null, trackingUrl: string | null }> } };

export type SandboxProductsQueryVariables = Exact<{
  text?: string | null | undefined;
  controlled?: boolean | null | undefined;
  take?: number | null | undefined;
}>;


export type SandboxProductsQuery = { sandboxProducts: Array<{ id: string, title: string, isControlled: boolean }> };

export type SandboxCustomersQueryVariables = Exact<{
  locationId: string;
  text: string;
  take?: number | null | undefined;
}>;


export type SandboxCustomersQuery = { sandboxCustomers: Array<{ id: string, firstName: string | null, lastName: string | null, email: string | null, pets: Array<{ id: string, name: string, speciesCode: string | null }> }> };

export type SandboxSetClockMutationVariables = Exact<{
  tickSeconds: number;
  trafficPerHour?: number | null | undefined;
}>;


export type SandboxSetClockMutation = { sandboxSetClock: { now: string, ticks: number, tickSeconds: number, mode: string, trafficPerHour: number, seed: number } };

export type SandboxPlaceOrderMutationVariables = Exact<{
  input: SandboxOrderInput;
}>;


export type SandboxPlaceOrderMutation = { sandboxPlaceOrder: { outcome: string, orderId: string | null, orderNumber: string | null, prescriptionId: string | null, taskId: string | null } };

export type SandboxRecommendMutationVariables = Exact<{
  input: SandboxOrderInput;
}>;


export type SandboxRecommendMutation = { sandboxRecommend: string };

export type SandboxRenewMutationVariables = Exact<{
  prescriptionId: string;
}>;


export type SandboxRenewMutation = { sandboxRenew: string };

export type SandboxGenerateExpiringMutationVariables = Exact<{
  locationId: string;
}>;


export type SandboxGenerateExpiringMutation = { sandboxGenerateExpiring: number };

export type SandboxAdvancePrescriptionMutationVariables = Exact<{
  prescriptionId: string;
  outcome?: string | null | undefined;
}>;


export type SandboxAdvancePrescriptionMutation = { sandboxAdvancePrescription: string | null };

export type SandboxReceiveHardCopyMutationVariables = Exact<{
  prescriptionId: string;
}>;


export type SandboxReceiveHardCopyMutation = { sandboxReceiveHardCopy: boolean };

export type SandboxMoveOrderLineMutationVariables = Exact<{
  lineItemId: string;
  stop?: string | null | undefined;
}>;


export type SandboxMoveOrderLineMutation = { sandboxMoveOrderLine: string };

export type SandboxTickMutationVariables = Exact<{
  locationId?: string | null | undefined;
  ticks?: number | null | undefined;
  traffic?: boolean | null | undefined;
}>;


export type SandboxTickMutation = { sandboxTick: { ticks: number, now: string, ordersPlaced: number, requestsRaised: number, requestsCancelled: number, prescriptionsMoved: number, linesMoved: number } };

export type ShortcutQueryVariables = Exact<{
  filter?: string | null | undefined;
  shortcutType?: string | null | undefined;
  locationId?: string | null | undefined;
}>;


export type ShortcutQuery = { shortcut: Array<{ id: string, type: string, label: string, details: string, isActive: boolean, isGlobal: boolean, locationId: string | null, shortcutsLocation: Array<{ locationId: string, isActive: boolean, location: { id: string, name: string } | null }> }> };

export type AddShortcutMutationVariables = Exact<{
  details: string;
  label: string;
  shortcutType: string;
  locationId?: string | null | undefined;
  isGlobal?: boolean | null | undefined;
}>;


export type AddShortcutMutation = { addShortcut: { id: string, type: string, label: string, details: string, isActive: boolean, isGlobal: boolean, locationId: string | null, shortcutsLocation: Array<{ locationId: string, isActive: boolean, location: { id: string, name: string } | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ModuleFieldsFragmentDoc = new TypedDocumentString(`
    fragment ModuleFields on Module {
  id
  name
  icon
  link
  orderBy
  isActive
  isNavigation
  parentModuleId
}
    `, {"fragmentName":"ModuleFields"}) as unknown as TypedDocumentString<ModuleFieldsFragment, unknown>;
export const RoleFieldsFragmentDoc = new TypedDocumentString(`
    fragment RoleFields on Role {
  id
  name
  isActive
  canAuthorize
  icon
  rolesModules {
    id
    roleId
    moduleId
    isActive
    canView
    canEdit
    canDelete
    module {
      ...ModuleFields
    }
  }
}
    fragment ModuleFields on Module {
  id
  name
  icon
  link
  orderBy
  isActive
  isNavigation
  parentModuleId
}`, {"fragmentName":"RoleFields"}) as unknown as TypedDocumentString<RoleFieldsFragment, unknown>;
export const ImpersonationSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImpersonationSessionFields on ImpersonationSession {
  id
  supportUsername
  targetUsername
  reason
  startedAt
  expiresAt
  endedAt
  active
}
    `, {"fragmentName":"ImpersonationSessionFields"}) as unknown as TypedDocumentString<ImpersonationSessionFieldsFragment, unknown>;
export const AddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
    `, {"fragmentName":"AddressFields"}) as unknown as TypedDocumentString<AddressFieldsFragment, unknown>;
export const PhoneFieldsFragmentDoc = new TypedDocumentString(`
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
    `, {"fragmentName":"PhoneFields"}) as unknown as TypedDocumentString<PhoneFieldsFragment, unknown>;
export const PharmacyFieldsFragmentDoc = new TypedDocumentString(`
    fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
    `, {"fragmentName":"PharmacyFields"}) as unknown as TypedDocumentString<PharmacyFieldsFragment, unknown>;
export const LocationContactFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}`, {"fragmentName":"LocationContactFields"}) as unknown as TypedDocumentString<LocationContactFieldsFragment, unknown>;
export const LocationFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationFields on Location {
  id
  uuid
  name
  organizationId
  organization {
    id
    name
    isPIMSEnabled
    isPimsImportEnabled
  }
  isActive
  emailAddress
  website
  HIN
  priceBookType
  locationAccountId
  locationPortalTypeId
  locationPortalType {
    id
    name
    description
    code
  }
  isOfficeUseEnabled
  isPimsEnabled
  pimsAccountId
  isPimsAccountSecretSet
  pimsConnectionType
  isEnabledForWriteback
  ...LocationContactFields
  features
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}`, {"fragmentName":"LocationFields"}) as unknown as TypedDocumentString<LocationFieldsFragment, unknown>;
export const AdminLocationFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminLocationFields on Location {
  ...LocationFields
  organization {
    isActive
  }
  isPrimary
  pimsWritebackAccountId
  pimsWritebackLocationId
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment LocationFields on Location {
  id
  uuid
  name
  organizationId
  organization {
    id
    name
    isPIMSEnabled
    isPimsImportEnabled
  }
  isActive
  emailAddress
  website
  HIN
  priceBookType
  locationAccountId
  locationPortalTypeId
  locationPortalType {
    id
    name
    description
    code
  }
  isOfficeUseEnabled
  isPimsEnabled
  pimsAccountId
  isPimsAccountSecretSet
  pimsConnectionType
  isEnabledForWriteback
  ...LocationContactFields
  features
}`, {"fragmentName":"AdminLocationFields"}) as unknown as TypedDocumentString<AdminLocationFieldsFragment, unknown>;
export const AdminOrganizationFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOrganizationFields on Organization {
  id
  uuid
  name
  dbaName
  accountno
  emailAddress
  fax
  HIN
  website
  isPIMSEnabled
  isPimsImportEnabled
  isActive
  organizationAddresses {
    ...AddressFields
  }
  organizationPhones {
    ...PhoneFields
  }
  organizationPharmacies {
    ...PharmacyFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}`, {"fragmentName":"AdminOrganizationFields"}) as unknown as TypedDocumentString<AdminOrganizationFieldsFragment, unknown>;
export const AdminShortcutFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminShortcutFields on Shortcut {
  id
  type
  label
  details
  isActive
  isGlobal
  locationId
}
    `, {"fragmentName":"AdminShortcutFields"}) as unknown as TypedDocumentString<AdminShortcutFieldsFragment, unknown>;
export const ShortcutFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShortcutFields on Shortcut {
  ...AdminShortcutFields
  shortcutsLocation {
    locationId
    isActive
    location {
      id
      name
    }
  }
}
    fragment AdminShortcutFields on Shortcut {
  id
  type
  label
  details
  isActive
  isGlobal
  locationId
}`, {"fragmentName":"ShortcutFields"}) as unknown as TypedDocumentString<ShortcutFieldsFragment, unknown>;
export const LocationClientContactFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationClientContactFields on LocationClient {
  id
  uuid
  locationId
  firstName
  lastName
  email
  isActive
  isOfficeUse
  phones {
    ...PhoneFields
  }
  addresses {
    ...AddressFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}`, {"fragmentName":"LocationClientContactFields"}) as unknown as TypedDocumentString<LocationClientContactFieldsFragment, unknown>;
export const LocationClientPatientLinkFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
    `, {"fragmentName":"LocationClientPatientLinkFields"}) as unknown as TypedDocumentString<LocationClientPatientLinkFieldsFragment, unknown>;
export const OfficeUseClientFieldsFragmentDoc = new TypedDocumentString(`
    fragment OfficeUseClientFields on LocationClient {
  ...LocationClientContactFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
    locationPatient {
      id
      uuid
      name
      isActive
      isOfficeUse
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment LocationClientContactFields on LocationClient {
  id
  uuid
  locationId
  firstName
  lastName
  email
  isActive
  isOfficeUse
  phones {
    ...PhoneFields
  }
  addresses {
    ...AddressFields
  }
}
fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}`, {"fragmentName":"OfficeUseClientFields"}) as unknown as TypedDocumentString<OfficeUseClientFieldsFragment, unknown>;
export const LocationUserCoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
    `, {"fragmentName":"LocationUserCoreFields"}) as unknown as TypedDocumentString<LocationUserCoreFieldsFragment, unknown>;
export const LocationUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}
    fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}`, {"fragmentName":"LocationUserFields"}) as unknown as TypedDocumentString<LocationUserFieldsFragment, unknown>;
export const AdminLocationUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminLocationUserFields on LocationUser {
  ...LocationUserFields
  profilePictureUrl
  sourceUuid
  location {
    id
    name
    isActive
    isPimsEnabled
    pimsAccountId
    pimsConnectionType
    organization {
      id
      name
      isPIMSEnabled
    }
  }
  role {
    id
    name
    canAuthorize
    icon
    isActive
  }
  locationUserPhones {
    ...PhoneFields
  }
  user {
    id
    userPhones {
      ...PhoneFields
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}`, {"fragmentName":"AdminLocationUserFields"}) as unknown as TypedDocumentString<AdminLocationUserFieldsFragment, unknown>;
export const DelegatePersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment DelegatePersonFields on LocationUser {
  id
  displayName
  isActive
  profilePictureThumbnailUrl
  role {
    id
    name
    icon
  }
  user {
    id
    email
  }
}
    `, {"fragmentName":"DelegatePersonFields"}) as unknown as TypedDocumentString<DelegatePersonFieldsFragment, unknown>;
export const DelegationFieldsFragmentDoc = new TypedDocumentString(`
    fragment DelegationFields on DelegatedUser {
  id
  locationUserId
  delegatedLocationUserId
  delegatedLocationsUsers {
    ...DelegatePersonFields
  }
  locationUser {
    ...DelegatePersonFields
  }
}
    fragment DelegatePersonFields on LocationUser {
  id
  displayName
  isActive
  profilePictureThumbnailUrl
  role {
    id
    name
    icon
  }
  user {
    id
    email
  }
}`, {"fragmentName":"DelegationFields"}) as unknown as TypedDocumentString<DelegationFieldsFragment, unknown>;
export const UserIdentityFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserIdentityFields on User {
  id
  uuid
  username
  firstName
  lastName
  email
  isEnabledInOkta
  userPhones {
    ...PhoneFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}`, {"fragmentName":"UserIdentityFields"}) as unknown as TypedDocumentString<UserIdentityFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminUserFields on User {
  ...UserIdentityFields
  isSupport
  locationsUsers {
    ...LocationUserCoreFields
    displayName
    employeeId
    vetLicenseNumber
    vetLicenseState
    vetLicenseExpiration
    deaLicense
    deaLicenseExpiration
    pimsId
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment UserIdentityFields on User {
  id
  uuid
  username
  firstName
  lastName
  email
  isEnabledInOkta
  userPhones {
    ...PhoneFields
  }
}`, {"fragmentName":"AdminUserFields"}) as unknown as TypedDocumentString<AdminUserFieldsFragment, unknown>;
export const PimsUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment PimsUserFields on PimsUser {
  displayName
  pimsId
  pimsAccountId
  pimsConnectionType
  isProvider
  vetLicenseNumber
  vetLicenseState
  vetLicenseExpiration
  type
  originSystem
}
    `, {"fragmentName":"PimsUserFields"}) as unknown as TypedDocumentString<PimsUserFieldsFragment, unknown>;
export const BulkApprovalItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment BulkApprovalItemFields on BulkApprovalItem {
  prescriptionTaskId
  qualifies
  reasons
  approved
  prescriptionId
  rxNumber
  summary
  directions
  quantity
  refills
  expires
}
    `, {"fragmentName":"BulkApprovalItemFields"}) as unknown as TypedDocumentString<BulkApprovalItemFieldsFragment, unknown>;
export const ProductSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
    `, {"fragmentName":"ProductSummaryFields"}) as unknown as TypedDocumentString<ProductSummaryFieldsFragment, unknown>;
export const PrescriptionTaskWorkflowFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrescriptionTaskWorkflowFields on PrescriptionTaskWorkflow {
  id
  prescriptionTaskId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
    role {
      id
      name
    }
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
    `, {"fragmentName":"PrescriptionTaskWorkflowFields"}) as unknown as TypedDocumentString<PrescriptionTaskWorkflowFieldsFragment, unknown>;
export const SafetyFindingFieldsFragmentDoc = new TypedDocumentString(`
    fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
    `, {"fragmentName":"SafetyFindingFields"}) as unknown as TypedDocumentString<SafetyFindingFieldsFragment, unknown>;
export const PrescriptionTaskCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrescriptionTaskCardFields on PrescriptionTask {
  id
  uuid
  locationId
  type
  status
  action
  actionReason
  initiatedBy
  origin
  archived
  createdTimestamp
  quantityRequested
  remainingQty
  nextOrderDate
  expirationDate
  isAutoship
  assignedToLocationUserId
  assignedToLocationUser {
    id
    displayName
  }
  actionedByLocationUser {
    id
    displayName
  }
  prescriptionId
  prescription {
    id
    rxStatus {
      code
      description
    }
    unitPerFill
    prescExpiryDate
  }
  previousPrescriptionId
  previousPrescription {
    id
    unitPerFill
    prescExpiryDate
  }
  productId
  product {
    ...ProductSummaryFields
  }
  flavorId
  flavor {
    id
    name
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
    isActive
  }
  locationPatientId
  locationPatient {
    id
    name
    isActive
    species {
      code
      name
    }
  }
  prescriptionTaskWorkflow {
    ...PrescriptionTaskWorkflowFields
  }
  duplicates {
    kind
    prescriptionTaskId
    prescriptionId
    rxNumber
    productTitle
    at
  }
  safetyFindings {
    ...SafetyFindingFields
  }
}
    fragment PrescriptionTaskWorkflowFields on PrescriptionTaskWorkflow {
  id
  prescriptionTaskId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
    role {
      id
      name
    }
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}`, {"fragmentName":"PrescriptionTaskCardFields"}) as unknown as TypedDocumentString<PrescriptionTaskCardFieldsFragment, unknown>;
export const ProductTextFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}
    `, {"fragmentName":"ProductTextFields"}) as unknown as TypedDocumentString<ProductTextFieldsFragment, unknown>;
export const ProductDetailCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductDetailCardFields on Product {
  ...ProductSummaryFields
  ...ProductTextFields
  productPortalTypes
  productSpecies
  packsizeQty
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  officeUseDeliveryDays
  productWeightRange
  weightMin
  weightMax
  keywords
  hasFlavor
  isHazardous
  isTempSensitive
  isVetExclusive
  status
}
    fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`, {"fragmentName":"ProductDetailCardFields"}) as unknown as TypedDocumentString<ProductDetailCardFieldsFragment, unknown>;
export const PrescriptionSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
    fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}`, {"fragmentName":"PrescriptionSummaryFields"}) as unknown as TypedDocumentString<PrescriptionSummaryFieldsFragment, unknown>;
export const PrescriptionTermsFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
    `, {"fragmentName":"PrescriptionTermsFields"}) as unknown as TypedDocumentString<PrescriptionTermsFieldsFragment, unknown>;
export const PrintClientFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}`, {"fragmentName":"PrintClientFields"}) as unknown as TypedDocumentString<PrintClientFieldsFragment, unknown>;
export const PrescriptionWorkflowFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
    `, {"fragmentName":"PrescriptionWorkflowFields"}) as unknown as TypedDocumentString<PrescriptionWorkflowFieldsFragment, unknown>;
export const OrderHeadFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderHeadFields on Order {
  id
  orderNumber
  createdAt
  status {
    id
    code
    description
  }
  placedBy {
    type
    name
  }
}
    `, {"fragmentName":"OrderHeadFields"}) as unknown as TypedDocumentString<OrderHeadFieldsFragment, unknown>;
export const PrescriptionOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrescriptionOrderFields on Order {
  ...OrderHeadFields
  uuid
  voided
  lineItems {
    id
    prescriptionId
    status
    shipped
    shippedDate
    dispensedQuantity
    product {
      id
      title
      strengthDisplay
    }
    shipment {
      id
      carrier
      trackingNumber
      trackingURL
    }
  }
}
    fragment OrderHeadFields on Order {
  id
  orderNumber
  createdAt
  status {
    id
    code
    description
  }
  placedBy {
    type
    name
  }
}`, {"fragmentName":"PrescriptionOrderFields"}) as unknown as TypedDocumentString<PrescriptionOrderFieldsFragment, unknown>;
export const SafetyReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment SafetyReviewFields on SafetyReview {
  knowledgeVersion
  findings {
    ...SafetyFindingFields
  }
  overrideReason
  withdrawalTime
  pharmacyLine
}
    fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}`, {"fragmentName":"SafetyReviewFields"}) as unknown as TypedDocumentString<SafetyReviewFieldsFragment, unknown>;
export const PrescriptionPrintFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrescriptionPrintFields on PrescriptionPrint {
  id
  prescriptionId
  copyNumber
  printedAt
  originalPrintedAt
  impersonatorUsername
  reason
  printedBy {
    id
    displayName
  }
}
    `, {"fragmentName":"PrescriptionPrintFields"}) as unknown as TypedDocumentString<PrescriptionPrintFieldsFragment, unknown>;
export const RxDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment RxDetailFields on Prescription {
  ...PrescriptionSummaryFields
  ...PrescriptionTermsFields
  pimsConsultId
  declineReason
  archivedAt
  currentWorkflowStatusId
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  authorizingVetLocationUser {
    id
    displayName
    deaLicense
  }
  locationId
  locationClient {
    id
    firstName
    lastName
    isActive
    isOfficeUse
    ...PrintClientFields
  }
  locationPatient {
    id
    name
    isActive
    isDeceased
    weight
    weightUnit
    birthdate
    species {
      code
      name
    }
    allergies {
      code
      name
    }
  }
  product {
    ...ProductDetailCardFields
  }
  submittedBy {
    id
    displayName
  }
  location {
    id
    name
    locationAddresses {
      ...AddressFields
    }
    locationPhones {
      ...PhoneFields
    }
    locationPharmacies {
      code
      name
      fax
      isPrimary
    }
  }
  prescriptionWorkflows {
    ...PrescriptionWorkflowFields
  }
  orders {
    ...PrescriptionOrderFields
  }
  safetyReview {
    ...SafetyReviewFields
  }
  prints {
    ...PrescriptionPrintFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment ProductDetailCardFields on Product {
  ...ProductSummaryFields
  ...ProductTextFields
  productPortalTypes
  productSpecies
  packsizeQty
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  officeUseDeliveryDays
  productWeightRange
  weightMin
  weightMax
  keywords
  hasFlavor
  isHazardous
  isTempSensitive
  isVetExclusive
  status
}
fragment PrescriptionOrderFields on Order {
  ...OrderHeadFields
  uuid
  voided
  lineItems {
    id
    prescriptionId
    status
    shipped
    shippedDate
    dispensedQuantity
    product {
      id
      title
      strengthDisplay
    }
    shipment {
      id
      carrier
      trackingNumber
      trackingURL
    }
  }
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment SafetyReviewFields on SafetyReview {
  knowledgeVersion
  findings {
    ...SafetyFindingFields
  }
  overrideReason
  withdrawalTime
  pharmacyLine
}
fragment OrderHeadFields on Order {
  id
  orderNumber
  createdAt
  status {
    id
    code
    description
  }
  placedBy {
    type
    name
  }
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
fragment PrescriptionPrintFields on PrescriptionPrint {
  id
  prescriptionId
  copyNumber
  printedAt
  originalPrintedAt
  impersonatorUsername
  reason
  printedBy {
    id
    displayName
  }
}
fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`, {"fragmentName":"RxDetailFields"}) as unknown as TypedDocumentString<RxDetailFieldsFragment, unknown>;
export const PatientMedicalFieldsFragmentDoc = new TypedDocumentString(`
    fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
    `, {"fragmentName":"PatientMedicalFields"}) as unknown as TypedDocumentString<PatientMedicalFieldsFragment, unknown>;
export const PatientMedicationFieldsFragmentDoc = new TypedDocumentString(`
    fragment PatientMedicationFields on PatientMedication {
  key
  source
  name
  code
  ingredients
  dosageForm
  prescriptionId
  prescriptionTaskId
  rxNumber
  rxStatus {
    code
    description
  }
  issuedDate
  prescExpiryDate
}
    `, {"fragmentName":"PatientMedicationFields"}) as unknown as TypedDocumentString<PatientMedicationFieldsFragment, unknown>;
export const PrescriptionTaskDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrescriptionTaskDetailFields on PrescriptionTask {
  ...PrescriptionTaskCardFields
  product {
    ...ProductDetailCardFields
  }
  prescription {
    ...RxDetailFields
  }
  previousPrescription {
    ...RxDetailFields
  }
  locationClient {
    id
    uuid
    firstName
    lastName
    email
    isActive
    isOfficeUse
    pimsId
  }
  locationPatient {
    id
    uuid
    name
    isActive
    isDeceased
    weight
    weightUnit
    birthdate
    gender
    pimsId
    prescVetLocationUserId
    species {
      code
      name
    }
    breed {
      code
      name
    }
    ...PatientMedicalFields
    currentMedications {
      ...PatientMedicationFields
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment ProductDetailCardFields on Product {
  ...ProductSummaryFields
  ...ProductTextFields
  productPortalTypes
  productSpecies
  packsizeQty
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  officeUseDeliveryDays
  productWeightRange
  weightMin
  weightMax
  keywords
  hasFlavor
  isHazardous
  isTempSensitive
  isVetExclusive
  status
}
fragment PrescriptionOrderFields on Order {
  ...OrderHeadFields
  uuid
  voided
  lineItems {
    id
    prescriptionId
    status
    shipped
    shippedDate
    dispensedQuantity
    product {
      id
      title
      strengthDisplay
    }
    shipment {
      id
      carrier
      trackingNumber
      trackingURL
    }
  }
}
fragment RxDetailFields on Prescription {
  ...PrescriptionSummaryFields
  ...PrescriptionTermsFields
  pimsConsultId
  declineReason
  archivedAt
  currentWorkflowStatusId
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  authorizingVetLocationUser {
    id
    displayName
    deaLicense
  }
  locationId
  locationClient {
    id
    firstName
    lastName
    isActive
    isOfficeUse
    ...PrintClientFields
  }
  locationPatient {
    id
    name
    isActive
    isDeceased
    weight
    weightUnit
    birthdate
    species {
      code
      name
    }
    allergies {
      code
      name
    }
  }
  product {
    ...ProductDetailCardFields
  }
  submittedBy {
    id
    displayName
  }
  location {
    id
    name
    locationAddresses {
      ...AddressFields
    }
    locationPhones {
      ...PhoneFields
    }
    locationPharmacies {
      code
      name
      fax
      isPrimary
    }
  }
  prescriptionWorkflows {
    ...PrescriptionWorkflowFields
  }
  orders {
    ...PrescriptionOrderFields
  }
  safetyReview {
    ...SafetyReviewFields
  }
  prints {
    ...PrescriptionPrintFields
  }
}
fragment PrescriptionTaskWorkflowFields on PrescriptionTaskWorkflow {
  id
  prescriptionTaskId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
    role {
      id
      name
    }
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTaskCardFields on PrescriptionTask {
  id
  uuid
  locationId
  type
  status
  action
  actionReason
  initiatedBy
  origin
  archived
  createdTimestamp
  quantityRequested
  remainingQty
  nextOrderDate
  expirationDate
  isAutoship
  assignedToLocationUserId
  assignedToLocationUser {
    id
    displayName
  }
  actionedByLocationUser {
    id
    displayName
  }
  prescriptionId
  prescription {
    id
    rxStatus {
      code
      description
    }
    unitPerFill
    prescExpiryDate
  }
  previousPrescriptionId
  previousPrescription {
    id
    unitPerFill
    prescExpiryDate
  }
  productId
  product {
    ...ProductSummaryFields
  }
  flavorId
  flavor {
    id
    name
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
    isActive
  }
  locationPatientId
  locationPatient {
    id
    name
    isActive
    species {
      code
      name
    }
  }
  prescriptionTaskWorkflow {
    ...PrescriptionTaskWorkflowFields
  }
  duplicates {
    kind
    prescriptionTaskId
    prescriptionId
    rxNumber
    productTitle
    at
  }
  safetyFindings {
    ...SafetyFindingFields
  }
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment SafetyReviewFields on SafetyReview {
  knowledgeVersion
  findings {
    ...SafetyFindingFields
  }
  overrideReason
  withdrawalTime
  pharmacyLine
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment OrderHeadFields on Order {
  id
  orderNumber
  createdAt
  status {
    id
    code
    description
  }
  placedBy {
    type
    name
  }
}
fragment PatientMedicationFields on PatientMedication {
  key
  source
  name
  code
  ingredients
  dosageForm
  prescriptionId
  prescriptionTaskId
  rxNumber
  rxStatus {
    code
    description
  }
  issuedDate
  prescExpiryDate
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
fragment PrescriptionPrintFields on PrescriptionPrint {
  id
  prescriptionId
  copyNumber
  printedAt
  originalPrintedAt
  impersonatorUsername
  reason
  printedBy {
    id
    displayName
  }
}
fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`, {"fragmentName":"PrescriptionTaskDetailFields"}) as unknown as TypedDocumentString<PrescriptionTaskDetailFieldsFragment, unknown>;
export const PimsConsultFieldsFragmentDoc = new TypedDocumentString(`
    fragment PimsConsultFields on PimsConsult {
  id
  code
  date
  description
  diagnosis
  status
  pimsUser {
    displayName
  }
}
    `, {"fragmentName":"PimsConsultFields"}) as unknown as TypedDocumentString<PimsConsultFieldsFragment, unknown>;
export const AuditEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuditEntryFields on AuditEntry {
  id
  at
  locationId
  operation
  actionLabel
  entity
  entityId
  event
  eventLabel
  actorUserId
  actorUsername
  actorName
  impersonatorUsername
  impersonationReason
  detail
  changes {
    field
    before
    after
  }
}
    `, {"fragmentName":"AuditEntryFields"}) as unknown as TypedDocumentString<AuditEntryFieldsFragment, unknown>;
export const LocationClientFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationClientFields on LocationClient {
  ...LocationClientContactFields
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment LocationClientContactFields on LocationClient {
  id
  uuid
  locationId
  firstName
  lastName
  email
  isActive
  isOfficeUse
  phones {
    ...PhoneFields
  }
  addresses {
    ...AddressFields
  }
}`, {"fragmentName":"LocationClientFields"}) as unknown as TypedDocumentString<LocationClientFieldsFragment, unknown>;
export const LocationClientListFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationClientListFields on LocationClient {
  id
  uuid
  firstName
  lastName
  email
  isActive
  pimsId
  pimsProviderId
  pimsConnectionType
  phones {
    ...PhoneFields
  }
  locationPatientClients {
    ...LocationClientPatientLinkFields
    locationPatient {
      id
      name
      isActive
      isDeceased
      species {
        code
        name
      }
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}`, {"fragmentName":"LocationClientListFields"}) as unknown as TypedDocumentString<LocationClientListFieldsFragment, unknown>;
export const LocationPatientFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationPatientFields on LocationPatient {
  id
  uuid
  locationId
  name
  species {
    code
    name
    icon
  }
  breed {
    code
    name
    speciesCode
  }
  breedId
  gender
  birthdate
  weight
  weightUnit
  isActive
  isDeceased
  deceasedDate
  isOfficeUse
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
  prescVetLocationUserId
  prescVetLocationUser {
    id
    displayName
  }
  ...PatientMedicalFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
  }
}
    fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}`, {"fragmentName":"LocationPatientFields"}) as unknown as TypedDocumentString<LocationPatientFieldsFragment, unknown>;
export const LocationPatientWithClientsFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationPatientWithClientsFields on LocationPatient {
  ...LocationPatientFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
    locationClient {
      id
      firstName
      lastName
      isActive
    }
  }
}
    fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment LocationPatientFields on LocationPatient {
  id
  uuid
  locationId
  name
  species {
    code
    name
    icon
  }
  breed {
    code
    name
    speciesCode
  }
  breedId
  gender
  birthdate
  weight
  weightUnit
  isActive
  isDeceased
  deceasedDate
  isOfficeUse
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
  prescVetLocationUserId
  prescVetLocationUser {
    id
    displayName
  }
  ...PatientMedicalFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
  }
}`, {"fragmentName":"LocationPatientWithClientsFields"}) as unknown as TypedDocumentString<LocationPatientWithClientsFieldsFragment, unknown>;
export const ShipmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShipmentFields on Shipment {
  id
  trackingNumber
  trackingURL
  carrier
}
    `, {"fragmentName":"ShipmentFields"}) as unknown as TypedDocumentString<ShipmentFieldsFragment, unknown>;
export const LineItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment LineItemFields on LineItem {
  id
  uuid
  orderId
  prescriptionId
  product {
    id
    sku
    title
    strengthDisplay
    packsizeDisplay
    imageFront
  }
  patient {
    id
    name
  }
  pharmacy
  dispensedQuantity
  status
  shipped
  shippedDate
  paid
  paidDate
  delivered
  deliveredDate
  refunded
  refundedDate
  voided
  voidedDate
  voidedReason
  amount
  shipment {
    ...ShipmentFields
  }
}
    fragment ShipmentFields on Shipment {
  id
  trackingNumber
  trackingURL
  carrier
}`, {"fragmentName":"LineItemFields"}) as unknown as TypedDocumentString<LineItemFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderFields on Order {
  id
  uuid
  orderNumber
  orderSummaryOrderNumber
  createdAt
  brvCreatedAtTimestamp
  amount
  status {
    id
    code
    description
  }
  origin
  placedBy {
    type
    name
  }
  shippedDate
  deliveredDate
  voided
  locationClient {
    id
    firstName
    lastName
  }
  lineItems {
    ...LineItemFields
  }
}
    fragment ShipmentFields on Shipment {
  id
  trackingNumber
  trackingURL
  carrier
}
fragment LineItemFields on LineItem {
  id
  uuid
  orderId
  prescriptionId
  product {
    id
    sku
    title
    strengthDisplay
    packsizeDisplay
    imageFront
  }
  patient {
    id
    name
  }
  pharmacy
  dispensedQuantity
  status
  shipped
  shippedDate
  paid
  paidDate
  delivered
  deliveredDate
  refunded
  refundedDate
  voided
  voidedDate
  voidedReason
  amount
  shipment {
    ...ShipmentFields
  }
}`, {"fragmentName":"OrderFields"}) as unknown as TypedDocumentString<OrderFieldsFragment, unknown>;
export const PatientMedicationListFieldsFragmentDoc = new TypedDocumentString(`
    fragment PatientMedicationListFields on LocationPatient {
  currentMedications {
    ...PatientMedicationFields
  }
  pendingRequests {
    ...PatientMedicationFields
  }
}
    fragment PatientMedicationFields on PatientMedication {
  key
  source
  name
  code
  ingredients
  dosageForm
  prescriptionId
  prescriptionTaskId
  rxNumber
  rxStatus {
    code
    description
  }
  issuedDate
  prescExpiryDate
}`, {"fragmentName":"PatientMedicationListFields"}) as unknown as TypedDocumentString<PatientMedicationListFieldsFragment, unknown>;
export const PimsPatientFieldsFragmentDoc = new TypedDocumentString(`
    fragment PimsPatientFields on PimsPatient {
  id
  pimsId
  providerId
  name
  dateOfBirth
  dateOfDeath
  gender
  breed
  species
  currentWeight
  currentWeightUnit
  currentWeightInPounds
  isDeleted
  isDeceased
  isActive
  allergies
  normalizedGender
  normalizedSpecies
}
    `, {"fragmentName":"PimsPatientFields"}) as unknown as TypedDocumentString<PimsPatientFieldsFragment, unknown>;
export const PimsCaretakerFieldsFragmentDoc = new TypedDocumentString(`
    fragment PimsCaretakerFields on PimsCaretaker {
  id
  pimsId
  providerId
  pimsAccountId
  pimsConnectionType
  firstName
  lastName
  isActive
  emails {
    address
  }
  phones {
    number
    type
    isPrimary
    isValidMobile
  }
  addresses {
    addressLine1
    addressLine2
    city
    stateProvince
    postalCode
    isPrimary
    isActive
  }
  patients {
    ...PimsPatientFields
  }
}
    fragment PimsPatientFields on PimsPatient {
  id
  pimsId
  providerId
  name
  dateOfBirth
  dateOfDeath
  gender
  breed
  species
  currentWeight
  currentWeightUnit
  currentWeightInPounds
  isDeleted
  isDeceased
  isActive
  allergies
  normalizedGender
  normalizedSpecies
}`, {"fragmentName":"PimsCaretakerFields"}) as unknown as TypedDocumentString<PimsCaretakerFieldsFragment, unknown>;
export const PimsInstallStageFieldsFragmentDoc = new TypedDocumentString(`
    fragment PimsInstallStageFields on PimsInstallStage {
  status
  startTime
  endTime
  elapsedTime
  lastSuccessful
}
    `, {"fragmentName":"PimsInstallStageFields"}) as unknown as TypedDocumentString<PimsInstallStageFieldsFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductDetailFields on Product {
  id
  uuid
  sku
  title
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  manufacturer
  ...ProductTextFields
  classification
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  productSpecies
  productFlavors {
    id
    name
  }
  strengthDisplay
  normalizedStrength
  unitMeasure
  packsizeDisplay
  packsizeQty
  dosageDisplay
  productWeightRange
  weightMin
  weightMax
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
    acquisitionCost
    minimumAdvertisedPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  productApprovalType
  productPortalTypes
  isHazardous
  isControlled
  deaSchedule
  isTempSensitive
  isOutOfStock
  status
  isActive
  isVetExclusive
  compound
  hasPharmacyRationale
  hasFlavor
  diet
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  officeUseDeliveryDays
  isOfficeUse
  keywords
  parentProductId
  imageFront
  imageBack
  imageTiltLeft
  imageTiltRight
  imageAdditional
  labelledDoseRanges {
    species
    minMgPerKg
    maxMgPerKg
  }
}
    fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`, {"fragmentName":"ProductDetailFields"}) as unknown as TypedDocumentString<ProductDetailFieldsFragment, unknown>;
export const PrescriptionDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrescriptionDetailFields on Prescription {
  ...PrescriptionSummaryFields
  ...PrescriptionTermsFields
  authorizingVetLocationUser {
    id
    displayName
    deaLicense
    deaLicenseExpiration
    vetLicenseNumber
    vetLicenseState
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  currentWorkflowStatusId
  prescriptionWorkflows {
    ...PrescriptionWorkflowFields
  }
  locationClient {
    id
    firstName
    lastName
    isActive
    isOfficeUse
    ...PrintClientFields
  }
  locationPatient {
    weight
    weightUnit
    birthdate
    isActive
    prescVetLocationUserId
    ...PatientMedicalFields
  }
  product {
    ...ProductDetailFields
  }
  locationId
  location {
    id
    name
    ...LocationContactFields
  }
  pimsConsultId
  declineReason
  submittedBy {
    id
    displayName
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
fragment ProductDetailFields on Product {
  id
  uuid
  sku
  title
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  manufacturer
  ...ProductTextFields
  classification
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  productSpecies
  productFlavors {
    id
    name
  }
  strengthDisplay
  normalizedStrength
  unitMeasure
  packsizeDisplay
  packsizeQty
  dosageDisplay
  productWeightRange
  weightMin
  weightMax
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
    acquisitionCost
    minimumAdvertisedPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  productApprovalType
  productPortalTypes
  isHazardous
  isControlled
  deaSchedule
  isTempSensitive
  isOutOfStock
  status
  isActive
  isVetExclusive
  compound
  hasPharmacyRationale
  hasFlavor
  diet
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  officeUseDeliveryDays
  isOfficeUse
  keywords
  parentProductId
  imageFront
  imageBack
  imageTiltLeft
  imageTiltRight
  imageAdditional
  labelledDoseRanges {
    species
    minMgPerKg
    maxMgPerKg
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`, {"fragmentName":"PrescriptionDetailFields"}) as unknown as TypedDocumentString<PrescriptionDetailFieldsFragment, unknown>;
export const ProductFamilySearchResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductFamilySearchResultFields on ProductFamilySearchResult {
  id
  productFamily
  name
  description
  classification
  species
  isOfficeUse
  sku
  srp
  whenShipOffice {
    min
    max
  }
  whenShipRx {
    min
    max
  }
  imageURL
  dosage
  presentationFID
  brands
  compound
  lowestFamilyId
  isOutOfStock
  isActive
  isPreferredPrescribed
  isPrnOnly
  ingredients
  facilities
  origin
  parentUuid
  priceRange {
    min
    max
  }
}
    `, {"fragmentName":"ProductFamilySearchResultFields"}) as unknown as TypedDocumentString<ProductFamilySearchResultFieldsFragment, unknown>;
export const SearchFilterFieldsFragmentDoc = new TypedDocumentString(`
    fragment SearchFilterFields on SearchFilter {
  key
  label
  type
  options {
    count
    name
    value
    selected
  }
}
    `, {"fragmentName":"SearchFilterFields"}) as unknown as TypedDocumentString<SearchFilterFieldsFragment, unknown>;
export const SandboxStateFieldsFragmentDoc = new TypedDocumentString(`
    fragment SandboxStateFields on SandboxState {
  now
  ticks
  tickSeconds
  mode
  trafficPerHour
  seed
}
    `, {"fragmentName":"SandboxStateFields"}) as unknown as TypedDocumentString<SandboxStateFieldsFragment, unknown>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    isSupport
    impersonating
    impersonationMaxMinutes
    sandboxAvailable
    impersonationSession {
      ...ImpersonationSessionFields
    }
    supportUser {
      username
      email
      firstName
      lastName
      inAdminSupportGroup
    }
    user {
      id
      uuid
      username
      firstName
      lastName
      email
      locationsUsers {
        ...LocationUserFields
        role {
          ...RoleFields
        }
        location {
          ...LocationFields
        }
      }
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment LocationFields on Location {
  id
  uuid
  name
  organizationId
  organization {
    id
    name
    isPIMSEnabled
    isPimsImportEnabled
  }
  isActive
  emailAddress
  website
  HIN
  priceBookType
  locationAccountId
  locationPortalTypeId
  locationPortalType {
    id
    name
    description
    code
  }
  isOfficeUseEnabled
  isPimsEnabled
  pimsAccountId
  isPimsAccountSecretSet
  pimsConnectionType
  isEnabledForWriteback
  ...LocationContactFields
  features
}
fragment ModuleFields on Module {
  id
  name
  icon
  link
  orderBy
  isActive
  isNavigation
  parentModuleId
}
fragment RoleFields on Role {
  id
  name
  isActive
  canAuthorize
  icon
  rolesModules {
    id
    roleId
    moduleId
    isActive
    canView
    canEdit
    canDelete
    module {
      ...ModuleFields
    }
  }
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}
fragment ImpersonationSessionFields on ImpersonationSession {
  id
  supportUsername
  targetUsername
  reason
  startedAt
  expiresAt
  endedAt
  active
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const HasFeatureDocument = new TypedDocumentString(`
    query hasFeature($feature: String!, $locationId: ID!) {
  hasFeature(feature: $feature, locationId: $locationId)
}
    `) as unknown as TypedDocumentString<HasFeatureQuery, HasFeatureQueryVariables>;
export const FeatureFlagsDocument = new TypedDocumentString(`
    query featureFlags($locationId: ID!) {
  featureFlags(locationId: $locationId) {
    feature
    enabled
  }
}
    `) as unknown as TypedDocumentString<FeatureFlagsQuery, FeatureFlagsQueryVariables>;
export const GetLocationDocument = new TypedDocumentString(`
    query GetLocation($id: ID!) {
  getLocation(id: $id) {
    ...LocationFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment LocationFields on Location {
  id
  uuid
  name
  organizationId
  organization {
    id
    name
    isPIMSEnabled
    isPimsImportEnabled
  }
  isActive
  emailAddress
  website
  HIN
  priceBookType
  locationAccountId
  locationPortalTypeId
  locationPortalType {
    id
    name
    description
    code
  }
  isOfficeUseEnabled
  isPimsEnabled
  pimsAccountId
  isPimsAccountSecretSet
  pimsConnectionType
  isEnabledForWriteback
  ...LocationContactFields
  features
}`) as unknown as TypedDocumentString<GetLocationQuery, GetLocationQueryVariables>;
export const LocationsUsersDocument = new TypedDocumentString(`
    query LocationsUsers($userFilter: String, $locationIds: [ID!]!, $activeFilterType: ActiveFilterType, $take: Int, $skip: Int) {
  locationsUsers(
    userFilter: $userFilter
    locationIds: $locationIds
    activeFilterType: $activeFilterType
    take: $take
    skip: $skip
  ) {
    count
    data {
      ...LocationUserFields
    }
  }
}
    fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}`) as unknown as TypedDocumentString<LocationsUsersQuery, LocationsUsersQueryVariables>;
export const GetLocationUserDocument = new TypedDocumentString(`
    query GetLocationUser($id: ID!) {
  getLocationUser(id: $id) {
    ...LocationUserFields
    locationUserPhones {
      ...PhoneFields
    }
    delegatedUsers {
      id
      locationUserId
      delegatedLocationUserId
      delegatedLocationsUsers {
        id
        displayName
        role {
          id
          name
        }
      }
    }
    delegatedAccess {
      id
      locationUserId
      delegatedLocationUserId
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}`) as unknown as TypedDocumentString<GetLocationUserQuery, GetLocationUserQueryVariables>;
export const GetLocationUsersThatCanAuthorizeDocument = new TypedDocumentString(`
    query getLocationUsersThatCanAuthorize($locationId: ID!) {
  getLocationUsersThatCanAuthorize(locationId: $locationId) {
    ...LocationUserFields
  }
}
    fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}`) as unknown as TypedDocumentString<GetLocationUsersThatCanAuthorizeQuery, GetLocationUsersThatCanAuthorizeQueryVariables>;
export const GetUserByUsernameDocument = new TypedDocumentString(`
    query GetUserByUsername($username: String!) {
  getUserByUsername(username: $username) {
    ...UserIdentityFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment UserIdentityFields on User {
  id
  uuid
  username
  firstName
  lastName
  email
  isEnabledInOkta
  userPhones {
    ...PhoneFields
  }
}`) as unknown as TypedDocumentString<GetUserByUsernameQuery, GetUserByUsernameQueryVariables>;
export const GetSupportUserDocument = new TypedDocumentString(`
    query GetSupportUser($username: String!) {
  getSupportUser(username: $username) {
    username
    email
    firstName
    lastName
    inAdminSupportGroup
  }
}
    `) as unknown as TypedDocumentString<GetSupportUserQuery, GetSupportUserQueryVariables>;
export const ModulesDocument = new TypedDocumentString(`
    query Modules {
  modules {
    ...ModuleFields
    childModules {
      id
      name
      link
      isActive
      isNavigation
      orderBy
    }
  }
}
    fragment ModuleFields on Module {
  id
  name
  icon
  link
  orderBy
  isActive
  isNavigation
  parentModuleId
}`) as unknown as TypedDocumentString<ModulesQuery, ModulesQueryVariables>;
export const RolesDocument = new TypedDocumentString(`
    query Roles($filter: String) {
  roles(filter: $filter) {
    ...RoleFields
  }
}
    fragment ModuleFields on Module {
  id
  name
  icon
  link
  orderBy
  isActive
  isNavigation
  parentModuleId
}
fragment RoleFields on Role {
  id
  name
  isActive
  canAuthorize
  icon
  rolesModules {
    id
    roleId
    moduleId
    isActive
    canView
    canEdit
    canDelete
    module {
      ...ModuleFields
    }
  }
}`) as unknown as TypedDocumentString<RolesQuery, RolesQueryVariables>;
export const PharmacyOptionsDocument = new TypedDocumentString(`
    query PharmacyOptions {
  pharmacyOptions {
    code
    name
    fax
  }
}
    `) as unknown as TypedDocumentString<PharmacyOptionsQuery, PharmacyOptionsQueryVariables>;
export const PhoneTypesDocument = new TypedDocumentString(`
    query PhoneTypes {
  phoneTypes {
    id
    description
  }
}
    `) as unknown as TypedDocumentString<PhoneTypesQuery, PhoneTypesQueryVariables>;
export const AddressTypesDocument = new TypedDocumentString(`
    query AddressTypes {
  addressTypes {
    id
    description
  }
}
    `) as unknown as TypedDocumentString<AddressTypesQuery, AddressTypesQueryVariables>;
export const PortalTypesDocument = new TypedDocumentString(`
    query PortalTypes {
  portalTypes {
    id
    name
    description
    code
  }
}
    `) as unknown as TypedDocumentString<PortalTypesQuery, PortalTypesQueryVariables>;
export const GetImpersonationSessionDocument = new TypedDocumentString(`
    query GetImpersonationSession {
  getImpersonationSession {
    ...ImpersonationSessionFields
  }
}
    fragment ImpersonationSessionFields on ImpersonationSession {
  id
  supportUsername
  targetUsername
  reason
  startedAt
  expiresAt
  endedAt
  active
}`) as unknown as TypedDocumentString<GetImpersonationSessionQuery, GetImpersonationSessionQueryVariables>;
export const StartImpersonationDocument = new TypedDocumentString(`
    mutation StartImpersonation($username: String!, $reason: String!, $minutes: Int) {
  startImpersonation(username: $username, reason: $reason, minutes: $minutes) {
    ...ImpersonationSessionFields
  }
}
    fragment ImpersonationSessionFields on ImpersonationSession {
  id
  supportUsername
  targetUsername
  reason
  startedAt
  expiresAt
  endedAt
  active
}`) as unknown as TypedDocumentString<StartImpersonationMutation, StartImpersonationMutationVariables>;
export const EndImpersonationDocument = new TypedDocumentString(`
    mutation EndImpersonation {
  endImpersonation {
    ...ImpersonationSessionFields
  }
}
    fragment ImpersonationSessionFields on ImpersonationSession {
  id
  supportUsername
  targetUsername
  reason
  startedAt
  expiresAt
  endedAt
  active
}`) as unknown as TypedDocumentString<EndImpersonationMutation, EndImpersonationMutationVariables>;
export const LocationsDocument = new TypedDocumentString(`
    query Locations($filter: String, $activeFilterType: ActiveFilterType, $includeOrganization: Boolean, $organization: ID, $skip: Int, $take: Int) {
  locations(
    filter: $filter
    activeFilterType: $activeFilterType
    includeOrganization: $includeOrganization
    organization: $organization
    skip: $skip
    take: $take
  ) {
    ...AdminLocationFields
    organization {
      id
      name
      emailAddress
      organizationPhones {
        ...PhoneFields
      }
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment LocationFields on Location {
  id
  uuid
  name
  organizationId
  organization {
    id
    name
    isPIMSEnabled
    isPimsImportEnabled
  }
  isActive
  emailAddress
  website
  HIN
  priceBookType
  locationAccountId
  locationPortalTypeId
  locationPortalType {
    id
    name
    description
    code
  }
  isOfficeUseEnabled
  isPimsEnabled
  pimsAccountId
  isPimsAccountSecretSet
  pimsConnectionType
  isEnabledForWriteback
  ...LocationContactFields
  features
}
fragment AdminLocationFields on Location {
  ...LocationFields
  organization {
    isActive
  }
  isPrimary
  pimsWritebackAccountId
  pimsWritebackLocationId
}`) as unknown as TypedDocumentString<LocationsQuery, LocationsQueryVariables>;
export const LocationCountDocument = new TypedDocumentString(`
    query LocationCount($filter: String, $activeFilterType: ActiveFilterType, $includeOrganization: Boolean, $organization: ID, $feature: String) {
  locationCount(
    filter: $filter
    activeFilterType: $activeFilterType
    includeOrganization: $includeOrganization
    organization: $organization
    feature: $feature
  )
}
    `) as unknown as TypedDocumentString<LocationCountQuery, LocationCountQueryVariables>;
export const OrganizationsDocument = new TypedDocumentString(`
    query Organizations($filter: String, $activeFilterType: ActiveFilterType, $skip: Int, $take: Int) {
  organizations(
    filter: $filter
    activeFilterType: $activeFilterType
    skip: $skip
    take: $take
  ) {
    ...AdminOrganizationFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment AdminOrganizationFields on Organization {
  id
  uuid
  name
  dbaName
  accountno
  emailAddress
  fax
  HIN
  website
  isPIMSEnabled
  isPimsImportEnabled
  isActive
  organizationAddresses {
    ...AddressFields
  }
  organizationPhones {
    ...PhoneFields
  }
  organizationPharmacies {
    ...PharmacyFields
  }
}`) as unknown as TypedDocumentString<OrganizationsQuery, OrganizationsQueryVariables>;
export const GetOrganizationDocument = new TypedDocumentString(`
    query GetOrganization($id: ID!) {
  getOrganization(id: $id) {
    ...AdminOrganizationFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment AdminOrganizationFields on Organization {
  id
  uuid
  name
  dbaName
  accountno
  emailAddress
  fax
  HIN
  website
  isPIMSEnabled
  isPimsImportEnabled
  isActive
  organizationAddresses {
    ...AddressFields
  }
  organizationPhones {
    ...PhoneFields
  }
  organizationPharmacies {
    ...PharmacyFields
  }
}`) as unknown as TypedDocumentString<GetOrganizationQuery, GetOrganizationQueryVariables>;
export const GetReportEmbedUrlDocument = new TypedDocumentString(`
    query GetReportEmbedUrl($locationId: ID!) {
  getReportEmbedUrl(locationId: $locationId) {
    embedUrl
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<GetReportEmbedUrlQuery, GetReportEmbedUrlQueryVariables>;
export const GetOfficeUseClientDocument = new TypedDocumentString(`
    query GetOfficeUseClient($locationId: ID!) {
  getOfficeUseClient(locationId: $locationId) {
    ...OfficeUseClientFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment OfficeUseClientFields on LocationClient {
  ...LocationClientContactFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
    locationPatient {
      id
      uuid
      name
      isActive
      isOfficeUse
    }
  }
}
fragment LocationClientContactFields on LocationClient {
  id
  uuid
  locationId
  firstName
  lastName
  email
  isActive
  isOfficeUse
  phones {
    ...PhoneFields
  }
  addresses {
    ...AddressFields
  }
}
fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}`) as unknown as TypedDocumentString<GetOfficeUseClientQuery, GetOfficeUseClientQueryVariables>;
export const AddOfficeUseClientDocument = new TypedDocumentString(`
    mutation AddOfficeUseClient($locationId: ID!) {
  addOfficeUseClient(locationId: $locationId) {
    ...OfficeUseClientFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment OfficeUseClientFields on LocationClient {
  ...LocationClientContactFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
    locationPatient {
      id
      uuid
      name
      isActive
      isOfficeUse
    }
  }
}
fragment LocationClientContactFields on LocationClient {
  id
  uuid
  locationId
  firstName
  lastName
  email
  isActive
  isOfficeUse
  phones {
    ...PhoneFields
  }
  addresses {
    ...AddressFields
  }
}
fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}`) as unknown as TypedDocumentString<AddOfficeUseClientMutation, AddOfficeUseClientMutationVariables>;
export const AddLocationDocument = new TypedDocumentString(`
    mutation AddLocation($input: AddLocationInput!) {
  addLocation(input: $input) {
    ...AdminLocationFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment LocationFields on Location {
  id
  uuid
  name
  organizationId
  organization {
    id
    name
    isPIMSEnabled
    isPimsImportEnabled
  }
  isActive
  emailAddress
  website
  HIN
  priceBookType
  locationAccountId
  locationPortalTypeId
  locationPortalType {
    id
    name
    description
    code
  }
  isOfficeUseEnabled
  isPimsEnabled
  pimsAccountId
  isPimsAccountSecretSet
  pimsConnectionType
  isEnabledForWriteback
  ...LocationContactFields
  features
}
fragment AdminLocationFields on Location {
  ...LocationFields
  organization {
    isActive
  }
  isPrimary
  pimsWritebackAccountId
  pimsWritebackLocationId
}`) as unknown as TypedDocumentString<AddLocationMutation, AddLocationMutationVariables>;
export const UpdateLocationDocument = new TypedDocumentString(`
    mutation UpdateLocation($updateLocationId: ID!, $input: UpdateLocationInput!) {
  updateLocation(updateLocationId: $updateLocationId, input: $input) {
    ...AdminLocationFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment LocationFields on Location {
  id
  uuid
  name
  organizationId
  organization {
    id
    name
    isPIMSEnabled
    isPimsImportEnabled
  }
  isActive
  emailAddress
  website
  HIN
  priceBookType
  locationAccountId
  locationPortalTypeId
  locationPortalType {
    id
    name
    description
    code
  }
  isOfficeUseEnabled
  isPimsEnabled
  pimsAccountId
  isPimsAccountSecretSet
  pimsConnectionType
  isEnabledForWriteback
  ...LocationContactFields
  features
}
fragment AdminLocationFields on Location {
  ...LocationFields
  organization {
    isActive
  }
  isPrimary
  pimsWritebackAccountId
  pimsWritebackLocationId
}`) as unknown as TypedDocumentString<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const UpdateLocationWritebackEnabledDocument = new TypedDocumentString(`
    mutation UpdateLocationWritebackEnabled($id: ID!, $isEnabledForWriteback: Boolean!) {
  updateLocationWritebackEnabled(
    id: $id
    isEnabledForWriteback: $isEnabledForWriteback
  ) {
    ...AdminLocationFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment LocationFields on Location {
  id
  uuid
  name
  organizationId
  organization {
    id
    name
    isPIMSEnabled
    isPimsImportEnabled
  }
  isActive
  emailAddress
  website
  HIN
  priceBookType
  locationAccountId
  locationPortalTypeId
  locationPortalType {
    id
    name
    description
    code
  }
  isOfficeUseEnabled
  isPimsEnabled
  pimsAccountId
  isPimsAccountSecretSet
  pimsConnectionType
  isEnabledForWriteback
  ...LocationContactFields
  features
}
fragment AdminLocationFields on Location {
  ...LocationFields
  organization {
    isActive
  }
  isPrimary
  pimsWritebackAccountId
  pimsWritebackLocationId
}`) as unknown as TypedDocumentString<UpdateLocationWritebackEnabledMutation, UpdateLocationWritebackEnabledMutationVariables>;
export const AddOrganizationDocument = new TypedDocumentString(`
    mutation AddOrganization($input: AddOrganizationInput!) {
  addOrganization(input: $input) {
    ...AdminOrganizationFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment AdminOrganizationFields on Organization {
  id
  uuid
  name
  dbaName
  accountno
  emailAddress
  fax
  HIN
  website
  isPIMSEnabled
  isPimsImportEnabled
  isActive
  organizationAddresses {
    ...AddressFields
  }
  organizationPhones {
    ...PhoneFields
  }
  organizationPharmacies {
    ...PharmacyFields
  }
}`) as unknown as TypedDocumentString<AddOrganizationMutation, AddOrganizationMutationVariables>;
export const UpdateOrganizationDocument = new TypedDocumentString(`
    mutation UpdateOrganization($id: ID!, $input: UpdateOrganizationInput!) {
  updateOrganization(id: $id, input: $input) {
    ...AdminOrganizationFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment AdminOrganizationFields on Organization {
  id
  uuid
  name
  dbaName
  accountno
  emailAddress
  fax
  HIN
  website
  isPIMSEnabled
  isPimsImportEnabled
  isActive
  organizationAddresses {
    ...AddressFields
  }
  organizationPhones {
    ...PhoneFields
  }
  organizationPharmacies {
    ...PharmacyFields
  }
}`) as unknown as TypedDocumentString<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const AddRoleDocument = new TypedDocumentString(`
    mutation AddRole($input: AddRoleInput!, $rolesModules: [RolesModuleInput!]!) {
  addRole(input: $input, rolesModules: $rolesModules) {
    ...RoleFields
  }
}
    fragment ModuleFields on Module {
  id
  name
  icon
  link
  orderBy
  isActive
  isNavigation
  parentModuleId
}
fragment RoleFields on Role {
  id
  name
  isActive
  canAuthorize
  icon
  rolesModules {
    id
    roleId
    moduleId
    isActive
    canView
    canEdit
    canDelete
    module {
      ...ModuleFields
    }
  }
}`) as unknown as TypedDocumentString<AddRoleMutation, AddRoleMutationVariables>;
export const UpdateRoleDocument = new TypedDocumentString(`
    mutation UpdateRole($id: ID!, $input: UpdateRoleInput!, $rolesModules: [RolesModuleInput!]!) {
  updateRole(id: $id, input: $input, rolesModules: $rolesModules) {
    ...RoleFields
  }
}
    fragment ModuleFields on Module {
  id
  name
  icon
  link
  orderBy
  isActive
  isNavigation
  parentModuleId
}
fragment RoleFields on Role {
  id
  name
  isActive
  canAuthorize
  icon
  rolesModules {
    id
    roleId
    moduleId
    isActive
    canView
    canEdit
    canDelete
    module {
      ...ModuleFields
    }
  }
}`) as unknown as TypedDocumentString<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const UpdateShortcutDocument = new TypedDocumentString(`
    mutation UpdateShortcut($id: ID!, $details: String!, $label: String!, $shortcutType: String!, $locationId: ID, $isGlobal: Boolean) {
  updateShortcut(
    id: $id
    details: $details
    label: $label
    shortcutType: $shortcutType
    locationId: $locationId
    isGlobal: $isGlobal
  ) {
    ...ShortcutFields
  }
}
    fragment AdminShortcutFields on Shortcut {
  id
  type
  label
  details
  isActive
  isGlobal
  locationId
}
fragment ShortcutFields on Shortcut {
  ...AdminShortcutFields
  shortcutsLocation {
    locationId
    isActive
    location {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<UpdateShortcutMutation, UpdateShortcutMutationVariables>;
export const DeleteShortcutDocument = new TypedDocumentString(`
    mutation DeleteShortcut($id: ID!, $locationId: ID) {
  deleteShortcut(id: $id, locationId: $locationId) {
    ...AdminShortcutFields
    shortcutsLocation {
      locationId
      isActive
      location {
        id
        name
      }
    }
  }
}
    fragment AdminShortcutFields on Shortcut {
  id
  type
  label
  details
  isActive
  isGlobal
  locationId
}`) as unknown as TypedDocumentString<DeleteShortcutMutation, DeleteShortcutMutationVariables>;
export const UsersDocument = new TypedDocumentString(`
    query Users($filter: String!, $activeFilterType: ActiveFilterType, $take: Int, $skip: Int) {
  users(
    filter: $filter
    activeFilterType: $activeFilterType
    take: $take
    skip: $skip
  ) {
    count
    data {
      ...AdminUserFields
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment UserIdentityFields on User {
  id
  uuid
  username
  firstName
  lastName
  email
  isEnabledInOkta
  userPhones {
    ...PhoneFields
  }
}
fragment AdminUserFields on User {
  ...UserIdentityFields
  isSupport
  locationsUsers {
    ...LocationUserCoreFields
    displayName
    employeeId
    vetLicenseNumber
    vetLicenseState
    vetLicenseExpiration
    deaLicense
    deaLicenseExpiration
    pimsId
  }
}`) as unknown as TypedDocumentString<UsersQuery, UsersQueryVariables>;
export const GetUserDocument = new TypedDocumentString(`
    query GetUser($id: ID!) {
  getUser(id: $id) {
    ...AdminUserFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment UserIdentityFields on User {
  id
  uuid
  username
  firstName
  lastName
  email
  isEnabledInOkta
  userPhones {
    ...PhoneFields
  }
}
fragment AdminUserFields on User {
  ...UserIdentityFields
  isSupport
  locationsUsers {
    ...LocationUserCoreFields
    displayName
    employeeId
    vetLicenseNumber
    vetLicenseState
    vetLicenseExpiration
    deaLicense
    deaLicenseExpiration
    pimsId
  }
}`) as unknown as TypedDocumentString<GetUserQuery, GetUserQueryVariables>;
export const GetAdminLocationUserDocument = new TypedDocumentString(`
    query GetAdminLocationUser($id: ID!) {
  getLocationUser(id: $id) {
    ...AdminLocationUserFields
    delegatedUsers {
      ...DelegationFields
    }
    delegatedAccess {
      ...DelegationFields
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}
fragment AdminLocationUserFields on LocationUser {
  ...LocationUserFields
  profilePictureUrl
  sourceUuid
  location {
    id
    name
    isActive
    isPimsEnabled
    pimsAccountId
    pimsConnectionType
    organization {
      id
      name
      isPIMSEnabled
    }
  }
  role {
    id
    name
    canAuthorize
    icon
    isActive
  }
  locationUserPhones {
    ...PhoneFields
  }
  user {
    id
    userPhones {
      ...PhoneFields
    }
  }
}
fragment DelegatePersonFields on LocationUser {
  id
  displayName
  isActive
  profilePictureThumbnailUrl
  role {
    id
    name
    icon
  }
  user {
    id
    email
  }
}
fragment DelegationFields on DelegatedUser {
  id
  locationUserId
  delegatedLocationUserId
  delegatedLocationsUsers {
    ...DelegatePersonFields
  }
  locationUser {
    ...DelegatePersonFields
  }
}`) as unknown as TypedDocumentString<GetAdminLocationUserQuery, GetAdminLocationUserQueryVariables>;
export const GetLocationUserByLocationIdAndRoleDocument = new TypedDocumentString(`
    query getLocationUserByLocationIdAndRole($locationId: ID!, $roleId: ID!, $activeFilterType: ActiveFilterType) {
  getLocationUserByLocationIdAndRole(
    locationId: $locationId
    roleId: $roleId
    activeFilterType: $activeFilterType
  ) {
    ...LocationUserFields
  }
}
    fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}`) as unknown as TypedDocumentString<GetLocationUserByLocationIdAndRoleQuery, GetLocationUserByLocationIdAndRoleQueryVariables>;
export const SearchPimsUsersDocument = new TypedDocumentString(`
    query searchPimsUsers($pimsInput: PimsInput!, $searchText: String) {
  searchPimsUsers(pimsInput: $pimsInput, searchText: $searchText) {
    ...PimsUserFields
  }
}
    fragment PimsUserFields on PimsUser {
  displayName
  pimsId
  pimsAccountId
  pimsConnectionType
  isProvider
  vetLicenseNumber
  vetLicenseState
  vetLicenseExpiration
  type
  originSystem
}`) as unknown as TypedDocumentString<SearchPimsUsersQuery, SearchPimsUsersQueryVariables>;
export const GetPimsUserDocument = new TypedDocumentString(`
    query getPimsUser($pimsInput: PimsInput!, $pimsId: String!) {
  getPimsUser(pimsInput: $pimsInput, pimsId: $pimsId) {
    ...PimsUserFields
  }
}
    fragment PimsUserFields on PimsUser {
  displayName
  pimsId
  pimsAccountId
  pimsConnectionType
  isProvider
  vetLicenseNumber
  vetLicenseState
  vetLicenseExpiration
  type
  originSystem
}`) as unknown as TypedDocumentString<GetPimsUserQuery, GetPimsUserQueryVariables>;
export const AddUserDocument = new TypedDocumentString(`
    mutation AddUser($input: AddUserInput!) {
  addUser(input: $input) {
    ...AdminUserFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment UserIdentityFields on User {
  id
  uuid
  username
  firstName
  lastName
  email
  isEnabledInOkta
  userPhones {
    ...PhoneFields
  }
}
fragment AdminUserFields on User {
  ...UserIdentityFields
  isSupport
  locationsUsers {
    ...LocationUserCoreFields
    displayName
    employeeId
    vetLicenseNumber
    vetLicenseState
    vetLicenseExpiration
    deaLicense
    deaLicenseExpiration
    pimsId
  }
}`) as unknown as TypedDocumentString<AddUserMutation, AddUserMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($input: UpdateUserInput!) {
  updateUser(input: $input) {
    ...AdminUserFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment UserIdentityFields on User {
  id
  uuid
  username
  firstName
  lastName
  email
  isEnabledInOkta
  userPhones {
    ...PhoneFields
  }
}
fragment AdminUserFields on User {
  ...UserIdentityFields
  isSupport
  locationsUsers {
    ...LocationUserCoreFields
    displayName
    employeeId
    vetLicenseNumber
    vetLicenseState
    vetLicenseExpiration
    deaLicense
    deaLicenseExpiration
    pimsId
  }
}`) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const UpdateUserAccountDocument = new TypedDocumentString(`
    mutation UpdateUserAccount($input: UpdateUserAccountInput!) {
  updateUserAccount(input: $input) {
    ...AdminUserFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment UserIdentityFields on User {
  id
  uuid
  username
  firstName
  lastName
  email
  isEnabledInOkta
  userPhones {
    ...PhoneFields
  }
}
fragment AdminUserFields on User {
  ...UserIdentityFields
  isSupport
  locationsUsers {
    ...LocationUserCoreFields
    displayName
    employeeId
    vetLicenseNumber
    vetLicenseState
    vetLicenseExpiration
    deaLicense
    deaLicenseExpiration
    pimsId
  }
}`) as unknown as TypedDocumentString<UpdateUserAccountMutation, UpdateUserAccountMutationVariables>;
export const UpdateLocationUserDocument = new TypedDocumentString(`
    mutation UpdateLocationUser($id: ID!, $input: UpdateLocationUserInput!) {
  updateLocationUser(id: $id, input: $input) {
    ...AdminLocationUserFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}
fragment AdminLocationUserFields on LocationUser {
  ...LocationUserFields
  profilePictureUrl
  sourceUuid
  location {
    id
    name
    isActive
    isPimsEnabled
    pimsAccountId
    pimsConnectionType
    organization {
      id
      name
      isPIMSEnabled
    }
  }
  role {
    id
    name
    canAuthorize
    icon
    isActive
  }
  locationUserPhones {
    ...PhoneFields
  }
  user {
    id
    userPhones {
      ...PhoneFields
    }
  }
}`) as unknown as TypedDocumentString<UpdateLocationUserMutation, UpdateLocationUserMutationVariables>;
export const UpdateLocationUserNotificationDocument = new TypedDocumentString(`
    mutation UpdateLocationUserNotification($id: ID!, $input: UpdateLocationUserNotificationInput!) {
  updateLocationUserNotification(id: $id, input: $input) {
    ...AdminLocationUserFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}
fragment AdminLocationUserFields on LocationUser {
  ...LocationUserFields
  profilePictureUrl
  sourceUuid
  location {
    id
    name
    isActive
    isPimsEnabled
    pimsAccountId
    pimsConnectionType
    organization {
      id
      name
      isPIMSEnabled
    }
  }
  role {
    id
    name
    canAuthorize
    icon
    isActive
  }
  locationUserPhones {
    ...PhoneFields
  }
  user {
    id
    userPhones {
      ...PhoneFields
    }
  }
}`) as unknown as TypedDocumentString<UpdateLocationUserNotificationMutation, UpdateLocationUserNotificationMutationVariables>;
export const UpdateLocationUserActiveDocument = new TypedDocumentString(`
    mutation UpdateLocationUserActive($id: ID!, $isActive: Boolean!) {
  updateLocationUserActive(id: $id, isActive: $isActive) {
    ...AdminUserFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment UserIdentityFields on User {
  id
  uuid
  username
  firstName
  lastName
  email
  isEnabledInOkta
  userPhones {
    ...PhoneFields
  }
}
fragment AdminUserFields on User {
  ...UserIdentityFields
  isSupport
  locationsUsers {
    ...LocationUserCoreFields
    displayName
    employeeId
    vetLicenseNumber
    vetLicenseState
    vetLicenseExpiration
    deaLicense
    deaLicenseExpiration
    pimsId
  }
}`) as unknown as TypedDocumentString<UpdateLocationUserActiveMutation, UpdateLocationUserActiveMutationVariables>;
export const LocationUserProfilePictureUploadDocument = new TypedDocumentString(`
    mutation LocationUserProfilePictureUpload($locationUserId: ID!, $file: ProfilePictureFileInput!) {
  locationUserProfilePictureUpload(locationUserId: $locationUserId, file: $file) {
    ...AdminLocationUserFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}
fragment AdminLocationUserFields on LocationUser {
  ...LocationUserFields
  profilePictureUrl
  sourceUuid
  location {
    id
    name
    isActive
    isPimsEnabled
    pimsAccountId
    pimsConnectionType
    organization {
      id
      name
      isPIMSEnabled
    }
  }
  role {
    id
    name
    canAuthorize
    icon
    isActive
  }
  locationUserPhones {
    ...PhoneFields
  }
  user {
    id
    userPhones {
      ...PhoneFields
    }
  }
}`) as unknown as TypedDocumentString<LocationUserProfilePictureUploadMutation, LocationUserProfilePictureUploadMutationVariables>;
export const RemoveLocationUserProfilePictureDocument = new TypedDocumentString(`
    mutation RemoveLocationUserProfilePicture($locationUserId: ID!) {
  removeLocationUserProfilePicture(locationUserId: $locationUserId) {
    ...AdminLocationUserFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment LocationUserFields on LocationUser {
  ...LocationUserCoreFields
  uuid
  isPendingAuth
  notificationEmail
  displayName
  title
  email
  pimsId
  vetLicenseNumber
  vetLicenseExpiration
  vetLicenseState
  deaLicense
  deaLicenseExpiration
  employeeId
  profilePictureThumbnailUrl
  user {
    id
    username
    firstName
    lastName
    email
  }
}
fragment AdminLocationUserFields on LocationUser {
  ...LocationUserFields
  profilePictureUrl
  sourceUuid
  location {
    id
    name
    isActive
    isPimsEnabled
    pimsAccountId
    pimsConnectionType
    organization {
      id
      name
      isPIMSEnabled
    }
  }
  role {
    id
    name
    canAuthorize
    icon
    isActive
  }
  locationUserPhones {
    ...PhoneFields
  }
  user {
    id
    userPhones {
      ...PhoneFields
    }
  }
}`) as unknown as TypedDocumentString<RemoveLocationUserProfilePictureMutation, RemoveLocationUserProfilePictureMutationVariables>;
export const ChangePrimaryLocationDocument = new TypedDocumentString(`
    mutation ChangePrimaryLocation($locationUserId: ID!, $userId: ID!) {
  changePrimaryLocation(locationUserId: $locationUserId, userId: $userId) {
    ...AdminUserFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationUserCoreFields on LocationUser {
  id
  userId
  locationId
  location {
    id
    name
    isActive
  }
  roleId
  role {
    id
    name
    canAuthorize
    icon
  }
  isActive
  isPrimary
}
fragment UserIdentityFields on User {
  id
  uuid
  username
  firstName
  lastName
  email
  isEnabledInOkta
  userPhones {
    ...PhoneFields
  }
}
fragment AdminUserFields on User {
  ...UserIdentityFields
  isSupport
  locationsUsers {
    ...LocationUserCoreFields
    displayName
    employeeId
    vetLicenseNumber
    vetLicenseState
    vetLicenseExpiration
    deaLicense
    deaLicenseExpiration
    pimsId
  }
}`) as unknown as TypedDocumentString<ChangePrimaryLocationMutation, ChangePrimaryLocationMutationVariables>;
export const AddDelegatedUserDocument = new TypedDocumentString(`
    mutation AddDelegatedUser($input: [DelegatedUserInput!]!) {
  addDelegatedUser(input: $input) {
    ...DelegationFields
  }
}
    fragment DelegatePersonFields on LocationUser {
  id
  displayName
  isActive
  profilePictureThumbnailUrl
  role {
    id
    name
    icon
  }
  user {
    id
    email
  }
}
fragment DelegationFields on DelegatedUser {
  id
  locationUserId
  delegatedLocationUserId
  delegatedLocationsUsers {
    ...DelegatePersonFields
  }
  locationUser {
    ...DelegatePersonFields
  }
}`) as unknown as TypedDocumentString<AddDelegatedUserMutation, AddDelegatedUserMutationVariables>;
export const DeleteDelegatedUserDocument = new TypedDocumentString(`
    mutation DeleteDelegatedUser($ids: [ID!]!) {
  deleteDelegatedUser(ids: $ids)
}
    `) as unknown as TypedDocumentString<DeleteDelegatedUserMutation, DeleteDelegatedUserMutationVariables>;
export const BulkApprovalPreviewDocument = new TypedDocumentString(`
    query BulkApprovalPreview($locationId: ID!, $prescriptionTaskIds: [ID!]!) {
  bulkApprovalPreview(
    locationId: $locationId
    prescriptionTaskIds: $prescriptionTaskIds
  ) {
    nonce
    issuedAt
    expiresAt
    items {
      ...BulkApprovalItemFields
    }
  }
}
    fragment BulkApprovalItemFields on BulkApprovalItem {
  prescriptionTaskId
  qualifies
  reasons
  approved
  prescriptionId
  rxNumber
  summary
  directions
  quantity
  refills
  expires
}`) as unknown as TypedDocumentString<BulkApprovalPreviewQuery, BulkApprovalPreviewQueryVariables>;
export const BulkApprovePrescriptionTasksDocument = new TypedDocumentString(`
    mutation BulkApprovePrescriptionTasks($locationId: ID!, $prescriptionTaskIds: [ID!]!, $idToken: String!) {
  bulkApprovePrescriptionTasks(
    locationId: $locationId
    prescriptionTaskIds: $prescriptionTaskIds
    idToken: $idToken
  ) {
    ...BulkApprovalItemFields
  }
}
    fragment BulkApprovalItemFields on BulkApprovalItem {
  prescriptionTaskId
  qualifies
  reasons
  approved
  prescriptionId
  rxNumber
  summary
  directions
  quantity
  refills
  expires
}`) as unknown as TypedDocumentString<BulkApprovePrescriptionTasksMutation, BulkApprovePrescriptionTasksMutationVariables>;
export const GetPrescriptionTaskDocument = new TypedDocumentString(`
    query GetPrescriptionTask($id: ID, $uuid: String) {
  getPrescriptionTask(id: $id, uuid: $uuid) {
    ...PrescriptionTaskDetailFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment ProductDetailCardFields on Product {
  ...ProductSummaryFields
  ...ProductTextFields
  productPortalTypes
  productSpecies
  packsizeQty
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  officeUseDeliveryDays
  productWeightRange
  weightMin
  weightMax
  keywords
  hasFlavor
  isHazardous
  isTempSensitive
  isVetExclusive
  status
}
fragment PrescriptionOrderFields on Order {
  ...OrderHeadFields
  uuid
  voided
  lineItems {
    id
    prescriptionId
    status
    shipped
    shippedDate
    dispensedQuantity
    product {
      id
      title
      strengthDisplay
    }
    shipment {
      id
      carrier
      trackingNumber
      trackingURL
    }
  }
}
fragment RxDetailFields on Prescription {
  ...PrescriptionSummaryFields
  ...PrescriptionTermsFields
  pimsConsultId
  declineReason
  archivedAt
  currentWorkflowStatusId
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  authorizingVetLocationUser {
    id
    displayName
    deaLicense
  }
  locationId
  locationClient {
    id
    firstName
    lastName
    isActive
    isOfficeUse
    ...PrintClientFields
  }
  locationPatient {
    id
    name
    isActive
    isDeceased
    weight
    weightUnit
    birthdate
    species {
      code
      name
    }
    allergies {
      code
      name
    }
  }
  product {
    ...ProductDetailCardFields
  }
  submittedBy {
    id
    displayName
  }
  location {
    id
    name
    locationAddresses {
      ...AddressFields
    }
    locationPhones {
      ...PhoneFields
    }
    locationPharmacies {
      code
      name
      fax
      isPrimary
    }
  }
  prescriptionWorkflows {
    ...PrescriptionWorkflowFields
  }
  orders {
    ...PrescriptionOrderFields
  }
  safetyReview {
    ...SafetyReviewFields
  }
  prints {
    ...PrescriptionPrintFields
  }
}
fragment PrescriptionTaskWorkflowFields on PrescriptionTaskWorkflow {
  id
  prescriptionTaskId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
    role {
      id
      name
    }
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTaskCardFields on PrescriptionTask {
  id
  uuid
  locationId
  type
  status
  action
  actionReason
  initiatedBy
  origin
  archived
  createdTimestamp
  quantityRequested
  remainingQty
  nextOrderDate
  expirationDate
  isAutoship
  assignedToLocationUserId
  assignedToLocationUser {
    id
    displayName
  }
  actionedByLocationUser {
    id
    displayName
  }
  prescriptionId
  prescription {
    id
    rxStatus {
      code
      description
    }
    unitPerFill
    prescExpiryDate
  }
  previousPrescriptionId
  previousPrescription {
    id
    unitPerFill
    prescExpiryDate
  }
  productId
  product {
    ...ProductSummaryFields
  }
  flavorId
  flavor {
    id
    name
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
    isActive
  }
  locationPatientId
  locationPatient {
    id
    name
    isActive
    species {
      code
      name
    }
  }
  prescriptionTaskWorkflow {
    ...PrescriptionTaskWorkflowFields
  }
  duplicates {
    kind
    prescriptionTaskId
    prescriptionId
    rxNumber
    productTitle
    at
  }
  safetyFindings {
    ...SafetyFindingFields
  }
}
fragment PrescriptionTaskDetailFields on PrescriptionTask {
  ...PrescriptionTaskCardFields
  product {
    ...ProductDetailCardFields
  }
  prescription {
    ...RxDetailFields
  }
  previousPrescription {
    ...RxDetailFields
  }
  locationClient {
    id
    uuid
    firstName
    lastName
    email
    isActive
    isOfficeUse
    pimsId
  }
  locationPatient {
    id
    uuid
    name
    isActive
    isDeceased
    weight
    weightUnit
    birthdate
    gender
    pimsId
    prescVetLocationUserId
    species {
      code
      name
    }
    breed {
      code
      name
    }
    ...PatientMedicalFields
    currentMedications {
      ...PatientMedicationFields
    }
  }
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment SafetyReviewFields on SafetyReview {
  knowledgeVersion
  findings {
    ...SafetyFindingFields
  }
  overrideReason
  withdrawalTime
  pharmacyLine
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment OrderHeadFields on Order {
  id
  orderNumber
  createdAt
  status {
    id
    code
    description
  }
  placedBy {
    type
    name
  }
}
fragment PatientMedicationFields on PatientMedication {
  key
  source
  name
  code
  ingredients
  dosageForm
  prescriptionId
  prescriptionTaskId
  rxNumber
  rxStatus {
    code
    description
  }
  issuedDate
  prescExpiryDate
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
fragment PrescriptionPrintFields on PrescriptionPrint {
  id
  prescriptionId
  copyNumber
  printedAt
  originalPrintedAt
  impersonatorUsername
  reason
  printedBy {
    id
    displayName
  }
}
fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`) as unknown as TypedDocumentString<GetPrescriptionTaskQuery, GetPrescriptionTaskQueryVariables>;
export const GetPrescriptionTasksDocument = new TypedDocumentString(`
    query GetPrescriptionTasks($locationId: ID!, $status: [String!], $type: [String!], $productClassification: String, $isAutoship: Boolean, $assignedVeterinarianIds: [ID!], $assignedToLocationUserId: ID, $nextOrderDateStart: Date, $nextOrderDateEnd: Date, $expirationDateStart: Date, $expirationDateEnd: Date, $startDateTime: DateTime, $endDateTime: DateTime, $currentWorkflowStatusId: ID, $nameFilter: String, $locationClientId: ID, $locationPatientId: ID, $skip: Int, $take: Int) {
  getPrescriptionTasks(
    locationId: $locationId
    status: $status
    type: $type
    productClassification: $productClassification
    isAutoship: $isAutoship
    assignedVeterinarianIds: $assignedVeterinarianIds
    assignedToLocationUserId: $assignedToLocationUserId
    nextOrderDateStart: $nextOrderDateStart
    nextOrderDateEnd: $nextOrderDateEnd
    expirationDateStart: $expirationDateStart
    expirationDateEnd: $expirationDateEnd
    startDateTime: $startDateTime
    endDateTime: $endDateTime
    currentWorkflowStatusId: $currentWorkflowStatusId
    nameFilter: $nameFilter
    locationClientId: $locationClientId
    locationPatientId: $locationPatientId
    skip: $skip
    take: $take
  ) {
    ...PrescriptionTaskCardFields
  }
}
    fragment PrescriptionTaskWorkflowFields on PrescriptionTaskWorkflow {
  id
  prescriptionTaskId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
    role {
      id
      name
    }
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTaskCardFields on PrescriptionTask {
  id
  uuid
  locationId
  type
  status
  action
  actionReason
  initiatedBy
  origin
  archived
  createdTimestamp
  quantityRequested
  remainingQty
  nextOrderDate
  expirationDate
  isAutoship
  assignedToLocationUserId
  assignedToLocationUser {
    id
    displayName
  }
  actionedByLocationUser {
    id
    displayName
  }
  prescriptionId
  prescription {
    id
    rxStatus {
      code
      description
    }
    unitPerFill
    prescExpiryDate
  }
  previousPrescriptionId
  previousPrescription {
    id
    unitPerFill
    prescExpiryDate
  }
  productId
  product {
    ...ProductSummaryFields
  }
  flavorId
  flavor {
    id
    name
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
    isActive
  }
  locationPatientId
  locationPatient {
    id
    name
    isActive
    species {
      code
      name
    }
  }
  prescriptionTaskWorkflow {
    ...PrescriptionTaskWorkflowFields
  }
  duplicates {
    kind
    prescriptionTaskId
    prescriptionId
    rxNumber
    productTitle
    at
  }
  safetyFindings {
    ...SafetyFindingFields
  }
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}`) as unknown as TypedDocumentString<GetPrescriptionTasksQuery, GetPrescriptionTasksQueryVariables>;
export const GetPrescriptionTasksGroupedDocument = new TypedDocumentString(`
    query GetPrescriptionTasksGrouped($locationId: ID!, $status: [String!], $type: [String!], $productClassification: String, $isAutoship: Boolean, $assignedVeterinarianIds: [ID!], $assignedToLocationUserId: ID, $nextOrderDateStart: Date, $nextOrderDateEnd: Date, $expirationDateStart: Date, $expirationDateEnd: Date, $startDateTime: DateTime, $endDateTime: DateTime, $currentWorkflowStatusId: ID, $nameFilter: String, $locationClientId: ID, $locationPatientId: ID, $skip: Int, $take: Int, $groupTake: Int) {
  getPrescriptionTasksGrouped(
    locationId: $locationId
    status: $status
    type: $type
    productClassification: $productClassification
    isAutoship: $isAutoship
    assignedVeterinarianIds: $assignedVeterinarianIds
    assignedToLocationUserId: $assignedToLocationUserId
    nextOrderDateStart: $nextOrderDateStart
    nextOrderDateEnd: $nextOrderDateEnd
    expirationDateStart: $expirationDateStart
    expirationDateEnd: $expirationDateEnd
    startDateTime: $startDateTime
    endDateTime: $endDateTime
    currentWorkflowStatusId: $currentWorkflowStatusId
    nameFilter: $nameFilter
    locationClientId: $locationClientId
    locationPatientId: $locationPatientId
    skip: $skip
    take: $take
    groupTake: $groupTake
  ) {
    locationClientId
    count
    locationClient {
      id
      firstName
      lastName
      email
      isActive
    }
    tasks {
      ...PrescriptionTaskCardFields
    }
  }
}
    fragment PrescriptionTaskWorkflowFields on PrescriptionTaskWorkflow {
  id
  prescriptionTaskId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
    role {
      id
      name
    }
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTaskCardFields on PrescriptionTask {
  id
  uuid
  locationId
  type
  status
  action
  actionReason
  initiatedBy
  origin
  archived
  createdTimestamp
  quantityRequested
  remainingQty
  nextOrderDate
  expirationDate
  isAutoship
  assignedToLocationUserId
  assignedToLocationUser {
    id
    displayName
  }
  actionedByLocationUser {
    id
    displayName
  }
  prescriptionId
  prescription {
    id
    rxStatus {
      code
      description
    }
    unitPerFill
    prescExpiryDate
  }
  previousPrescriptionId
  previousPrescription {
    id
    unitPerFill
    prescExpiryDate
  }
  productId
  product {
    ...ProductSummaryFields
  }
  flavorId
  flavor {
    id
    name
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
    isActive
  }
  locationPatientId
  locationPatient {
    id
    name
    isActive
    species {
      code
      name
    }
  }
  prescriptionTaskWorkflow {
    ...PrescriptionTaskWorkflowFields
  }
  duplicates {
    kind
    prescriptionTaskId
    prescriptionId
    rxNumber
    productTitle
    at
  }
  safetyFindings {
    ...SafetyFindingFields
  }
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}`) as unknown as TypedDocumentString<GetPrescriptionTasksGroupedQuery, GetPrescriptionTasksGroupedQueryVariables>;
export const GetPrescriptionTasksGroupedCountDocument = new TypedDocumentString(`
    query GetPrescriptionTasksGroupedCount($locationId: ID!, $status: [String!], $type: [String!], $productClassification: String, $isAutoship: Boolean, $assignedVeterinarianIds: [ID!], $assignedToLocationUserId: ID, $nextOrderDateStart: Date, $nextOrderDateEnd: Date, $expirationDateStart: Date, $expirationDateEnd: Date, $startDateTime: DateTime, $endDateTime: DateTime, $currentWorkflowStatusId: ID, $nameFilter: String, $locationClientId: ID, $locationPatientId: ID) {
  getPrescriptionTasksGroupedCount(
    locationId: $locationId
    status: $status
    type: $type
    productClassification: $productClassification
    isAutoship: $isAutoship
    assignedVeterinarianIds: $assignedVeterinarianIds
    assignedToLocationUserId: $assignedToLocationUserId
    nextOrderDateStart: $nextOrderDateStart
    nextOrderDateEnd: $nextOrderDateEnd
    expirationDateStart: $expirationDateStart
    expirationDateEnd: $expirationDateEnd
    startDateTime: $startDateTime
    endDateTime: $endDateTime
    currentWorkflowStatusId: $currentWorkflowStatusId
    nameFilter: $nameFilter
    locationClientId: $locationClientId
    locationPatientId: $locationPatientId
  )
}
    `) as unknown as TypedDocumentString<GetPrescriptionTasksGroupedCountQuery, GetPrescriptionTasksGroupedCountQueryVariables>;
export const UpsertPrescriptionTaskDocument = new TypedDocumentString(`
    mutation UpsertPrescriptionTask($uuid: String!, $type: String!, $status: String!, $action: String, $initiatedBy: String, $origin: String, $actionReason: String, $actionedByLocationUserUuid: String) {
  upsertPrescriptionTask(
    uuid: $uuid
    type: $type
    status: $status
    action: $action
    initiatedBy: $initiatedBy
    origin: $origin
    actionReason: $actionReason
    actionedByLocationUserUuid: $actionedByLocationUserUuid
  ) {
    ...PrescriptionTaskCardFields
  }
}
    fragment PrescriptionTaskWorkflowFields on PrescriptionTaskWorkflow {
  id
  prescriptionTaskId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
    role {
      id
      name
    }
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTaskCardFields on PrescriptionTask {
  id
  uuid
  locationId
  type
  status
  action
  actionReason
  initiatedBy
  origin
  archived
  createdTimestamp
  quantityRequested
  remainingQty
  nextOrderDate
  expirationDate
  isAutoship
  assignedToLocationUserId
  assignedToLocationUser {
    id
    displayName
  }
  actionedByLocationUser {
    id
    displayName
  }
  prescriptionId
  prescription {
    id
    rxStatus {
      code
      description
    }
    unitPerFill
    prescExpiryDate
  }
  previousPrescriptionId
  previousPrescription {
    id
    unitPerFill
    prescExpiryDate
  }
  productId
  product {
    ...ProductSummaryFields
  }
  flavorId
  flavor {
    id
    name
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
    isActive
  }
  locationPatientId
  locationPatient {
    id
    name
    isActive
    species {
      code
      name
    }
  }
  prescriptionTaskWorkflow {
    ...PrescriptionTaskWorkflowFields
  }
  duplicates {
    kind
    prescriptionTaskId
    prescriptionId
    rxNumber
    productTitle
    at
  }
  safetyFindings {
    ...SafetyFindingFields
  }
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}`) as unknown as TypedDocumentString<UpsertPrescriptionTaskMutation, UpsertPrescriptionTaskMutationVariables>;
export const UpdatePrescriptionTaskWorkflowDocument = new TypedDocumentString(`
    mutation UpdatePrescriptionTaskWorkflow($prescriptionTaskId: ID!, $prescriptionTaskWorkflow: PrescriptionTaskWorkflowInput!, $changedBy: ID) {
  updatePrescriptionTaskWorkflow(
    prescriptionTaskId: $prescriptionTaskId
    prescriptionTaskWorkflow: $prescriptionTaskWorkflow
    changedBy: $changedBy
  ) {
    ...PrescriptionTaskCardFields
  }
}
    fragment PrescriptionTaskWorkflowFields on PrescriptionTaskWorkflow {
  id
  prescriptionTaskId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
    role {
      id
      name
    }
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTaskCardFields on PrescriptionTask {
  id
  uuid
  locationId
  type
  status
  action
  actionReason
  initiatedBy
  origin
  archived
  createdTimestamp
  quantityRequested
  remainingQty
  nextOrderDate
  expirationDate
  isAutoship
  assignedToLocationUserId
  assignedToLocationUser {
    id
    displayName
  }
  actionedByLocationUser {
    id
    displayName
  }
  prescriptionId
  prescription {
    id
    rxStatus {
      code
      description
    }
    unitPerFill
    prescExpiryDate
  }
  previousPrescriptionId
  previousPrescription {
    id
    unitPerFill
    prescExpiryDate
  }
  productId
  product {
    ...ProductSummaryFields
  }
  flavorId
  flavor {
    id
    name
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
    isActive
  }
  locationPatientId
  locationPatient {
    id
    name
    isActive
    species {
      code
      name
    }
  }
  prescriptionTaskWorkflow {
    ...PrescriptionTaskWorkflowFields
  }
  duplicates {
    kind
    prescriptionTaskId
    prescriptionId
    rxNumber
    productTitle
    at
  }
  safetyFindings {
    ...SafetyFindingFields
  }
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}`) as unknown as TypedDocumentString<UpdatePrescriptionTaskWorkflowMutation, UpdatePrescriptionTaskWorkflowMutationVariables>;
export const WorkflowStatusDocument = new TypedDocumentString(`
    query WorkflowStatus {
  workflowStatus {
    id
    description
  }
}
    `) as unknown as TypedDocumentString<WorkflowStatusQuery, WorkflowStatusQueryVariables>;
export const DeclineReasonDocument = new TypedDocumentString(`
    query declineReason {
  declineReason {
    key
    label
    simple
  }
}
    `) as unknown as TypedDocumentString<DeclineReasonQuery, DeclineReasonQueryVariables>;
export const GetPrescriptionAuditTrailDocument = new TypedDocumentString(`
    query GetPrescriptionAuditTrail($prescriptionId: ID!) {
  GetPrescriptionAuditTrail(prescriptionId: $prescriptionId) {
    ...AuditEntryFields
  }
}
    fragment AuditEntryFields on AuditEntry {
  id
  at
  locationId
  operation
  actionLabel
  entity
  entityId
  event
  eventLabel
  actorUserId
  actorUsername
  actorName
  impersonatorUsername
  impersonationReason
  detail
  changes {
    field
    before
    after
  }
}`) as unknown as TypedDocumentString<GetPrescriptionAuditTrailQuery, GetPrescriptionAuditTrailQueryVariables>;
export const GetAuditLogDocument = new TypedDocumentString(`
    query GetAuditLog($filter: AuditLogFilterInput!) {
  GetAuditLog(filter: $filter) {
    total
    actions
    data {
      ...AuditEntryFields
    }
  }
}
    fragment AuditEntryFields on AuditEntry {
  id
  at
  locationId
  operation
  actionLabel
  entity
  entityId
  event
  eventLabel
  actorUserId
  actorUsername
  actorName
  impersonatorUsername
  impersonationReason
  detail
  changes {
    field
    before
    after
  }
}`) as unknown as TypedDocumentString<GetAuditLogQuery, GetAuditLogQueryVariables>;
export const VerifyAuditChainDocument = new TypedDocumentString(`
    query VerifyAuditChain($locationId: ID) {
  VerifyAuditChain(locationId: $locationId) {
    ok
    checked
    message
    firstBroken {
      id
      reason
      message
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyAuditChainQuery, VerifyAuditChainQueryVariables>;
export const GetAuditEntryDocument = new TypedDocumentString(`
    query GetAuditEntry($locationId: ID, $id: ID!) {
  GetAuditEntry(locationId: $locationId, id: $id) {
    ...AuditEntryFields
    fields {
      field
      before
      after
      changed
    }
  }
}
    fragment AuditEntryFields on AuditEntry {
  id
  at
  locationId
  operation
  actionLabel
  entity
  entityId
  event
  eventLabel
  actorUserId
  actorUsername
  actorName
  impersonatorUsername
  impersonationReason
  detail
  changes {
    field
    before
    after
  }
}`) as unknown as TypedDocumentString<GetAuditEntryQuery, GetAuditEntryQueryVariables>;
export const GetAccountActivityDocument = new TypedDocumentString(`
    query GetAccountActivity {
  GetAccountActivity {
    id
    supportUsername
    supportName
    reason
    startedAt
    expiresAt
    endedAt
    state
    endsAt
    changes
  }
}
    `) as unknown as TypedDocumentString<GetAccountActivityQuery, GetAccountActivityQueryVariables>;
export const LocationClientSearchDocument = new TypedDocumentString(`
    query LocationClientSearch($filter: String, $locationId: ID!, $organizationId: ID, $activeFilterType: ActiveFilterType, $take: Int, $skip: Int) {
  locationClientSearch(
    filter: $filter
    locationId: $locationId
    organizationId: $organizationId
    activeFilterType: $activeFilterType
    take: $take
    skip: $skip
  ) {
    count
    data {
      ...LocationClientListFields
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment LocationClientListFields on LocationClient {
  id
  uuid
  firstName
  lastName
  email
  isActive
  pimsId
  pimsProviderId
  pimsConnectionType
  phones {
    ...PhoneFields
  }
  locationPatientClients {
    ...LocationClientPatientLinkFields
    locationPatient {
      id
      name
      isActive
      isDeceased
      species {
        code
        name
      }
    }
  }
}`) as unknown as TypedDocumentString<LocationClientSearchQuery, LocationClientSearchQueryVariables>;
export const GetLocationClientDocument = new TypedDocumentString(`
    query GetLocationClient($id: ID!) {
  getLocationClient(id: $id) {
    ...LocationClientFields
    drivingLicense
    birthdate
    sourceUuid
    locationPatientClients {
      ...LocationClientPatientLinkFields
      locationPatient {
        ...LocationPatientFields
        currentMedications {
          ...PatientMedicationFields
        }
      }
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment LocationClientContactFields on LocationClient {
  id
  uuid
  locationId
  firstName
  lastName
  email
  isActive
  isOfficeUse
  phones {
    ...PhoneFields
  }
  addresses {
    ...AddressFields
  }
}
fragment LocationClientFields on LocationClient {
  ...LocationClientContactFields
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
}
fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment LocationPatientFields on LocationPatient {
  id
  uuid
  locationId
  name
  species {
    code
    name
    icon
  }
  breed {
    code
    name
    speciesCode
  }
  breedId
  gender
  birthdate
  weight
  weightUnit
  isActive
  isDeceased
  deceasedDate
  isOfficeUse
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
  prescVetLocationUserId
  prescVetLocationUser {
    id
    displayName
  }
  ...PatientMedicalFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
  }
}
fragment PatientMedicationFields on PatientMedication {
  key
  source
  name
  code
  ingredients
  dosageForm
  prescriptionId
  prescriptionTaskId
  rxNumber
  rxStatus {
    code
    description
  }
  issuedDate
  prescExpiryDate
}`) as unknown as TypedDocumentString<GetLocationClientQuery, GetLocationClientQueryVariables>;
export const AddLocationClientDocument = new TypedDocumentString(`
    mutation AddLocationClient($locationId: ID!, $input: AddLocationClientInput!) {
  addLocationClient(locationId: $locationId, input: $input) {
    id
    firstName
    lastName
    pimsId
    pimsProviderId
    pimsConnectionType
    isActive
  }
}
    `) as unknown as TypedDocumentString<AddLocationClientMutation, AddLocationClientMutationVariables>;
export const UpdateLocationClientDocument = new TypedDocumentString(`
    mutation UpdateLocationClient($input: UpdateLocationClientInput!) {
  updateLocationClient(input: $input) {
    ...LocationClientFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment LocationClientContactFields on LocationClient {
  id
  uuid
  locationId
  firstName
  lastName
  email
  isActive
  isOfficeUse
  phones {
    ...PhoneFields
  }
  addresses {
    ...AddressFields
  }
}
fragment LocationClientFields on LocationClient {
  ...LocationClientContactFields
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
}`) as unknown as TypedDocumentString<UpdateLocationClientMutation, UpdateLocationClientMutationVariables>;
export const UpsertLocationClientDocument = new TypedDocumentString(`
    mutation UpsertLocationClient($locationId: ID!, $input: UpsertLocationClientInput!) {
  upsertLocationClient(locationId: $locationId, input: $input) {
    ...LocationClientFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment LocationClientContactFields on LocationClient {
  id
  uuid
  locationId
  firstName
  lastName
  email
  isActive
  isOfficeUse
  phones {
    ...PhoneFields
  }
  addresses {
    ...AddressFields
  }
}
fragment LocationClientFields on LocationClient {
  ...LocationClientContactFields
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
}`) as unknown as TypedDocumentString<UpsertLocationClientMutation, UpsertLocationClientMutationVariables>;
export const GetUnlinkedLocationClientsDocument = new TypedDocumentString(`
    query GetUnlinkedLocationClients($locationId: ID!, $activeRequestFilter: Boolean, $filter: String, $nameFilter: String, $skip: Int, $take: Int) {
  getUnlinkedLocationClients(
    locationId: $locationId
    activeRequestFilter: $activeRequestFilter
    filter: $filter
    nameFilter: $nameFilter
    skip: $skip
    take: $take
  ) {
    ...LocationClientListFields
    addresses {
      ...AddressFields
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment LocationClientListFields on LocationClient {
  id
  uuid
  firstName
  lastName
  email
  isActive
  pimsId
  pimsProviderId
  pimsConnectionType
  phones {
    ...PhoneFields
  }
  locationPatientClients {
    ...LocationClientPatientLinkFields
    locationPatient {
      id
      name
      isActive
      isDeceased
      species {
        code
        name
      }
    }
  }
}`) as unknown as TypedDocumentString<GetUnlinkedLocationClientsQuery, GetUnlinkedLocationClientsQueryVariables>;
export const GetPrescriptionCountDocument = new TypedDocumentString(`
    query GetPrescriptionCount($locationId: ID!, $locationClientId: ID, $locationPatientId: ID, $productId: ID, $prescribingVetId: ID, $rxStatusFilters: [String!], $startDateTime: DateTime, $endDateTime: DateTime, $archived: Boolean, $productApprovalTypeFilters: [String!]) {
  getPrescriptionCount(
    locationId: $locationId
    locationClientId: $locationClientId
    locationPatientId: $locationPatientId
    productId: $productId
    prescribingVetId: $prescribingVetId
    rxStatusFilters: $rxStatusFilters
    startDateTime: $startDateTime
    endDateTime: $endDateTime
    archived: $archived
    productApprovalTypeFilters: $productApprovalTypeFilters
  )
}
    `) as unknown as TypedDocumentString<GetPrescriptionCountQuery, GetPrescriptionCountQueryVariables>;
export const GetPrescriptionHistoryDocument = new TypedDocumentString(`
    query GetPrescriptionHistory($locationId: ID!, $skip: Int, $take: Int, $locationClientId: ID, $locationPatientId: ID, $productId: ID, $prescribingVetId: ID, $rxStatusFilters: [String!], $startDateTime: DateTime, $endDateTime: DateTime, $archived: Boolean, $productApprovalTypeFilters: [String!]) {
  getPrescriptionHistory(
    locationId: $locationId
    skip: $skip
    take: $take
    locationClientId: $locationClientId
    locationPatientId: $locationPatientId
    productId: $productId
    prescribingVetId: $prescribingVetId
    rxStatusFilters: $rxStatusFilters
    startDateTime: $startDateTime
    endDateTime: $endDateTime
    archived: $archived
    productApprovalTypeFilters: $productApprovalTypeFilters
  ) {
    ...PrescriptionSummaryFields
  }
}
    fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}`) as unknown as TypedDocumentString<GetPrescriptionHistoryQuery, GetPrescriptionHistoryQueryVariables>;
export const GetPrescriptionTasksCountDocument = new TypedDocumentString(`
    query GetPrescriptionTasksCount($locationId: ID!, $status: [String!], $type: [String!], $productClassification: String, $isAutoship: Boolean, $assignedVeterinarianIds: [ID!], $assignedToLocationUserId: ID, $nextOrderDateStart: Date, $nextOrderDateEnd: Date, $expirationDateStart: Date, $expirationDateEnd: Date, $startDateTime: DateTime, $endDateTime: DateTime, $currentWorkflowStatusId: ID, $nameFilter: String, $locationClientId: ID, $locationPatientId: ID) {
  getPrescriptionTasksCount(
    locationId: $locationId
    status: $status
    type: $type
    productClassification: $productClassification
    isAutoship: $isAutoship
    assignedVeterinarianIds: $assignedVeterinarianIds
    assignedToLocationUserId: $assignedToLocationUserId
    nextOrderDateStart: $nextOrderDateStart
    nextOrderDateEnd: $nextOrderDateEnd
    expirationDateStart: $expirationDateStart
    expirationDateEnd: $expirationDateEnd
    startDateTime: $startDateTime
    endDateTime: $endDateTime
    currentWorkflowStatusId: $currentWorkflowStatusId
    nameFilter: $nameFilter
    locationClientId: $locationClientId
    locationPatientId: $locationPatientId
  )
}
    `) as unknown as TypedDocumentString<GetPrescriptionTasksCountQuery, GetPrescriptionTasksCountQueryVariables>;
export const GetUnlinkedLocationClientsCountDocument = new TypedDocumentString(`
    query GetUnlinkedLocationClientsCount($locationId: ID!, $activeRequestFilter: Boolean, $filter: String, $nameFilter: String) {
  getUnlinkedLocationClientsCount(
    locationId: $locationId
    activeRequestFilter: $activeRequestFilter
    filter: $filter
    nameFilter: $nameFilter
  )
}
    `) as unknown as TypedDocumentString<GetUnlinkedLocationClientsCountQuery, GetUnlinkedLocationClientsCountQueryVariables>;
export const PrescriptionsDocument = new TypedDocumentString(`
    query Prescriptions($locationId: ID!, $rxStatusFilters: [String!], $skip: Int, $take: Int) {
  prescriptions(
    locationId: $locationId
    rxStatusFilters: $rxStatusFilters
    skip: $skip
    take: $take
  ) {
    ...PrescriptionSummaryFields
  }
}
    fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}`) as unknown as TypedDocumentString<PrescriptionsQuery, PrescriptionsQueryVariables>;
export const GetPrescriptionsByLocationPatientIdDocument = new TypedDocumentString(`
    query GetPrescriptionsByLocationPatientId($locationPatientId: ID!, $showArchived: Boolean, $productApprovalTypeFilters: [String!], $skip: Int, $take: Int) {
  getPrescriptionsByLocationPatientId(
    locationPatientId: $locationPatientId
    showArchived: $showArchived
    productApprovalTypeFilters: $productApprovalTypeFilters
    skip: $skip
    take: $take
  ) {
    count
    data {
      ...PrescriptionSummaryFields
    }
  }
}
    fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}`) as unknown as TypedDocumentString<GetPrescriptionsByLocationPatientIdQuery, GetPrescriptionsByLocationPatientIdQueryVariables>;
export const GetPrescriptionDetailDocument = new TypedDocumentString(`
    query GetPrescriptionDetail($id: ID!) {
  getPrescriptionDetail(id: $id) {
    ...RxDetailFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment ProductDetailCardFields on Product {
  ...ProductSummaryFields
  ...ProductTextFields
  productPortalTypes
  productSpecies
  packsizeQty
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  officeUseDeliveryDays
  productWeightRange
  weightMin
  weightMax
  keywords
  hasFlavor
  isHazardous
  isTempSensitive
  isVetExclusive
  status
}
fragment PrescriptionOrderFields on Order {
  ...OrderHeadFields
  uuid
  voided
  lineItems {
    id
    prescriptionId
    status
    shipped
    shippedDate
    dispensedQuantity
    product {
      id
      title
      strengthDisplay
    }
    shipment {
      id
      carrier
      trackingNumber
      trackingURL
    }
  }
}
fragment RxDetailFields on Prescription {
  ...PrescriptionSummaryFields
  ...PrescriptionTermsFields
  pimsConsultId
  declineReason
  archivedAt
  currentWorkflowStatusId
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  authorizingVetLocationUser {
    id
    displayName
    deaLicense
  }
  locationId
  locationClient {
    id
    firstName
    lastName
    isActive
    isOfficeUse
    ...PrintClientFields
  }
  locationPatient {
    id
    name
    isActive
    isDeceased
    weight
    weightUnit
    birthdate
    species {
      code
      name
    }
    allergies {
      code
      name
    }
  }
  product {
    ...ProductDetailCardFields
  }
  submittedBy {
    id
    displayName
  }
  location {
    id
    name
    locationAddresses {
      ...AddressFields
    }
    locationPhones {
      ...PhoneFields
    }
    locationPharmacies {
      code
      name
      fax
      isPrimary
    }
  }
  prescriptionWorkflows {
    ...PrescriptionWorkflowFields
  }
  orders {
    ...PrescriptionOrderFields
  }
  safetyReview {
    ...SafetyReviewFields
  }
  prints {
    ...PrescriptionPrintFields
  }
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment SafetyReviewFields on SafetyReview {
  knowledgeVersion
  findings {
    ...SafetyFindingFields
  }
  overrideReason
  withdrawalTime
  pharmacyLine
}
fragment OrderHeadFields on Order {
  id
  orderNumber
  createdAt
  status {
    id
    code
    description
  }
  placedBy {
    type
    name
  }
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
fragment PrescriptionPrintFields on PrescriptionPrint {
  id
  prescriptionId
  copyNumber
  printedAt
  originalPrintedAt
  impersonatorUsername
  reason
  printedBy {
    id
    displayName
  }
}
fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`) as unknown as TypedDocumentString<GetPrescriptionDetailQuery, GetPrescriptionDetailQueryVariables>;
export const DeclinePrescriptionDocument = new TypedDocumentString(`
    mutation DeclinePrescription($id: ID!, $input: DeclinePrescriptionInput!) {
  declinePrescription(id: $id, input: $input) {
    ...RxDetailFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment ProductDetailCardFields on Product {
  ...ProductSummaryFields
  ...ProductTextFields
  productPortalTypes
  productSpecies
  packsizeQty
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  officeUseDeliveryDays
  productWeightRange
  weightMin
  weightMax
  keywords
  hasFlavor
  isHazardous
  isTempSensitive
  isVetExclusive
  status
}
fragment PrescriptionOrderFields on Order {
  ...OrderHeadFields
  uuid
  voided
  lineItems {
    id
    prescriptionId
    status
    shipped
    shippedDate
    dispensedQuantity
    product {
      id
      title
      strengthDisplay
    }
    shipment {
      id
      carrier
      trackingNumber
      trackingURL
    }
  }
}
fragment RxDetailFields on Prescription {
  ...PrescriptionSummaryFields
  ...PrescriptionTermsFields
  pimsConsultId
  declineReason
  archivedAt
  currentWorkflowStatusId
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  authorizingVetLocationUser {
    id
    displayName
    deaLicense
  }
  locationId
  locationClient {
    id
    firstName
    lastName
    isActive
    isOfficeUse
    ...PrintClientFields
  }
  locationPatient {
    id
    name
    isActive
    isDeceased
    weight
    weightUnit
    birthdate
    species {
      code
      name
    }
    allergies {
      code
      name
    }
  }
  product {
    ...ProductDetailCardFields
  }
  submittedBy {
    id
    displayName
  }
  location {
    id
    name
    locationAddresses {
      ...AddressFields
    }
    locationPhones {
      ...PhoneFields
    }
    locationPharmacies {
      code
      name
      fax
      isPrimary
    }
  }
  prescriptionWorkflows {
    ...PrescriptionWorkflowFields
  }
  orders {
    ...PrescriptionOrderFields
  }
  safetyReview {
    ...SafetyReviewFields
  }
  prints {
    ...PrescriptionPrintFields
  }
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment SafetyReviewFields on SafetyReview {
  knowledgeVersion
  findings {
    ...SafetyFindingFields
  }
  overrideReason
  withdrawalTime
  pharmacyLine
}
fragment OrderHeadFields on Order {
  id
  orderNumber
  createdAt
  status {
    id
    code
    description
  }
  placedBy {
    type
    name
  }
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
fragment PrescriptionPrintFields on PrescriptionPrint {
  id
  prescriptionId
  copyNumber
  printedAt
  originalPrintedAt
  impersonatorUsername
  reason
  printedBy {
    id
    displayName
  }
}
fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`) as unknown as TypedDocumentString<DeclinePrescriptionMutation, DeclinePrescriptionMutationVariables>;
export const ArchivePrescriptionDocument = new TypedDocumentString(`
    mutation ArchivePrescription($id: ID!, $input: ArchivePrescriptionInput!) {
  archivePrescription(id: $id, input: $input) {
    ...RxDetailFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment ProductDetailCardFields on Product {
  ...ProductSummaryFields
  ...ProductTextFields
  productPortalTypes
  productSpecies
  packsizeQty
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  officeUseDeliveryDays
  productWeightRange
  weightMin
  weightMax
  keywords
  hasFlavor
  isHazardous
  isTempSensitive
  isVetExclusive
  status
}
fragment PrescriptionOrderFields on Order {
  ...OrderHeadFields
  uuid
  voided
  lineItems {
    id
    prescriptionId
    status
    shipped
    shippedDate
    dispensedQuantity
    product {
      id
      title
      strengthDisplay
    }
    shipment {
      id
      carrier
      trackingNumber
      trackingURL
    }
  }
}
fragment RxDetailFields on Prescription {
  ...PrescriptionSummaryFields
  ...PrescriptionTermsFields
  pimsConsultId
  declineReason
  archivedAt
  currentWorkflowStatusId
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  authorizingVetLocationUser {
    id
    displayName
    deaLicense
  }
  locationId
  locationClient {
    id
    firstName
    lastName
    isActive
    isOfficeUse
    ...PrintClientFields
  }
  locationPatient {
    id
    name
    isActive
    isDeceased
    weight
    weightUnit
    birthdate
    species {
      code
      name
    }
    allergies {
      code
      name
    }
  }
  product {
    ...ProductDetailCardFields
  }
  submittedBy {
    id
    displayName
  }
  location {
    id
    name
    locationAddresses {
      ...AddressFields
    }
    locationPhones {
      ...PhoneFields
    }
    locationPharmacies {
      code
      name
      fax
      isPrimary
    }
  }
  prescriptionWorkflows {
    ...PrescriptionWorkflowFields
  }
  orders {
    ...PrescriptionOrderFields
  }
  safetyReview {
    ...SafetyReviewFields
  }
  prints {
    ...PrescriptionPrintFields
  }
}
fragment SafetyFindingFields on SafetyFinding {
  code
  kind
  severity
  title
  message
  source
  against {
    key
    source
    label
    rxNumber
    prescriptionId
    prescriptionTaskId
  }
  needsReason
  prohibited
  needsWithdrawalTime
}
fragment SafetyReviewFields on SafetyReview {
  knowledgeVersion
  findings {
    ...SafetyFindingFields
  }
  overrideReason
  withdrawalTime
  pharmacyLine
}
fragment OrderHeadFields on Order {
  id
  orderNumber
  createdAt
  status {
    id
    code
    description
  }
  placedBy {
    type
    name
  }
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
fragment PrescriptionPrintFields on PrescriptionPrint {
  id
  prescriptionId
  copyNumber
  printedAt
  originalPrintedAt
  impersonatorUsername
  reason
  printedBy {
    id
    displayName
  }
}
fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`) as unknown as TypedDocumentString<ArchivePrescriptionMutation, ArchivePrescriptionMutationVariables>;
export const SpeciesDocument = new TypedDocumentString(`
    query Species {
  species {
    code
    name
    icon
  }
}
    `) as unknown as TypedDocumentString<SpeciesQuery, SpeciesQueryVariables>;
export const BreedsBySpeciesDocument = new TypedDocumentString(`
    query BreedsBySpecies($speciesCode: String!) {
  breedsBySpecies(speciesCode: $speciesCode) {
    code
    name
    speciesCode
  }
}
    `) as unknown as TypedDocumentString<BreedsBySpeciesQuery, BreedsBySpeciesQueryVariables>;
export const HealthConditionsBySpeciesDocument = new TypedDocumentString(`
    query HealthConditionsBySpecies($speciesCode: String) {
  healthConditionsBySpecies(speciesCode: $speciesCode) {
    code
    name
    speciesCode
  }
}
    `) as unknown as TypedDocumentString<HealthConditionsBySpeciesQuery, HealthConditionsBySpeciesQueryVariables>;
export const AllergiesDocument = new TypedDocumentString(`
    query Allergies {
  allergies {
    code
    name
  }
}
    `) as unknown as TypedDocumentString<AllergiesQuery, AllergiesQueryVariables>;
export const MedicationsDocument = new TypedDocumentString(`
    query Medications {
  medications {
    code
    name
  }
}
    `) as unknown as TypedDocumentString<MedicationsQuery, MedicationsQueryVariables>;
export const GetOrdersByLocationIdDocument = new TypedDocumentString(`
    query GetOrdersByLocationId($locationId: ID!, $nameSearchInput: String, $statusFilter: [String!], $startDateFilter: DateTime, $endDateFilter: DateTime, $skip: Int, $take: Int) {
  getOrdersByLocationId(
    locationId: $locationId
    nameSearchInput: $nameSearchInput
    statusFilter: $statusFilter
    startDateFilter: $startDateFilter
    endDateFilter: $endDateFilter
    skip: $skip
    take: $take
  ) {
    ...OrderFields
  }
}
    fragment ShipmentFields on Shipment {
  id
  trackingNumber
  trackingURL
  carrier
}
fragment LineItemFields on LineItem {
  id
  uuid
  orderId
  prescriptionId
  product {
    id
    sku
    title
    strengthDisplay
    packsizeDisplay
    imageFront
  }
  patient {
    id
    name
  }
  pharmacy
  dispensedQuantity
  status
  shipped
  shippedDate
  paid
  paidDate
  delivered
  deliveredDate
  refunded
  refundedDate
  voided
  voidedDate
  voidedReason
  amount
  shipment {
    ...ShipmentFields
  }
}
fragment OrderFields on Order {
  id
  uuid
  orderNumber
  orderSummaryOrderNumber
  createdAt
  brvCreatedAtTimestamp
  amount
  status {
    id
    code
    description
  }
  origin
  placedBy {
    type
    name
  }
  shippedDate
  deliveredDate
  voided
  locationClient {
    id
    firstName
    lastName
  }
  lineItems {
    ...LineItemFields
  }
}`) as unknown as TypedDocumentString<GetOrdersByLocationIdQuery, GetOrdersByLocationIdQueryVariables>;
export const GetOrdersByLocationPatientIdsDocument = new TypedDocumentString(`
    query GetOrdersByLocationPatientIds($locationPatientIds: [ID!]!, $nameSearchInput: String, $statusFilter: [String!], $startDateFilter: DateTime, $endDateFilter: DateTime, $skip: Int, $take: Int) {
  getOrdersByLocationPatientIds(
    locationPatientIds: $locationPatientIds
    nameSearchInput: $nameSearchInput
    statusFilter: $statusFilter
    startDateFilter: $startDateFilter
    endDateFilter: $endDateFilter
    skip: $skip
    take: $take
  ) {
    ...OrderFields
  }
}
    fragment ShipmentFields on Shipment {
  id
  trackingNumber
  trackingURL
  carrier
}
fragment LineItemFields on LineItem {
  id
  uuid
  orderId
  prescriptionId
  product {
    id
    sku
    title
    strengthDisplay
    packsizeDisplay
    imageFront
  }
  patient {
    id
    name
  }
  pharmacy
  dispensedQuantity
  status
  shipped
  shippedDate
  paid
  paidDate
  delivered
  deliveredDate
  refunded
  refundedDate
  voided
  voidedDate
  voidedReason
  amount
  shipment {
    ...ShipmentFields
  }
}
fragment OrderFields on Order {
  id
  uuid
  orderNumber
  orderSummaryOrderNumber
  createdAt
  brvCreatedAtTimestamp
  amount
  status {
    id
    code
    description
  }
  origin
  placedBy {
    type
    name
  }
  shippedDate
  deliveredDate
  voided
  locationClient {
    id
    firstName
    lastName
  }
  lineItems {
    ...LineItemFields
  }
}`) as unknown as TypedDocumentString<GetOrdersByLocationPatientIdsQuery, GetOrdersByLocationPatientIdsQueryVariables>;
export const GetOrdersCountDocument = new TypedDocumentString(`
    query GetOrdersCount($locationId: ID!, $locationPatientIds: [ID!], $nameSearchInput: String, $statusFilter: [String!], $startDateFilter: DateTime, $endDateFilter: DateTime) {
  getOrdersCount(
    locationId: $locationId
    locationPatientIds: $locationPatientIds
    nameSearchInput: $nameSearchInput
    statusFilter: $statusFilter
    startDateFilter: $startDateFilter
    endDateFilter: $endDateFilter
  )
}
    `) as unknown as TypedDocumentString<GetOrdersCountQuery, GetOrdersCountQueryVariables>;
export const GetOrderStatusDocument = new TypedDocumentString(`
    query GetOrderStatus {
  getOrderStatus {
    id
    code
    description
  }
}
    `) as unknown as TypedDocumentString<GetOrderStatusQuery, GetOrderStatusQueryVariables>;
export const GetOrderDocument = new TypedDocumentString(`
    query GetOrder($id: ID!) {
  getOrder(id: $id) {
    ...OrderFields
  }
}
    fragment ShipmentFields on Shipment {
  id
  trackingNumber
  trackingURL
  carrier
}
fragment LineItemFields on LineItem {
  id
  uuid
  orderId
  prescriptionId
  product {
    id
    sku
    title
    strengthDisplay
    packsizeDisplay
    imageFront
  }
  patient {
    id
    name
  }
  pharmacy
  dispensedQuantity
  status
  shipped
  shippedDate
  paid
  paidDate
  delivered
  deliveredDate
  refunded
  refundedDate
  voided
  voidedDate
  voidedReason
  amount
  shipment {
    ...ShipmentFields
  }
}
fragment OrderFields on Order {
  id
  uuid
  orderNumber
  orderSummaryOrderNumber
  createdAt
  brvCreatedAtTimestamp
  amount
  status {
    id
    code
    description
  }
  origin
  placedBy {
    type
    name
  }
  shippedDate
  deliveredDate
  voided
  locationClient {
    id
    firstName
    lastName
  }
  lineItems {
    ...LineItemFields
  }
}`) as unknown as TypedDocumentString<GetOrderQuery, GetOrderQueryVariables>;
export const GetLineItemsByPrescriptionIdDocument = new TypedDocumentString(`
    query GetLineItemsByPrescriptionId($prescriptionId: ID!) {
  getLineItemsByPrescriptionId(prescriptionId: $prescriptionId) {
    ...LineItemFields
    order {
      ...OrderHeadFields
    }
  }
}
    fragment ShipmentFields on Shipment {
  id
  trackingNumber
  trackingURL
  carrier
}
fragment LineItemFields on LineItem {
  id
  uuid
  orderId
  prescriptionId
  product {
    id
    sku
    title
    strengthDisplay
    packsizeDisplay
    imageFront
  }
  patient {
    id
    name
  }
  pharmacy
  dispensedQuantity
  status
  shipped
  shippedDate
  paid
  paidDate
  delivered
  deliveredDate
  refunded
  refundedDate
  voided
  voidedDate
  voidedReason
  amount
  shipment {
    ...ShipmentFields
  }
}
fragment OrderHeadFields on Order {
  id
  orderNumber
  createdAt
  status {
    id
    code
    description
  }
  placedBy {
    type
    name
  }
}`) as unknown as TypedDocumentString<GetLineItemsByPrescriptionIdQuery, GetLineItemsByPrescriptionIdQueryVariables>;
export const GetLocationPatientDocument = new TypedDocumentString(`
    query getLocationPatient($id: ID!) {
  getLocationPatient(id: $id) {
    ...LocationPatientFields
    ...PatientMedicationListFields
  }
}
    fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment LocationPatientFields on LocationPatient {
  id
  uuid
  locationId
  name
  species {
    code
    name
    icon
  }
  breed {
    code
    name
    speciesCode
  }
  breedId
  gender
  birthdate
  weight
  weightUnit
  isActive
  isDeceased
  deceasedDate
  isOfficeUse
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
  prescVetLocationUserId
  prescVetLocationUser {
    id
    displayName
  }
  ...PatientMedicalFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
  }
}
fragment PatientMedicationFields on PatientMedication {
  key
  source
  name
  code
  ingredients
  dosageForm
  prescriptionId
  prescriptionTaskId
  rxNumber
  rxStatus {
    code
    description
  }
  issuedDate
  prescExpiryDate
}
fragment PatientMedicationListFields on LocationPatient {
  currentMedications {
    ...PatientMedicationFields
  }
  pendingRequests {
    ...PatientMedicationFields
  }
}`) as unknown as TypedDocumentString<GetLocationPatientQuery, GetLocationPatientQueryVariables>;
export const GetLocationPatientsByFilterDocument = new TypedDocumentString(`
    query GetLocationPatientsByFilter($locationPatientFilter: LocationPatientFilter, $locationIds: [ID!]!) {
  getLocationPatientsByFilter(
    locationPatientFilter: $locationPatientFilter
    locationIds: $locationIds
  ) {
    ...LocationPatientWithClientsFields
  }
}
    fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment LocationPatientFields on LocationPatient {
  id
  uuid
  locationId
  name
  species {
    code
    name
    icon
  }
  breed {
    code
    name
    speciesCode
  }
  breedId
  gender
  birthdate
  weight
  weightUnit
  isActive
  isDeceased
  deceasedDate
  isOfficeUse
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
  prescVetLocationUserId
  prescVetLocationUser {
    id
    displayName
  }
  ...PatientMedicalFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
  }
}
fragment LocationPatientWithClientsFields on LocationPatient {
  ...LocationPatientFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
    locationClient {
      id
      firstName
      lastName
      isActive
    }
  }
}`) as unknown as TypedDocumentString<GetLocationPatientsByFilterQuery, GetLocationPatientsByFilterQueryVariables>;
export const AddLocationPatientDocument = new TypedDocumentString(`
    mutation AddLocationPatient($input: AddLocationPatientInput!) {
  addLocationPatient(input: $input) {
    ...LocationPatientFields
  }
}
    fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment LocationPatientFields on LocationPatient {
  id
  uuid
  locationId
  name
  species {
    code
    name
    icon
  }
  breed {
    code
    name
    speciesCode
  }
  breedId
  gender
  birthdate
  weight
  weightUnit
  isActive
  isDeceased
  deceasedDate
  isOfficeUse
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
  prescVetLocationUserId
  prescVetLocationUser {
    id
    displayName
  }
  ...PatientMedicalFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
  }
}`) as unknown as TypedDocumentString<AddLocationPatientMutation, AddLocationPatientMutationVariables>;
export const UpdateLocationPatientDocument = new TypedDocumentString(`
    mutation UpdateLocationPatient($updatePatientId: ID, $input: UpdateLocationPatientInput!) {
  updateLocationPatient(updatePatientId: $updatePatientId, input: $input) {
    ...LocationPatientFields
  }
}
    fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment LocationPatientFields on LocationPatient {
  id
  uuid
  locationId
  name
  species {
    code
    name
    icon
  }
  breed {
    code
    name
    speciesCode
  }
  breedId
  gender
  birthdate
  weight
  weightUnit
  isActive
  isDeceased
  deceasedDate
  isOfficeUse
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
  prescVetLocationUserId
  prescVetLocationUser {
    id
    displayName
  }
  ...PatientMedicalFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
  }
}`) as unknown as TypedDocumentString<UpdateLocationPatientMutation, UpdateLocationPatientMutationVariables>;
export const UpdateLocationPatientForConflictDocument = new TypedDocumentString(`
    mutation UpdateLocationPatientForConflict($input: UpdateLocationPatientForConflictInput!) {
  updateLocationPatientForConflict(input: $input) {
    id
    weight
    weightUnit
  }
}
    `) as unknown as TypedDocumentString<UpdateLocationPatientForConflictMutation, UpdateLocationPatientForConflictMutationVariables>;
export const UpsertLocationPatientClientDocument = new TypedDocumentString(`
    mutation UpsertLocationPatientClient($input: UpsertLocationPatientClientInput!) {
  upsertLocationPatientClient(input: $input) {
    ...LocationClientPatientLinkFields
  }
}
    fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}`) as unknown as TypedDocumentString<UpsertLocationPatientClientMutation, UpsertLocationPatientClientMutationVariables>;
export const SearchPimsCaretakersDocument = new TypedDocumentString(`
    query searchPimsCaretakers($input: SearchPimsCaretakersInput!) {
  searchPimsCaretakers(input: $input) {
    ...PimsCaretakerFields
  }
}
    fragment PimsPatientFields on PimsPatient {
  id
  pimsId
  providerId
  name
  dateOfBirth
  dateOfDeath
  gender
  breed
  species
  currentWeight
  currentWeightUnit
  currentWeightInPounds
  isDeleted
  isDeceased
  isActive
  allergies
  normalizedGender
  normalizedSpecies
}
fragment PimsCaretakerFields on PimsCaretaker {
  id
  pimsId
  providerId
  pimsAccountId
  pimsConnectionType
  firstName
  lastName
  isActive
  emails {
    address
  }
  phones {
    number
    type
    isPrimary
    isValidMobile
  }
  addresses {
    addressLine1
    addressLine2
    city
    stateProvince
    postalCode
    isPrimary
    isActive
  }
  patients {
    ...PimsPatientFields
  }
}`) as unknown as TypedDocumentString<SearchPimsCaretakersQuery, SearchPimsCaretakersQueryVariables>;
export const GetPimsCaretakerByIdDocument = new TypedDocumentString(`
    query getPimsCaretakerById($input: GetPimsCaretakerByIdInput!) {
  getPimsCaretakerById(input: $input) {
    ...PimsCaretakerFields
  }
}
    fragment PimsPatientFields on PimsPatient {
  id
  pimsId
  providerId
  name
  dateOfBirth
  dateOfDeath
  gender
  breed
  species
  currentWeight
  currentWeightUnit
  currentWeightInPounds
  isDeleted
  isDeceased
  isActive
  allergies
  normalizedGender
  normalizedSpecies
}
fragment PimsCaretakerFields on PimsCaretaker {
  id
  pimsId
  providerId
  pimsAccountId
  pimsConnectionType
  firstName
  lastName
  isActive
  emails {
    address
  }
  phones {
    number
    type
    isPrimary
    isValidMobile
  }
  addresses {
    addressLine1
    addressLine2
    city
    stateProvince
    postalCode
    isPrimary
    isActive
  }
  patients {
    ...PimsPatientFields
  }
}`) as unknown as TypedDocumentString<GetPimsCaretakerByIdQuery, GetPimsCaretakerByIdQueryVariables>;
export const GetPimsCaretakerListDocument = new TypedDocumentString(`
    query getPimsCaretakerList($input: PimsCaretakerListInput!) {
  getPimsCaretakerList(input: $input) {
    count
    data {
      ...PimsCaretakerFields
    }
  }
}
    fragment PimsPatientFields on PimsPatient {
  id
  pimsId
  providerId
  name
  dateOfBirth
  dateOfDeath
  gender
  breed
  species
  currentWeight
  currentWeightUnit
  currentWeightInPounds
  isDeleted
  isDeceased
  isActive
  allergies
  normalizedGender
  normalizedSpecies
}
fragment PimsCaretakerFields on PimsCaretaker {
  id
  pimsId
  providerId
  pimsAccountId
  pimsConnectionType
  firstName
  lastName
  isActive
  emails {
    address
  }
  phones {
    number
    type
    isPrimary
    isValidMobile
  }
  addresses {
    addressLine1
    addressLine2
    city
    stateProvince
    postalCode
    isPrimary
    isActive
  }
  patients {
    ...PimsPatientFields
  }
}`) as unknown as TypedDocumentString<GetPimsCaretakerListQuery, GetPimsCaretakerListQueryVariables>;
export const SearchPimsPatientsDocument = new TypedDocumentString(`
    query searchPimsPatients($input: SearchPimsPatientsInput!) {
  searchPimsPatients(input: $input) {
    ...PimsPatientFields
  }
}
    fragment PimsPatientFields on PimsPatient {
  id
  pimsId
  providerId
  name
  dateOfBirth
  dateOfDeath
  gender
  breed
  species
  currentWeight
  currentWeightUnit
  currentWeightInPounds
  isDeleted
  isDeceased
  isActive
  allergies
  normalizedGender
  normalizedSpecies
}`) as unknown as TypedDocumentString<SearchPimsPatientsQuery, SearchPimsPatientsQueryVariables>;
export const GetPimsPatientListDocument = new TypedDocumentString(`
    query getPimsPatientList($input: PimsPatientListInput!) {
  getPimsPatientList(input: $input) {
    count
    data {
      ...PimsPatientFields
    }
  }
}
    fragment PimsPatientFields on PimsPatient {
  id
  pimsId
  providerId
  name
  dateOfBirth
  dateOfDeath
  gender
  breed
  species
  currentWeight
  currentWeightUnit
  currentWeightInPounds
  isDeleted
  isDeceased
  isActive
  allergies
  normalizedGender
  normalizedSpecies
}`) as unknown as TypedDocumentString<GetPimsPatientListQuery, GetPimsPatientListQueryVariables>;
export const GetPimsPatientByIdDocument = new TypedDocumentString(`
    query getPimsPatientById($input: GetPimsPatientByIdInput!) {
  getPimsPatientById(input: $input) {
    ...PimsPatientFields
  }
}
    fragment PimsPatientFields on PimsPatient {
  id
  pimsId
  providerId
  name
  dateOfBirth
  dateOfDeath
  gender
  breed
  species
  currentWeight
  currentWeightUnit
  currentWeightInPounds
  isDeleted
  isDeceased
  isActive
  allergies
  normalizedGender
  normalizedSpecies
}`) as unknown as TypedDocumentString<GetPimsPatientByIdQuery, GetPimsPatientByIdQueryVariables>;
export const GetLocationClientByPimsIdDocument = new TypedDocumentString(`
    query GetLocationClientByPimsId($pimsAccountId: String!, $pimsId: String!) {
  getLocationClientByPimsId(pimsAccountId: $pimsAccountId, pimsId: $pimsId) {
    ...LocationClientFields
    locationPatientClients {
      ...LocationClientPatientLinkFields
      locationPatient {
        ...LocationPatientFields
      }
    }
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment LocationClientContactFields on LocationClient {
  id
  uuid
  locationId
  firstName
  lastName
  email
  isActive
  isOfficeUse
  phones {
    ...PhoneFields
  }
  addresses {
    ...AddressFields
  }
}
fragment LocationClientFields on LocationClient {
  ...LocationClientContactFields
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
}
fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment LocationPatientFields on LocationPatient {
  id
  uuid
  locationId
  name
  species {
    code
    name
    icon
  }
  breed {
    code
    name
    speciesCode
  }
  breedId
  gender
  birthdate
  weight
  weightUnit
  isActive
  isDeceased
  deceasedDate
  isOfficeUse
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
  prescVetLocationUserId
  prescVetLocationUser {
    id
    displayName
  }
  ...PatientMedicalFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
  }
}`) as unknown as TypedDocumentString<GetLocationClientByPimsIdQuery, GetLocationClientByPimsIdQueryVariables>;
export const GetLocationPatientByPimsIdDocument = new TypedDocumentString(`
    query GetLocationPatientByPimsId($pimsId: String!, $pimsAccountId: String!, $locationId: ID!) {
  getLocationPatientByPimsId(
    pimsId: $pimsId
    pimsAccountId: $pimsAccountId
    locationId: $locationId
  ) {
    ...LocationPatientWithClientsFields
  }
}
    fragment LocationClientPatientLinkFields on LocationPatientClient {
  id
  locationPatientId
  locationClientId
  isActive
  isPrimary
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment LocationPatientFields on LocationPatient {
  id
  uuid
  locationId
  name
  species {
    code
    name
    icon
  }
  breed {
    code
    name
    speciesCode
  }
  breedId
  gender
  birthdate
  weight
  weightUnit
  isActive
  isDeceased
  deceasedDate
  isOfficeUse
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
  prescVetLocationUserId
  prescVetLocationUser {
    id
    displayName
  }
  ...PatientMedicalFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
  }
}
fragment LocationPatientWithClientsFields on LocationPatient {
  ...LocationPatientFields
  locationPatientClients {
    ...LocationClientPatientLinkFields
    locationClient {
      id
      firstName
      lastName
      isActive
    }
  }
}`) as unknown as TypedDocumentString<GetLocationPatientByPimsIdQuery, GetLocationPatientByPimsIdQueryVariables>;
export const GetInstallInformationDocument = new TypedDocumentString(`
    query getInstallInformation($pimsInput: PimsInput!) {
  getInstallInformation(pimsInput: $pimsInput) {
    pimsAccountId
    practiceName
    pims
    schedule {
      nextRun
      frequency
    }
  }
}
    `) as unknown as TypedDocumentString<GetInstallInformationQuery, GetInstallInformationQueryVariables>;
export const GetInstallStatusDocument = new TypedDocumentString(`
    query getInstallStatus($pimsInput: PimsInput!) {
  getInstallStatus(pimsInput: $pimsInput) {
    pimsAccountId
    lastHeartbeat
    extraction {
      ...PimsInstallStageFields
    }
    intermediate {
      ...PimsInstallStageFields
    }
    staging {
      ...PimsInstallStageFields
    }
  }
}
    fragment PimsInstallStageFields on PimsInstallStage {
  status
  startTime
  endTime
  elapsedTime
  lastSuccessful
}`) as unknown as TypedDocumentString<GetInstallStatusQuery, GetInstallStatusQueryVariables>;
export const SyncPimsUsersDocument = new TypedDocumentString(`
    mutation syncPimsUsers($pimsAccountId: String!, $pimsConnectionType: String!, $accountUuid: String!) {
  syncPimsUsers(
    pimsAccountId: $pimsAccountId
    pimsConnectionType: $pimsConnectionType
    accountUuid: $accountUuid
  ) {
    isSuccess
    count
  }
}
    `) as unknown as TypedDocumentString<SyncPimsUsersMutation, SyncPimsUsersMutationVariables>;
export const UpdateLocationClientLinkDocument = new TypedDocumentString(`
    mutation UpdateLocationClientLink($input: UpdateLocationClientLinkInput!) {
  updateLocationClientLink(input: $input) {
    ...LocationClientFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment LocationClientContactFields on LocationClient {
  id
  uuid
  locationId
  firstName
  lastName
  email
  isActive
  isOfficeUse
  phones {
    ...PhoneFields
  }
  addresses {
    ...AddressFields
  }
}
fragment LocationClientFields on LocationClient {
  ...LocationClientContactFields
  pimsId
  pimsProviderId
  pimsConnectionType
  isPIMSImport
}`) as unknown as TypedDocumentString<UpdateLocationClientLinkMutation, UpdateLocationClientLinkMutationVariables>;
export const GetPimsConsultsByPatientIdDocument = new TypedDocumentString(`
    query getPimsConsultsByPatientId($patientId: String!, $pimsInput: PimsInput!) {
  getPimsConsultsByPatientId(patientId: $patientId, pimsInput: $pimsInput) {
    ...PimsConsultFields
  }
}
    fragment PimsConsultFields on PimsConsult {
  id
  code
  date
  description
  diagnosis
  status
  pimsUser {
    displayName
  }
}`) as unknown as TypedDocumentString<GetPimsConsultsByPatientIdQuery, GetPimsConsultsByPatientIdQueryVariables>;
export const GetPimsConsultsByCodeDocument = new TypedDocumentString(`
    query getPimsConsultsByCode($code: String!, $patientId: String!, $pimsInput: PimsInput!) {
  getPimsConsultsByCode(code: $code, patientId: $patientId, pimsInput: $pimsInput) {
    ...PimsConsultFields
  }
}
    fragment PimsConsultFields on PimsConsult {
  id
  code
  date
  description
  diagnosis
  status
  pimsUser {
    displayName
  }
}`) as unknown as TypedDocumentString<GetPimsConsultsByCodeQuery, GetPimsConsultsByCodeQueryVariables>;
export const ReasonForCompoundDocument = new TypedDocumentString(`
    query ReasonForCompound {
  reasonForCompound {
    id
    reasonForCompound
    allergicIngredient
  }
}
    `) as unknown as TypedDocumentString<ReasonForCompoundQuery, ReasonForCompoundQueryVariables>;
export const GetPrescriptionDocument = new TypedDocumentString(`
    query GetPrescription($id: ID!) {
  getPrescription(id: $id) {
    ...PrescriptionDetailFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionDetailFields on Prescription {
  ...PrescriptionSummaryFields
  ...PrescriptionTermsFields
  authorizingVetLocationUser {
    id
    displayName
    deaLicense
    deaLicenseExpiration
    vetLicenseNumber
    vetLicenseState
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  currentWorkflowStatusId
  prescriptionWorkflows {
    ...PrescriptionWorkflowFields
  }
  locationClient {
    id
    firstName
    lastName
    isActive
    isOfficeUse
    ...PrintClientFields
  }
  locationPatient {
    weight
    weightUnit
    birthdate
    isActive
    prescVetLocationUserId
    ...PatientMedicalFields
  }
  product {
    ...ProductDetailFields
  }
  locationId
  location {
    id
    name
    ...LocationContactFields
  }
  pimsConsultId
  declineReason
  submittedBy {
    id
    displayName
  }
}
fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
fragment ProductDetailFields on Product {
  id
  uuid
  sku
  title
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  manufacturer
  ...ProductTextFields
  classification
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  productSpecies
  productFlavors {
    id
    name
  }
  strengthDisplay
  normalizedStrength
  unitMeasure
  packsizeDisplay
  packsizeQty
  dosageDisplay
  productWeightRange
  weightMin
  weightMax
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
    acquisitionCost
    minimumAdvertisedPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  productApprovalType
  productPortalTypes
  isHazardous
  isControlled
  deaSchedule
  isTempSensitive
  isOutOfStock
  status
  isActive
  isVetExclusive
  compound
  hasPharmacyRationale
  hasFlavor
  diet
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  officeUseDeliveryDays
  isOfficeUse
  keywords
  parentProductId
  imageFront
  imageBack
  imageTiltLeft
  imageTiltRight
  imageAdditional
  labelledDoseRanges {
    species
    minMgPerKg
    maxMgPerKg
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`) as unknown as TypedDocumentString<GetPrescriptionQuery, GetPrescriptionQueryVariables>;
export const AddPrescriptionDocument = new TypedDocumentString(`
    mutation AddPrescription($input: PrescriptionInput!, $addPrescriptionType: AddPrescriptionType!, $prescriptionTaskToAttach: PrescriptionTaskToAttachInput) {
  addPrescription(
    input: $input
    addPrescriptionType: $addPrescriptionType
    prescriptionTaskToAttach: $prescriptionTaskToAttach
  ) {
    ...PrescriptionDetailFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionDetailFields on Prescription {
  ...PrescriptionSummaryFields
  ...PrescriptionTermsFields
  authorizingVetLocationUser {
    id
    displayName
    deaLicense
    deaLicenseExpiration
    vetLicenseNumber
    vetLicenseState
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  currentWorkflowStatusId
  prescriptionWorkflows {
    ...PrescriptionWorkflowFields
  }
  locationClient {
    id
    firstName
    lastName
    isActive
    isOfficeUse
    ...PrintClientFields
  }
  locationPatient {
    weight
    weightUnit
    birthdate
    isActive
    prescVetLocationUserId
    ...PatientMedicalFields
  }
  product {
    ...ProductDetailFields
  }
  locationId
  location {
    id
    name
    ...LocationContactFields
  }
  pimsConsultId
  declineReason
  submittedBy {
    id
    displayName
  }
}
fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
fragment ProductDetailFields on Product {
  id
  uuid
  sku
  title
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  manufacturer
  ...ProductTextFields
  classification
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  productSpecies
  productFlavors {
    id
    name
  }
  strengthDisplay
  normalizedStrength
  unitMeasure
  packsizeDisplay
  packsizeQty
  dosageDisplay
  productWeightRange
  weightMin
  weightMax
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
    acquisitionCost
    minimumAdvertisedPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  productApprovalType
  productPortalTypes
  isHazardous
  isControlled
  deaSchedule
  isTempSensitive
  isOutOfStock
  status
  isActive
  isVetExclusive
  compound
  hasPharmacyRationale
  hasFlavor
  diet
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  officeUseDeliveryDays
  isOfficeUse
  keywords
  parentProductId
  imageFront
  imageBack
  imageTiltLeft
  imageTiltRight
  imageAdditional
  labelledDoseRanges {
    species
    minMgPerKg
    maxMgPerKg
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`) as unknown as TypedDocumentString<AddPrescriptionMutation, AddPrescriptionMutationVariables>;
export const UpdatePrescriptionDocument = new TypedDocumentString(`
    mutation UpdatePrescription($id: ID, $input: PrescriptionUpdateInput!, $addPrescriptionType: AddPrescriptionType!, $prescriptionTaskToAttach: PrescriptionTaskToAttachInput) {
  updatePrescription(
    id: $id
    input: $input
    addPrescriptionType: $addPrescriptionType
    prescriptionTaskToAttach: $prescriptionTaskToAttach
  ) {
    ...PrescriptionDetailFields
  }
}
    fragment PhoneFields on Phone {
  id
  uuid
  phoneTypeId
  phoneType {
    id
    description
  }
  phoneNumber
  isActive
  isPrimary
}
fragment AddressFields on Address {
  id
  uuid
  addressTypeId
  addressType {
    id
    description
  }
  addressLine1
  addressLine2
  city
  state
  zip
  isActive
}
fragment PharmacyFields on LocationPharmacy {
  code
  name
  fax
  isPrimary
}
fragment LocationContactFields on Location {
  locationAddresses {
    ...AddressFields
  }
  locationPhones {
    ...PhoneFields
  }
  locationPharmacies {
    ...PharmacyFields
  }
}
fragment PatientMedicalFields on LocationPatient {
  allergies {
    code
    name
  }
  healthConditions {
    code
    name
  }
  medications {
    code
    name
  }
}
fragment ProductSummaryFields on Product {
  id
  uuid
  sku
  title
  classification
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  strengthDisplay
  packsizeDisplay
  packsizeQty
  productApprovalType
  isControlled
  deaSchedule
  isActive
  isOutOfStock
  compound
  hasPharmacyRationale
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  imageFront
}
fragment PrescriptionSummaryFields on Prescription {
  id
  uuid
  rxNumber
  name
  rxStatus {
    code
    description
  }
  isFillable
  archived
  issuedDate
  draftCreateDate
  prescExpiryDate
  refills
  prnFlag
  unitPerFill
  directions
  isOfficeUse
  rxOrigin {
    code
  }
  createdAt
  authorizingVet
  authorizingVetLocationUser {
    id
    displayName
  }
  locationClientId
  locationClient {
    id
    firstName
    lastName
  }
  locationPatientId
  locationPatient {
    id
    name
    species {
      code
      name
    }
  }
  productId
  product {
    ...ProductSummaryFields
  }
}
fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}
fragment PrescriptionDetailFields on Prescription {
  ...PrescriptionSummaryFields
  ...PrescriptionTermsFields
  authorizingVetLocationUser {
    id
    displayName
    deaLicense
    deaLicenseExpiration
    vetLicenseNumber
    vetLicenseState
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  currentWorkflowStatusId
  prescriptionWorkflows {
    ...PrescriptionWorkflowFields
  }
  locationClient {
    id
    firstName
    lastName
    isActive
    isOfficeUse
    ...PrintClientFields
  }
  locationPatient {
    weight
    weightUnit
    birthdate
    isActive
    prescVetLocationUserId
    ...PatientMedicalFields
  }
  product {
    ...ProductDetailFields
  }
  locationId
  location {
    id
    name
    ...LocationContactFields
  }
  pimsConsultId
  declineReason
  submittedBy {
    id
    displayName
  }
}
fragment PrescriptionTermsFields on Prescription {
  notifyClientDate
  daysSupply
  flavorId
  flavor {
    id
    name
  }
  reasonForCompound
  allergicIngredient
  noteToClient
  noteToPharmacy
  autoShipPrompt
  systemOrigin
}
fragment PrintClientFields on LocationClient {
  addresses {
    ...AddressFields
  }
  phones {
    ...PhoneFields
  }
}
fragment ProductDetailFields on Product {
  id
  uuid
  sku
  title
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  manufacturer
  ...ProductTextFields
  classification
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  productSpecies
  productFlavors {
    id
    name
  }
  strengthDisplay
  normalizedStrength
  unitMeasure
  packsizeDisplay
  packsizeQty
  dosageDisplay
  productWeightRange
  weightMin
  weightMax
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
    acquisitionCost
    minimumAdvertisedPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  productApprovalType
  productPortalTypes
  isHazardous
  isControlled
  deaSchedule
  isTempSensitive
  isOutOfStock
  status
  isActive
  isVetExclusive
  compound
  hasPharmacyRationale
  hasFlavor
  diet
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  officeUseDeliveryDays
  isOfficeUse
  keywords
  parentProductId
  imageFront
  imageBack
  imageTiltLeft
  imageTiltRight
  imageAdditional
  labelledDoseRanges {
    species
    minMgPerKg
    maxMgPerKg
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`) as unknown as TypedDocumentString<UpdatePrescriptionMutation, UpdatePrescriptionMutationVariables>;
export const DeletePrescriptionDocument = new TypedDocumentString(`
    mutation DeletePrescription($id: ID!, $input: DeletePrescriptionInput) {
  deletePrescription(id: $id, input: $input) {
    id
    rxStatus {
      code
      description
    }
    declineReason
    locationClientId
    locationPatientId
  }
}
    `) as unknown as TypedDocumentString<DeletePrescriptionMutation, DeletePrescriptionMutationVariables>;
export const UpsertPrescriptionWorkflowDocument = new TypedDocumentString(`
    mutation upsertPrescriptionWorkflow($input: PrescriptionWorkflowInput!) {
  upsertPrescriptionWorkflow(input: $input) {
    ...PrescriptionWorkflowFields
  }
}
    fragment PrescriptionWorkflowFields on PrescriptionWorkflow {
  id
  prescriptionId
  currentWorkflowStatusId
  currentWorkflowStatus {
    id
    description
  }
  workflowLocationUserId
  workflowLocationUser {
    id
    displayName
    isActive
  }
  assignDate
  assignedByLocationUserId
  internalNote
}`) as unknown as TypedDocumentString<UpsertPrescriptionWorkflowMutation, UpsertPrescriptionWorkflowMutationVariables>;
export const RecordPrescriptionPrintDocument = new TypedDocumentString(`
    mutation RecordPrescriptionPrint($prescriptionId: ID!, $reason: String) {
  recordPrescriptionPrint(prescriptionId: $prescriptionId, reason: $reason) {
    ...PrescriptionPrintFields
  }
}
    fragment PrescriptionPrintFields on PrescriptionPrint {
  id
  prescriptionId
  copyNumber
  printedAt
  originalPrintedAt
  impersonatorUsername
  reason
  printedBy {
    id
    displayName
  }
}`) as unknown as TypedDocumentString<RecordPrescriptionPrintMutation, RecordPrescriptionPrintMutationVariables>;
export const ProductFamiliesDocument = new TypedDocumentString(`
    query ProductFamilies($filter: String, $speciesId: [String!], $locationId: ID!, $showComboCompoundProducts: Boolean, $isOfficeUse: Boolean, $skip: Int, $take: Int) {
  productFamilies(
    filter: $filter
    speciesId: $speciesId
    locationId: $locationId
    showComboCompoundProducts: $showComboCompoundProducts
    isOfficeUse: $isOfficeUse
    skip: $skip
    take: $take
  ) {
    ...ProductFamilySearchResultFields
  }
}
    fragment ProductFamilySearchResultFields on ProductFamilySearchResult {
  id
  productFamily
  name
  description
  classification
  species
  isOfficeUse
  sku
  srp
  whenShipOffice {
    min
    max
  }
  whenShipRx {
    min
    max
  }
  imageURL
  dosage
  presentationFID
  brands
  compound
  lowestFamilyId
  isOutOfStock
  isActive
  isPreferredPrescribed
  isPrnOnly
  ingredients
  facilities
  origin
  parentUuid
  priceRange {
    min
    max
  }
}`) as unknown as TypedDocumentString<ProductFamiliesQuery, ProductFamiliesQueryVariables>;
export const ProductFamiliesCountDocument = new TypedDocumentString(`
    query ProductFamiliesCount($filter: String, $speciesId: [String!], $locationId: ID!, $showComboCompoundProducts: Boolean, $isOfficeUse: Boolean) {
  productFamiliesCount(
    filter: $filter
    speciesId: $speciesId
    locationId: $locationId
    showComboCompoundProducts: $showComboCompoundProducts
    isOfficeUse: $isOfficeUse
  )
}
    `) as unknown as TypedDocumentString<ProductFamiliesCountQuery, ProductFamiliesCountQueryVariables>;
export const SearchProductFamiliesDocument = new TypedDocumentString(`
    query SearchProductFamilies($text: String, $filters: [SearchFilterInput!], $limit: Int, $offset: Int, $locationId: ID!, $isOfficeUse: Boolean) {
  searchProductFamilies(
    text: $text
    filters: $filters
    limit: $limit
    offset: $offset
    locationId: $locationId
    isOfficeUse: $isOfficeUse
  ) {
    metadata {
      qTime
      responseCode
      noOfResults
      offset
      searchedTerm
      totalResultsFound
      filters {
        ...SearchFilterFields
      }
    }
    results {
      ...ProductFamilySearchResultFields
    }
  }
}
    fragment ProductFamilySearchResultFields on ProductFamilySearchResult {
  id
  productFamily
  name
  description
  classification
  species
  isOfficeUse
  sku
  srp
  whenShipOffice {
    min
    max
  }
  whenShipRx {
    min
    max
  }
  imageURL
  dosage
  presentationFID
  brands
  compound
  lowestFamilyId
  isOutOfStock
  isActive
  isPreferredPrescribed
  isPrnOnly
  ingredients
  facilities
  origin
  parentUuid
  priceRange {
    min
    max
  }
}
fragment SearchFilterFields on SearchFilter {
  key
  label
  type
  options {
    count
    name
    value
    selected
  }
}`) as unknown as TypedDocumentString<SearchProductFamiliesQuery, SearchProductFamiliesQueryVariables>;
export const SearchProductFamiliesCountDocument = new TypedDocumentString(`
    query SearchProductFamiliesCount($text: String, $filters: [SearchFilterInput!], $locationId: ID!, $isOfficeUse: Boolean) {
  searchProductFamiliesCount(
    text: $text
    filters: $filters
    locationId: $locationId
    isOfficeUse: $isOfficeUse
  )
}
    `) as unknown as TypedDocumentString<SearchProductFamiliesCountQuery, SearchProductFamiliesCountQueryVariables>;
export const GetSearchFiltersDocument = new TypedDocumentString(`
    query getSearchFilters($text: String, $filters: [SearchFilterInput!], $locationId: ID!, $isOfficeUse: Boolean) {
  getSearchFilters(
    text: $text
    filters: $filters
    locationId: $locationId
    isOfficeUse: $isOfficeUse
  ) {
    ...SearchFilterFields
  }
}
    fragment SearchFilterFields on SearchFilter {
  key
  label
  type
  options {
    count
    name
    value
    selected
  }
}`) as unknown as TypedDocumentString<GetSearchFiltersQuery, GetSearchFiltersQueryVariables>;
export const GetProductPresentationsForProductFamilyDocument = new TypedDocumentString(`
    query GetProductPresentationsForProductFamily($locationId: ID!, $productFamily: String!, $isOfficeUse: Boolean, $flavorIds: [ID!], $rxDeliveryDaysFilter: [String!]) {
  getProductPresentationsForProductFamily(
    locationId: $locationId
    productFamily: $productFamily
    isOfficeUse: $isOfficeUse
    flavorIds: $flavorIds
    rxDeliveryDaysFilter: $rxDeliveryDaysFilter
  ) {
    id
    description
    dosageForm
    image
    productCount
    isOutOfStock
  }
}
    `) as unknown as TypedDocumentString<GetProductPresentationsForProductFamilyQuery, GetProductPresentationsForProductFamilyQueryVariables>;
export const GetProductPresentationByIdDocument = new TypedDocumentString(`
    query GetProductPresentationById($id: ID!) {
  getProductPresentationById(id: $id) {
    id
    description
    dosageForm
    image
  }
}
    `) as unknown as TypedDocumentString<GetProductPresentationByIdQuery, GetProductPresentationByIdQueryVariables>;
export const GetProductByProductIdDocument = new TypedDocumentString(`
    query GetProductByProductId($id: ID!) {
  getProductByProductId(id: $id) {
    ...ProductDetailFields
  }
}
    fragment ProductDetailFields on Product {
  id
  uuid
  sku
  title
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  manufacturer
  ...ProductTextFields
  classification
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  productSpecies
  productFlavors {
    id
    name
  }
  strengthDisplay
  normalizedStrength
  unitMeasure
  packsizeDisplay
  packsizeQty
  dosageDisplay
  productWeightRange
  weightMin
  weightMax
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
    acquisitionCost
    minimumAdvertisedPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  productApprovalType
  productPortalTypes
  isHazardous
  isControlled
  deaSchedule
  isTempSensitive
  isOutOfStock
  status
  isActive
  isVetExclusive
  compound
  hasPharmacyRationale
  hasFlavor
  diet
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  officeUseDeliveryDays
  isOfficeUse
  keywords
  parentProductId
  imageFront
  imageBack
  imageTiltLeft
  imageTiltRight
  imageAdditional
  labelledDoseRanges {
    species
    minMgPerKg
    maxMgPerKg
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`) as unknown as TypedDocumentString<GetProductByProductIdQuery, GetProductByProductIdQueryVariables>;
export const GetProductsExtendedDataFromProductFamilyDocument = new TypedDocumentString(`
    query GetProductsExtendedDataFromProductFamily($productFamily: String!, $productPresentationId: ID, $configureFilter: ConfigureFilterInput, $isOfficeUse: Boolean, $locationId: ID!) {
  getProductsExtendedDataFromProductFamily(
    productFamily: $productFamily
    productPresentationId: $productPresentationId
    configureFilter: $configureFilter
    isOfficeUse: $isOfficeUse
    locationId: $locationId
  ) {
    flavorProductMap {
      flavorId
      flavor
    }
    classificationProductMap {
      classification
      strengthProductMap {
        strength
        weightMin
        weightMax
        productWeightRange
        products {
          ...ProductDetailFields
        }
      }
    }
  }
}
    fragment ProductDetailFields on Product {
  id
  uuid
  sku
  title
  productFamily {
    id
    productFamily
    name
    isPrnOnly
  }
  manufacturer
  ...ProductTextFields
  classification
  productPresentationId
  productPresentation {
    id
    description
    dosageForm
    image
  }
  productSpecies
  productFlavors {
    id
    name
  }
  strengthDisplay
  normalizedStrength
  unitMeasure
  packsizeDisplay
  packsizeQty
  dosageDisplay
  productWeightRange
  weightMin
  weightMax
  priceBooks {
    name
    caretakerPrice
    veterinarianPrice
    acquisitionCost
    minimumAdvertisedPrice
  }
  subscriptionDiscountAmount
  subscriptionDiscountPercent
  productApprovalType
  productPortalTypes
  isHazardous
  isControlled
  deaSchedule
  isTempSensitive
  isOutOfStock
  status
  isActive
  isVetExclusive
  compound
  hasPharmacyRationale
  hasFlavor
  diet
  fullfillmentVendor
  shelfLife
  rxDeliveryDays
  officeUseDeliveryDays
  isOfficeUse
  keywords
  parentProductId
  imageFront
  imageBack
  imageTiltLeft
  imageTiltRight
  imageAdditional
  labelledDoseRanges {
    species
    minMgPerKg
    maxMgPerKg
  }
}
fragment ProductTextFields on Product {
  description
  additionalDescription1
  additionalDescription2
  additionalDescription3
  additionalDescription4
  precautions
  directions
  ingredients
}`) as unknown as TypedDocumentString<GetProductsExtendedDataFromProductFamilyQuery, GetProductsExtendedDataFromProductFamilyQueryVariables>;
export const SandboxStateDocument = new TypedDocumentString(`
    query SandboxState {
  sandboxState {
    ...SandboxStateFields
  }
}
    fragment SandboxStateFields on SandboxState {
  now
  ticks
  tickSeconds
  mode
  trafficPerHour
  seed
}`) as unknown as TypedDocumentString<SandboxStateQuery, SandboxStateQueryVariables>;
export const SandboxActivityDocument = new TypedDocumentString(`
    query SandboxActivity($locationId: ID!, $take: Int) {
  sandboxActivity(locationId: $locationId, take: $take) {
    events {
      id
      at
      party
      kind
      state
      summary
      prescriptionId
      taskId
      orderId
      lineItemId
    }
    lines {
      lineItemId
      orderId
      orderNumber
      orderStatus
      status
      productName
      patientName
      clientName
      prescriptionId
      rxNumber
      rxStatus
      isControlled
      hardCopyReceived
      carrier
      trackingNumber
      trackingUrl
    }
  }
}
    `) as unknown as TypedDocumentString<SandboxActivityQuery, SandboxActivityQueryVariables>;
export const SandboxProductsDocument = new TypedDocumentString(`
    query SandboxProducts($text: String, $controlled: Boolean, $take: Int) {
  sandboxProducts(text: $text, controlled: $controlled, take: $take) {
    id
    title
    isControlled
  }
}
    `) as unknown as TypedDocumentString<SandboxProductsQuery, SandboxProductsQueryVariables>;
export const SandboxCustomersDocument = new TypedDocumentString(`
    query SandboxCustomers($locationId: ID!, $text: String!, $take: Int) {
  sandboxCustomers(locationId: $locationId, text: $text, take: $take) {
    id
    firstName
    lastName
    email
    pets {
      id
      name
      speciesCode
    }
  }
}
    `) as unknown as TypedDocumentString<SandboxCustomersQuery, SandboxCustomersQueryVariables>;
export const SandboxSetClockDocument = new TypedDocumentString(`
    mutation SandboxSetClock($tickSeconds: Int!, $trafficPerHour: Float) {
  sandboxSetClock(tickSeconds: $tickSeconds, trafficPerHour: $trafficPerHour) {
    ...SandboxStateFields
  }
}
    fragment SandboxStateFields on SandboxState {
  now
  ticks
  tickSeconds
  mode
  trafficPerHour
  seed
}`) as unknown as TypedDocumentString<SandboxSetClockMutation, SandboxSetClockMutationVariables>;
export const SandboxPlaceOrderDocument = new TypedDocumentString(`
    mutation SandboxPlaceOrder($input: SandboxOrderInput!) {
  sandboxPlaceOrder(input: $input) {
    outcome
    orderId
    orderNumber
    prescriptionId
    taskId
  }
}
    `) as unknown as TypedDocumentString<SandboxPlaceOrderMutation, SandboxPlaceOrderMutationVariables>;
export const SandboxRecommendDocument = new TypedDocumentString(`
    mutation SandboxRecommend($input: SandboxOrderInput!) {
  sandboxRecommend(input: $input)
}
    `) as unknown as TypedDocumentString<SandboxRecommendMutation, SandboxRecommendMutationVariables>;
export const SandboxRenewDocument = new TypedDocumentString(`
    mutation SandboxRenew($prescriptionId: ID!) {
  sandboxRenew(prescriptionId: $prescriptionId)
}
    `) as unknown as TypedDocumentString<SandboxRenewMutation, SandboxRenewMutationVariables>;
export const SandboxGenerateExpiringDocument = new TypedDocumentString(`
    mutation SandboxGenerateExpiring($locationId: ID!) {
  sandboxGenerateExpiring(locationId: $locationId)
}
    `) as unknown as TypedDocumentString<SandboxGenerateExpiringMutation, SandboxGenerateExpiringMutationVariables>;
export const SandboxAdvancePrescriptionDocument = new TypedDocumentString(`
    mutation SandboxAdvancePrescription($prescriptionId: ID!, $outcome: String) {
  sandboxAdvancePrescription(prescriptionId: $prescriptionId, outcome: $outcome)
}
    `) as unknown as TypedDocumentString<SandboxAdvancePrescriptionMutation, SandboxAdvancePrescriptionMutationVariables>;
export const SandboxReceiveHardCopyDocument = new TypedDocumentString(`
    mutation SandboxReceiveHardCopy($prescriptionId: ID!) {
  sandboxReceiveHardCopy(prescriptionId: $prescriptionId)
}
    `) as unknown as TypedDocumentString<SandboxReceiveHardCopyMutation, SandboxReceiveHardCopyMutationVariables>;
export const SandboxMoveOrderLineDocument = new TypedDocumentString(`
    mutation SandboxMoveOrderLine($lineItemId: ID!, $stop: String) {
  sandboxMoveOrderLine(lineItemId: $lineItemId, stop: $stop)
}
    `) as unknown as TypedDocumentString<SandboxMoveOrderLineMutation, SandboxMoveOrderLineMutationVariables>;
export const SandboxTickDocument = new TypedDocumentString(`
    mutation SandboxTick($locationId: ID, $ticks: Int, $traffic: Boolean) {
  sandboxTick(locationId: $locationId, ticks: $ticks, traffic: $traffic) {
    ticks
    now
    ordersPlaced
    requestsRaised
    requestsCancelled
    prescriptionsMoved
    linesMoved
  }
}
    `) as unknown as TypedDocumentString<SandboxTickMutation, SandboxTickMutationVariables>;
export const ShortcutDocument = new TypedDocumentString(`
    query Shortcut($filter: String, $shortcutType: String, $locationId: ID) {
  shortcut(filter: $filter, shortcutType: $shortcutType, locationId: $locationId) {
    ...ShortcutFields
  }
}
    fragment AdminShortcutFields on Shortcut {
  id
  type
  label
  details
  isActive
  isGlobal
  locationId
}
fragment ShortcutFields on Shortcut {
  ...AdminShortcutFields
  shortcutsLocation {
    locationId
    isActive
    location {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ShortcutQuery, ShortcutQueryVariables>;
export const AddShortcutDocument = new TypedDocumentString(`
    mutation AddShortcut($details: String!, $label: String!, $shortcutType: String!, $locationId: ID, $isGlobal: Boolean) {
  addShortcut(
    details: $details
    label: $label
    shortcutType: $shortcutType
    locationId: $locationId
    isGlobal: $isGlobal
  ) {
    ...ShortcutFields
  }
}
    fragment AdminShortcutFields on Shortcut {
  id
  type
  label
  details
  isActive
  isGlobal
  locationId
}
fragment ShortcutFields on Shortcut {
  ...AdminShortcutFields
  shortcutsLocation {
    locationId
    isActive
    location {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<AddShortcutMutation, AddShortcutMutationVariables>;