import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { LocationRow as LocationRowParent, OrganizationRow as OrganizationRowParent, UserRow as UserRowParent, LocationUserRow as LocationUserRowParent, RoleRow as RoleRowParent, ModuleRow as ModuleRowParent, RolesModuleRow as RolesModuleRowParent, DelegationRow as DelegationRowParent, PhoneRow as PhoneRowParent, AddressRow as AddressRowParent, LocationPharmacyRow as LocationPharmacyRowParent, LocationClientRow as LocationClientRowParent, LocationPatientRow as LocationPatientRowParent, LocationPatientClientRow as LocationPatientClientRowParent, ProductRow as ProductRowParent, ProductPresentationRow as ProductPresentationRowParent, FlavorRow as FlavorRowParent, PrescriptionRow as PrescriptionRowParent, PrescriptionWorkflowRow as PrescriptionWorkflowRowParent, PrescriptionPrintRow as PrescriptionPrintRowParent, PrescriptionTaskRow as PrescriptionTaskRowParent, PrescriptionTaskWorkflowRow as PrescriptionTaskWorkflowRowParent, OrderRow as OrderRowParent, LineItemRow as LineItemRowParent, ShipmentRow as ShipmentRowParent, ShortcutRow as ShortcutRowParent } from '../parents.js';
import type { RequestContext } from '../../context/context.js';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string | number; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  Date: { input: string; output: string; }
  /**
   * VetRx GraphQL contract. Operation documents live in ../operations, one per spec operation, named
   * exactly as the spec names it. Errors carry extensions.code: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND,
   * BAD_USER_INPUT (with extensions.fields: field → message), CONFLICT, INTERNAL.
   */
  DateTime: { input: string | Date; output: string | Date; }
  JSON: { input: unknown; output: unknown; }
};

/** A session in which a support engineer acted as the signed-in user (their account activity). */
export type AccountImpersonation = {
  __typename?: 'AccountImpersonation';
  /** Audit rows written in the user's name during the session. */
  changes: Scalars['Int']['output'];
  /** When Log out ended it (or its expiry, once closed); null while running or expired unclosed. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it ended, expired or will expire. */
  endsAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
  /** ended, expired or running (core's impersonationSessionState). */
  state: Scalars['String']['output'];
  /** The support engineer's name, when known. */
  supportName?: Maybe<Scalars['String']['output']>;
  supportUsername: Scalars['String']['output'];
};

export type ActiveFilterType =
  | 'active'
  | 'all'
  | 'non_active';

/** AddLocationClient input (clients §7). isActive defaults to true. */
export type AddLocationClientInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isPIMSImport?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locationClientAddress?: InputMaybe<Array<AddressInput>>;
  locationClientPhones?: InputMaybe<Array<PhoneInput>>;
  pimsConnectionType?: InputMaybe<Scalars['String']['input']>;
  pimsId?: InputMaybe<Scalars['String']['input']>;
  pimsProviderId?: InputMaybe<Scalars['String']['input']>;
};

/** AddLocation input (admin §7). Support users, or a practice user adding a location to their own organization. */
export type AddLocationInput = {
  HIN?: InputMaybe<Scalars['String']['input']>;
  emailAddress?: InputMaybe<Scalars['String']['input']>;
  isEnabledForWriteback?: InputMaybe<Scalars['Boolean']['input']>;
  isOfficeUseEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isPimsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  locationAccountId?: InputMaybe<Scalars['String']['input']>;
  locationAddresses?: InputMaybe<Array<AddressInput>>;
  locationPhones?: InputMaybe<Array<PhoneInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  pharmacyCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  pimsAccountId?: InputMaybe<Scalars['String']['input']>;
  pimsConnectionType?: InputMaybe<Scalars['String']['input']>;
  pimsWritebackAccountId?: InputMaybe<Scalars['String']['input']>;
  pimsWritebackLocationId?: InputMaybe<Scalars['String']['input']>;
  /** The location portal type id (product display). */
  portalType?: InputMaybe<Scalars['ID']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

/** AddLocationPatient input (clients §7). */
export type AddLocationPatientInput = {
  allergies?: InputMaybe<Array<Scalars['String']['input']>>;
  birthdate?: InputMaybe<Scalars['Date']['input']>;
  breedCode?: InputMaybe<Scalars['String']['input']>;
  currentMeds?: InputMaybe<Array<Scalars['String']['input']>>;
  gender?: InputMaybe<Scalars['String']['input']>;
  healthConditions?: InputMaybe<Array<Scalars['String']['input']>>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isPIMSImport?: InputMaybe<Scalars['Boolean']['input']>;
  locationId: Scalars['ID']['input'];
  locationPatientClients?: InputMaybe<Array<LocationPatientClientInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  pimsConnectionType?: InputMaybe<Scalars['String']['input']>;
  pimsId?: InputMaybe<Scalars['String']['input']>;
  pimsProviderId?: InputMaybe<Scalars['String']['input']>;
  prescVetLocationUserId?: InputMaybe<Scalars['ID']['input']>;
  speciesCode?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
  weightUnit?: InputMaybe<Scalars['String']['input']>;
};

/** AddOrganization input (admin §7); createMatchingLocation adds a location made from the organization. */
export type AddOrganizationInput = {
  HIN?: InputMaybe<Scalars['String']['input']>;
  accountno?: InputMaybe<Scalars['String']['input']>;
  createMatchingLocation?: InputMaybe<Scalars['Boolean']['input']>;
  dbaName?: InputMaybe<Scalars['String']['input']>;
  emailAddress?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  isPIMSEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  organizationAddresses?: InputMaybe<Array<AddressInput>>;
  organizationPhones?: InputMaybe<Array<PhoneInput>>;
  pharmacyCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  website?: InputMaybe<Scalars['String']['input']>;
};

/** How a prescription is saved (prescribing §3): authorized, printed, or kept as a draft. */
export type AddPrescriptionType =
  | 'AuthorizeRx'
  | 'PrintRx'
  | 'SaveAsDraft';

/** AddRole input (admin §7). */
export type AddRoleInput = {
  canAuthorize?: InputMaybe<Scalars['Boolean']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * AddUser input (admin §7): the user's names, e-mail (the username is set equal to it), phones and
 * location assignments. isEnabledInOkta: may the user sign in through the identity provider.
 */
export type AddUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  isEnabledInOkta?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locationsUsers?: InputMaybe<Array<LocationUserAssignmentInput>>;
  phones?: InputMaybe<Array<PhoneInput>>;
};

export type Address = {
  __typename?: 'Address';
  addressLine1: Scalars['String']['output'];
  addressLine2?: Maybe<Scalars['String']['output']>;
  addressType?: Maybe<AddressType>;
  addressTypeId?: Maybe<Scalars['ID']['output']>;
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  state: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type AddressInput = {
  addressLine1: Scalars['String']['input'];
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  addressTypeId?: InputMaybe<Scalars['ID']['input']>;
  city: Scalars['String']['input'];
  state: Scalars['String']['input'];
  uuid?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};

export type AddressType = {
  __typename?: 'AddressType';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type ArchivePrescriptionInput = {
  /** Must be true: archiving cannot be undone. */
  archived: Scalars['Boolean']['input'];
  /** Recorded as the acting location user; a different value is refused. */
  archivedByLocationUserId?: InputMaybe<Scalars['ID']['input']>;
};

/** Where a location's audit chain breaks. */
export type AuditChainBreak = {
  __typename?: 'AuditChainBreak';
  /** The first row that was changed or does not follow its predecessor, or the row the trail now ends at. */
  id?: Maybe<Scalars['ID']['output']>;
  message: Scalars['String']['output'];
  /** changed, link, unkeyed, key or truncated. */
  reason: Scalars['String']['output'];
};

/** The verification of a location's audit chain. */
export type AuditChainVerification = {
  __typename?: 'AuditChainVerification';
  /** Rows checked before the first break (all of them when intact). */
  checked: Scalars['Int']['output'];
  firstBroken?: Maybe<AuditChainBreak>;
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

/** One field an audit row changed (secrets are never shown). */
export type AuditChange = {
  __typename?: 'AuditChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** One audit row: who (and as whom), what, when, and what changed. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** The operation's human name (core's auditActionLabel, e.g. 'Sandbox order line status changed'). */
  actionLabel: Scalars['String']['output'];
  /** The acting location user's display name, else the user's name, else the username; a system actor's name (Sandbox storefront, Sandbox pharmacy, VetRx) for rows no person wrote. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** The acting user (the impersonated user while a support user impersonates). */
  actorUserId?: Maybe<Scalars['ID']['output']>;
  actorUsername?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  changes: Array<AuditChange>;
  /** A workflow step's status and assignee, a decline's reason; null when there is nothing to add. */
  detail?: Maybe<Scalars['String']['output']>;
  entity: Scalars['String']['output'];
  entityId?: Maybe<Scalars['String']['output']>;
  /** What the row means on a prescription's timeline: created, saved, authorized, printed, declined, rejected, archived, workflow, task, pharmacy or changed. */
  event: Scalars['String']['output'];
  /** The label of the event (core's AUDIT_EVENT_LABELS). */
  eventLabel: Scalars['String']['output'];
  /** Every field of the row's before and after, changed or not (the row detail). */
  fields: Array<AuditField>;
  id: Scalars['ID']['output'];
  /** The reason of that impersonation session. */
  impersonationReason?: Maybe<Scalars['String']['output']>;
  /** The support user who impersonated the actor, else null. */
  impersonatorUsername?: Maybe<Scalars['String']['output']>;
  locationId?: Maybe<Scalars['ID']['output']>;
  /** The operation recorded (e.g. AddPrescription, ArchivePrescription). */
  operation: Scalars['String']['output'];
};

/** One field of an audit row, as the row detail shows it: before, after, and whether it changed (secrets are never shown). */
export type AuditField = {
  __typename?: 'AuditField';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  changed: Scalars['Boolean']['output'];
  field: Scalars['String']['output'];
};

/** The Audit Log's filter: a location, and optionally the acting user, the action, a prescription and a date range (from inclusive, to exclusive). */
export type AuditLogFilterInput = {
  /** Keyset paging: only rows older than this row id (pass the last id of the previous page); unlike skip, rows written meanwhile neither repeat nor go missing. */
  beforeId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Include the sandbox storefront's and pharmacy's rows (hidden by default). */
  includeSandbox?: InputMaybe<Scalars['Boolean']['input']>;
  /** The location whose log to read; omitted or null: the rows without a location (roles, organizations, global shortcuts, accounts; support only). */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  prescriptionId?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** At most 500; default 50. */
  take?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of a location's Audit Log, newest first. */
export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  /** The operations recorded at the location (the Action filter's choices; the sandbox's only with includeSandbox); their human names are core's auditActionLabel. */
  actions: Array<Scalars['String']['output']>;
  data: Array<AuditEntry>;
  /** Rows matching the filter. */
  total: Scalars['Int']['output'];
};

export type Breed = {
  __typename?: 'Breed';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  speciesCode: Scalars['String']['output'];
};

/**
 * One request of a bulk approval: whether it qualifies as it stands and, if not, every
 * reason; after BulkApprovePrescriptionTasks, whether it was approved and its prescription.
 */
export type BulkApprovalItem = {
  __typename?: 'BulkApprovalItem';
  approved: Scalars['Boolean']['output'];
  /** Directions of the prescription that will be (or was) approved. */
  directions?: Maybe<Scalars['String']['output']>;
  /** Expiration date (YYYY-MM-DD) as it will be issued (the default when the draft has none). */
  expires?: Maybe<Scalars['String']['output']>;
  prescriptionId?: Maybe<Scalars['ID']['output']>;
  prescriptionTaskId: Scalars['ID']['output'];
  qualifies: Scalars['Boolean']['output'];
  /** Quantity per fill. */
  quantity?: Maybe<Scalars['String']['output']>;
  reasons: Array<Scalars['String']['output']>;
  /** Refills, or PRN. */
  refills?: Maybe<Scalars['String']['output']>;
  rxNumber?: Maybe<Scalars['String']['output']>;
  /** Client, patient and product, for the summary. */
  summary?: Maybe<Scalars['String']['output']>;
};

/**
 * The summary a vet reviews before a bulk approval. `nonce` goes to the identity provider
 * as the OIDC nonce of the re-authentication; the ID token that carries it confirms this summary once, and
 * only requests unchanged since it was shown are approved.
 */
export type BulkApprovalReview = {
  __typename?: 'BulkApprovalReview';
  expiresAt: Scalars['DateTime']['output'];
  issuedAt: Scalars['DateTime']['output'];
  items: Array<BulkApprovalItem>;
  nonce: Scalars['String']['output'];
};

export type ClassificationProducts = {
  __typename?: 'ClassificationProducts';
  classification: Scalars['String']['output'];
  strengthProductMap: Array<StrengthProducts>;
};

export type CodeName = {
  __typename?: 'CodeName';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ConfigureFilterInput = {
  flavorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  maxProductWeight?: InputMaybe<Scalars['Float']['input']>;
  minProductWeight?: InputMaybe<Scalars['Float']['input']>;
  /** Delivery buckets (1-2, 2-3, 3-5, 5+); default 1-2, 2-3, 3-5. */
  rxDeliveryDaysFilter?: InputMaybe<Array<Scalars['String']['input']>>;
  selectedStrength?: InputMaybe<Scalars['String']['input']>;
};

export type DeclinePrescriptionInput = {
  declineReason: Scalars['String']['input'];
  /** Recorded as the acting location user; a different value is refused. */
  declinedByLocationUserId?: InputMaybe<Scalars['ID']['input']>;
};

/** A decline reason (prescribing §4 Other enumerations); `label` is the text sent as the reason. */
export type DeclineReason = {
  __typename?: 'DeclineReason';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Offered by the simpler Decline or Delete RX modal too. */
  simple: Scalars['Boolean']['output'];
};

export type DelegatedUser = {
  __typename?: 'DelegatedUser';
  delegatedLocationUserId: Scalars['ID']['output'];
  delegatedLocationsUsers?: Maybe<LocationUser>;
  id: Scalars['ID']['output'];
  /** The location user who delegates (the vet); read it on delegatedAccess entries. */
  locationUser?: Maybe<LocationUser>;
  locationUserId: Scalars['ID']['output'];
};

/** One delegation to add (AddDelegatedUser): `delegatedLocationUserId` may authorize for `locationUserId`. */
export type DelegatedUserInput = {
  delegatedLocationUserId: Scalars['ID']['input'];
  locationUserId: Scalars['ID']['input'];
};

/** DeletePrescription (reject a draft): who rejects and why. */
export type DeletePrescriptionInput = {
  declineReason?: InputMaybe<Scalars['String']['input']>;
  declinedByLocationUserId?: InputMaybe<Scalars['ID']['input']>;
};

export type FeatureFlag = {
  __typename?: 'FeatureFlag';
  enabled: Scalars['Boolean']['output'];
  feature: Scalars['String']['output'];
};

export type Flavor = {
  __typename?: 'Flavor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type FlavorProduct = {
  __typename?: 'FlavorProduct';
  flavor: Scalars['String']['output'];
  flavorId: Scalars['ID']['output'];
};

/** getPimsCaretakerById input (clients §7): the PIMS id, or the provider id. */
export type GetPimsCaretakerByIdInput = {
  pimsAccountId: Scalars['String']['input'];
  pimsAccountLocationId?: InputMaybe<Scalars['String']['input']>;
  pimsConnectionType: Scalars['String']['input'];
  pimsId?: InputMaybe<Scalars['String']['input']>;
  providerId?: InputMaybe<Scalars['String']['input']>;
};

/** getPimsPatientById input: one PIMS patient by its PIMS id (or provider id). */
export type GetPimsPatientByIdInput = {
  pimsAccountId: Scalars['String']['input'];
  pimsAccountLocationId?: InputMaybe<Scalars['String']['input']>;
  pimsConnectionType: Scalars['String']['input'];
  pimsId: Scalars['String']['input'];
};

export type HealthCondition = {
  __typename?: 'HealthCondition';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  speciesCode?: Maybe<Scalars['String']['output']>;
};

/**
 * A support user's impersonation of a practice user: the impersonation header is
 * honoured only while it is active (not ended, not expired).
 */
export type ImpersonationSession = {
  __typename?: 'ImpersonationSession';
  active: Scalars['Boolean']['output'];
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
  supportUsername: Scalars['String']['output'];
  targetUsername: Scalars['String']['output'];
};

export type LineItem = {
  __typename?: 'LineItem';
  amount?: Maybe<Scalars['Float']['output']>;
  delivered: Scalars['Boolean']['output'];
  deliveredDate?: Maybe<Scalars['DateTime']['output']>;
  dispensedQuantity?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The order this line belongs to. */
  order?: Maybe<Order>;
  orderId: Scalars['ID']['output'];
  paid: Scalars['Boolean']['output'];
  paidDate?: Maybe<Scalars['DateTime']['output']>;
  patient?: Maybe<LocationPatient>;
  pharmacy?: Maybe<Scalars['String']['output']>;
  prescriptionId?: Maybe<Scalars['ID']['output']>;
  product?: Maybe<Product>;
  refunded: Scalars['Boolean']['output'];
  refundedDate?: Maybe<Scalars['DateTime']['output']>;
  shipment?: Maybe<Shipment>;
  shipped: Scalars['Boolean']['output'];
  shippedDate?: Maybe<Scalars['DateTime']['output']>;
  status: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
  voided: Scalars['Boolean']['output'];
  voidedDate?: Maybe<Scalars['DateTime']['output']>;
  voidedReason?: Maybe<Scalars['String']['output']>;
};

export type Location = {
  __typename?: 'Location';
  HIN?: Maybe<Scalars['String']['output']>;
  emailAddress: Scalars['String']['output'];
  /** Names of the feature flags enabled for this location. */
  features: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isEnabledForWriteback: Scalars['Boolean']['output'];
  isOfficeUseEnabled: Scalars['Boolean']['output'];
  isPimsAccountSecretSet: Scalars['Boolean']['output'];
  isPimsEnabled: Scalars['Boolean']['output'];
  isPrimary: Scalars['Boolean']['output'];
  locationAccountId?: Maybe<Scalars['String']['output']>;
  locationAddresses: Array<Address>;
  locationPharmacies: Array<LocationPharmacy>;
  locationPhones: Array<Phone>;
  locationPortalType: PortalType;
  locationPortalTypeId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  organization?: Maybe<Organization>;
  organizationId?: Maybe<Scalars['ID']['output']>;
  pimsAccountId?: Maybe<Scalars['String']['output']>;
  pimsConnectionType?: Maybe<Scalars['String']['output']>;
  pimsWritebackAccountId?: Maybe<Scalars['String']['output']>;
  pimsWritebackLocationId?: Maybe<Scalars['String']['output']>;
  priceBookType: Scalars['String']['output'];
  primaryPharmacy?: Maybe<LocationPharmacy>;
  uuid: Scalars['String']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

export type LocationClient = {
  __typename?: 'LocationClient';
  addresses: Array<Address>;
  birthdate?: Maybe<Scalars['Date']['output']>;
  drivingLicense?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isOfficeUse: Scalars['Boolean']['output'];
  isPIMSImport: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  locationId: Scalars['ID']['output'];
  locationPatientClients: Array<LocationPatientClient>;
  phones: Array<Phone>;
  pimsConnectionType?: Maybe<Scalars['String']['output']>;
  pimsId?: Maybe<Scalars['String']['output']>;
  pimsProviderId?: Maybe<Scalars['String']['output']>;
  sourceUuid?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['String']['output'];
};

export type LocationClientSearchResult = {
  __typename?: 'LocationClientSearchResult';
  count: Scalars['Int']['output'];
  data: Array<LocationClient>;
};

export type LocationPatient = {
  __typename?: 'LocationPatient';
  allergies: Array<CodeName>;
  birthdate?: Maybe<Scalars['Date']['output']>;
  breed?: Maybe<Breed>;
  breedId?: Maybe<Scalars['String']['output']>;
  /** The patient's medication list: active VetRx prescriptions, then recorded medications. */
  currentMedications: Array<PatientMedication>;
  deceasedDate?: Maybe<Scalars['Date']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  healthConditions: Array<CodeName>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isDeceased: Scalars['Boolean']['output'];
  isOfficeUse: Scalars['Boolean']['output'];
  isPIMSImport: Scalars['Boolean']['output'];
  locationId: Scalars['ID']['output'];
  locationPatientClients: Array<LocationPatientClient>;
  medications: Array<CodeName>;
  name: Scalars['String']['output'];
  /** The patient's pending requests, checked for duplicate therapy. */
  pendingRequests: Array<PatientMedication>;
  pimsConnectionType?: Maybe<Scalars['String']['output']>;
  pimsId?: Maybe<Scalars['String']['output']>;
  /** The patient is linked to a PIMS that could not be read: the medications it recorded are missing from the list. */
  pimsMedicationsUnavailable: Scalars['Boolean']['output'];
  pimsProviderId?: Maybe<Scalars['String']['output']>;
  prescVetLocationUser?: Maybe<LocationUser>;
  prescVetLocationUserId?: Maybe<Scalars['ID']['output']>;
  species?: Maybe<Species>;
  uuid: Scalars['String']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
  weightUnit: Scalars['String']['output'];
};

export type LocationPatientClient = {
  __typename?: 'LocationPatientClient';
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isPrimary: Scalars['Boolean']['output'];
  locationClient?: Maybe<LocationClient>;
  locationClientId: Scalars['ID']['output'];
  locationPatient?: Maybe<LocationPatient>;
  locationPatientId: Scalars['ID']['output'];
};

/** A patient's link to a client (LocationPatientClient). */
export type LocationPatientClientInput = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  locationClientId: Scalars['ID']['input'];
  locationPatientId?: InputMaybe<Scalars['ID']['input']>;
};

/** GetLocationPatientsByFilter filter: a search text over patient and client names, species codes. */
export type LocationPatientFilter = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  locationClientId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  species?: InputMaybe<Array<Scalars['String']['input']>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

export type LocationPharmacy = {
  __typename?: 'LocationPharmacy';
  code: Scalars['String']['output'];
  fax?: Maybe<Scalars['String']['output']>;
  isPrimary: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type LocationUser = {
  __typename?: 'LocationUser';
  deaLicense?: Maybe<Scalars['String']['output']>;
  deaLicenseExpiration?: Maybe<Scalars['Date']['output']>;
  /** Vets on whose behalf this location user may authorize. */
  delegatedAccess: Array<DelegatedUser>;
  /** Users this location user delegates prescribing authority to. */
  delegatedUsers: Array<DelegatedUser>;
  displayName: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  employeeId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isPendingAuth: Scalars['Boolean']['output'];
  isPrimary: Scalars['Boolean']['output'];
  location: Location;
  locationId: Scalars['ID']['output'];
  locationUserPhones: Array<Phone>;
  notificationEmail?: Maybe<Scalars['String']['output']>;
  pimsId?: Maybe<Scalars['String']['output']>;
  profilePictureThumbnailUrl?: Maybe<Scalars['String']['output']>;
  profilePictureUrl?: Maybe<Scalars['String']['output']>;
  role: Role;
  roleId: Scalars['ID']['output'];
  sourceUuid?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  user: User;
  userId: Scalars['ID']['output'];
  uuid: Scalars['String']['output'];
  vetLicenseExpiration?: Maybe<Scalars['Date']['output']>;
  vetLicenseNumber?: Maybe<Scalars['String']['output']>;
  vetLicenseState?: Maybe<Scalars['String']['output']>;
};

/**
 * A location assignment of the Edit User form (AddUser / UpdateUser location users, admin §2.5, §5).
 * `id` names a stored assignment; without it the row is new. Fields left out of a stored assignment
 * keep their stored value (the DEA fields are edited on the profile form, not in the table).
 */
export type LocationUserAssignmentInput = {
  deaLicense?: InputMaybe<Scalars['String']['input']>;
  deaLicenseExpiration?: InputMaybe<Scalars['Date']['input']>;
  employeeId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  roleId?: InputMaybe<Scalars['ID']['input']>;
  vetLicenseExpiration?: InputMaybe<Scalars['Date']['input']>;
  vetLicenseNumber?: InputMaybe<Scalars['String']['input']>;
  vetLicenseState?: InputMaybe<Scalars['String']['input']>;
};

export type LocationsUsersResult = {
  __typename?: 'LocationsUsersResult';
  count: Scalars['Int']['output'];
  data: Array<LocationUser>;
};

/** A minimum and maximum, e.g. shipping days of a family. */
export type MinMax = {
  __typename?: 'MinMax';
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
};

export type Module = {
  __typename?: 'Module';
  childModules: Array<Module>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isNavigation: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  orderBy: Scalars['Int']['output'];
  parentModuleId?: Maybe<Scalars['ID']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds delegations (AddDelegatedUser); pairs already stored are kept as they are. */
  addDelegatedUser: Array<DelegatedUser>;
  /** Adds a location (AddLocation). */
  addLocation: Location;
  addLocationClient: LocationClient;
  addLocationPatient: LocationPatient;
  /** Creates the location's office-use client and patient unless they exist, and returns the client (AddOfficeUseClient). */
  addOfficeUseClient: LocationClient;
  /** Adds an organization (AddOrganization), and its matching location when createMatchingLocation. */
  addOrganization: Organization;
  /** Writes a prescription: authorized, printed or draft; answers a task when prescriptionTaskToAttach is sent. */
  addPrescription: Prescription;
  /** Adds a role with its modules (AddRole); admin support group only. */
  addRole: Role;
  /**
   * Adds a shortcut (AddShortcut): for the caller's location (details up to 620 for a role with the
   * Prescribing Shortcuts page, else up to 250 as in the prescription form's Add Shortcut), or by a
   * support user global or for one location (support form: isGlobal required, details up to 250).
   */
  addShortcut: Shortcut;
  /** Adds a user with their location assignments (AddUser). */
  addUser: User;
  /** Archives a prescription when no related order is in progress (ArchivePrescription). */
  archivePrescription: Prescription;
  /**
   * Approves every given request that qualifies as it stands (re-checked here), each in its own
   * transaction with its own audit row; the others are left alone and listed with their reasons.
   * `idToken` is the ID token of a sign-in at the identity provider within the last 5 minutes
   * (prompt=login, max_age=0) of the same user, made after the summary was shown and
   * carrying its nonce; it confirms that summary once. A request not in the summary, or
   * changed since, is left alone with the reason.
   */
  bulkApprovePrescriptionTasks: Array<BulkApprovalItem>;
  /** Makes one of a user's active assignments their primary location (ChangePrimaryLocation). */
  changePrimaryLocation: User;
  /** Declines a Draft or Created prescription with a reason (DeclinePrescription). */
  declinePrescription: Prescription;
  /** Deletes delegations by id (DeleteDelegatedUser); answers the ids deleted. */
  deleteDelegatedUser: Array<Scalars['ID']['output']>;
  /** Rejects (deletes) a draft: it becomes RejectedDraft, with who and why. */
  deletePrescription: Prescription;
  /** Deletes a shortcut (DeleteShortcut): from the location (locationId), or for everyone (support). */
  deleteShortcut: Shortcut;
  /** Ends the signed-in support user's active impersonation session (Log out); null when none was active. */
  endImpersonation?: Maybe<ImpersonationSession>;
  /** Stores a location user's profile picture (LocationUserProfilePictureUpload). */
  locationUserProfilePictureUpload: LocationUser;
  /** No-op; kept so the Mutation root always exists. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Records one print of an issued prescription before it is printed: the first is the
   * original, each later one a copy that carries the COPY mark with the original's date. Printing a
   * controlled substance's prescription again needs a reason (at most 500 characters; BAD_USER_INPUT on
   * `reason` otherwise). Anyone who may read the prescription may print it; another location's answers
   * NOT_FOUND. Who and when come from the session.
   */
  recordPrescriptionPrint: PrescriptionPrint;
  /** Removes a location user's profile picture (RemoveLocationUserProfilePicture). */
  removeLocationUserProfilePicture: LocationUser;
  /** Queues a failed write-back of the location again, due now (support only, audited); NOT_FOUND when the location has no such row, CONFLICT when it has not failed. */
  retryPimsWriteback: PimsOutboxEntry;
  /** One pharmacy step on a prescription (outcome accept, moreInfo or decline); returns its status code, null when it waits. */
  sandboxAdvancePrescription?: Maybe<Scalars['String']['output']>;
  /** Expiring Rx tasks for the location's prescriptions expiring within a month; returns how many were raised. */
  sandboxGenerateExpiring: Scalars['Int']['output'];
  /** Moves an order line one step on, or stops it (cancel, refund, void); returns its status. */
  sandboxMoveOrderLine: Scalars['String']['output'];
  /** A pet owner orders through the sandbox storefront. */
  sandboxPlaceOrder: SandboxOrderResult;
  /** The hard copy of a prescription reaches the sandbox pharmacy. */
  sandboxReceiveHardCopy: Scalars['Boolean']['output'];
  /** A Recommendation Request through the sandbox storefront; returns the task id. */
  sandboxRecommend: Scalars['ID']['output'];
  /** A Renewal Request for a prescription; returns the task id. */
  sandboxRenew: Scalars['ID']['output'];
  /** Sets the automatic clock (seconds between ticks, 0 off; development only) and the traffic rate (0 to 60 an hour). */
  sandboxSetClock: SandboxState;
  /** Ticks the sandbox clock (1 to 50 times, default 1), at one location or, for support, everywhere; with traffic, the storefront brings new requests and orders (seeded). */
  sandboxTick: SandboxTickResult;
  /**
   * Starts impersonating a practice user (support only): a reason is required and the session lasts
   * `minutes` (default and maximum: VETRX_IMPERSONATION_MAX_MINUTES). Refused for yourself and while
   * already impersonating.
   */
  startImpersonation: ImpersonationSession;
  /**
   * Asks the data service to read the PIMS account's users again (syncPimsUsers). accountUuid is the
   * uuid of the location whose account it is. Support users, or users who manage users at that location.
   */
  syncPimsUsers: PimsUserSyncResult;
  /** Updates a location (UpdateLocation). */
  updateLocation: Location;
  updateLocationClient: LocationClient;
  /**
   * Links a client to its PIMS client ("Update client (link)", clients §4 step 3): the PIMS ids, and the
   * e-mail, addresses and phones only where the client's own are empty.
   */
  updateLocationClientLink: LocationClient;
  /** Updates a patient: the id comes from updatePatientId (the link update) or input.id. */
  updateLocationPatient: LocationPatient;
  updateLocationPatientForConflict: LocationPatient;
  /** Updates a location user's profile (UpdateLocationUser); also links a PIMS user (pimsId). */
  updateLocationUser: LocationUser;
  /**
   * The active switch of a location user, saved at once (UpdateLocationUserActive). Deactivating the
   * primary assignment hands primary to another active assignment of the same user.
   */
  updateLocationUserActive: User;
  /** The notification settings of a location user (UpdateLocationUserNotification). */
  updateLocationUserNotification: LocationUser;
  /** The support writeback switch (UpdateLocationWritebackEnabled); needs a PIMS account id. */
  updateLocationWritebackEnabled: Location;
  /** Updates an organization (UpdateOrganization). */
  updateOrganization: Organization;
  /** Saves an existing draft again (as draft, authorized or printed). Without an id: 'Prescription Id not found'. */
  updatePrescription: Prescription;
  /** Assigns a task's workflow user and status with an internal note (UpdatePrescriptionTaskWorkflow). */
  updatePrescriptionTaskWorkflow: PrescriptionTask;
  /** Updates a role and its modules (UpdateRole); admin support group only. */
  updateRole: Role;
  /**
   * Edits a shortcut (UpdateShortcut). A practice user edits their location's own shortcuts (locationId);
   * support edits any, choosing global or a location.
   */
  updateShortcut: Shortcut;
  /** Updates a user and their location assignments (UpdateUser). */
  updateUser: User;
  /** The caller's own names and phones, from My Account (UpdateUserAccount). */
  updateUserAccount: User;
  upsertLocationClient: LocationClient;
  upsertLocationPatientClient: LocationPatientClient;
  /**
   * Declines a pending task (status VET_DECLINED, action Declined, actionReason); a linked Draft
   * prescription is declined too. An actioned task answers CONFLICT.
   */
  upsertPrescriptionTask: PrescriptionTask;
  /** Records or updates a workflow step of a prescription. */
  upsertPrescriptionWorkflow: PrescriptionWorkflow;
};


export type MutationAddDelegatedUserArgs = {
  input: Array<DelegatedUserInput>;
};


export type MutationAddLocationArgs = {
  input: AddLocationInput;
};


export type MutationAddLocationClientArgs = {
  input: AddLocationClientInput;
  locationId: Scalars['ID']['input'];
};


export type MutationAddLocationPatientArgs = {
  input: AddLocationPatientInput;
};


export type MutationAddOfficeUseClientArgs = {
  locationId: Scalars['ID']['input'];
};


export type MutationAddOrganizationArgs = {
  input: AddOrganizationInput;
};


export type MutationAddPrescriptionArgs = {
  addPrescriptionType: AddPrescriptionType;
  input: PrescriptionInput;
  prescriptionTaskToAttach?: InputMaybe<PrescriptionTaskToAttachInput>;
};


export type MutationAddRoleArgs = {
  input: AddRoleInput;
  rolesModules: Array<RolesModuleInput>;
};


export type MutationAddShortcutArgs = {
  details: Scalars['String']['input'];
  isGlobal?: InputMaybe<Scalars['Boolean']['input']>;
  label: Scalars['String']['input'];
  locationId?: InputMaybe<Scalars['ID']['input']>;
  shortcutType: Scalars['String']['input'];
};


export type MutationAddUserArgs = {
  input: AddUserInput;
};


export type MutationArchivePrescriptionArgs = {
  id: Scalars['ID']['input'];
  input: ArchivePrescriptionInput;
};


export type MutationBulkApprovePrescriptionTasksArgs = {
  idToken: Scalars['String']['input'];
  locationId: Scalars['ID']['input'];
  prescriptionTaskIds: Array<Scalars['ID']['input']>;
};


export type MutationChangePrimaryLocationArgs = {
  locationUserId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationDeclinePrescriptionArgs = {
  id: Scalars['ID']['input'];
  input: DeclinePrescriptionInput;
};


export type MutationDeleteDelegatedUserArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeletePrescriptionArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<DeletePrescriptionInput>;
};


export type MutationDeleteShortcutArgs = {
  id: Scalars['ID']['input'];
  locationId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationLocationUserProfilePictureUploadArgs = {
  file: ProfilePictureFileInput;
  locationUserId: Scalars['ID']['input'];
};


export type MutationRecordPrescriptionPrintArgs = {
  prescriptionId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveLocationUserProfilePictureArgs = {
  locationUserId: Scalars['ID']['input'];
};


export type MutationRetryPimsWritebackArgs = {
  locationId: Scalars['ID']['input'];
  prescriptionId: Scalars['ID']['input'];
};


export type MutationSandboxAdvancePrescriptionArgs = {
  outcome?: InputMaybe<Scalars['String']['input']>;
  prescriptionId: Scalars['ID']['input'];
};


export type MutationSandboxGenerateExpiringArgs = {
  locationId: Scalars['ID']['input'];
};


export type MutationSandboxMoveOrderLineArgs = {
  lineItemId: Scalars['ID']['input'];
  stop?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSandboxPlaceOrderArgs = {
  input: SandboxOrderInput;
};


export type MutationSandboxReceiveHardCopyArgs = {
  prescriptionId: Scalars['ID']['input'];
};


export type MutationSandboxRecommendArgs = {
  input: SandboxOrderInput;
};


export type MutationSandboxRenewArgs = {
  prescriptionId: Scalars['ID']['input'];
};


export type MutationSandboxSetClockArgs = {
  tickSeconds: Scalars['Int']['input'];
  trafficPerHour?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationSandboxTickArgs = {
  locationId?: InputMaybe<Scalars['ID']['input']>;
  ticks?: InputMaybe<Scalars['Int']['input']>;
  traffic?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationStartImpersonationArgs = {
  minutes?: InputMaybe<Scalars['Int']['input']>;
  reason: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationSyncPimsUsersArgs = {
  accountUuid: Scalars['String']['input'];
  pimsAccountId: Scalars['String']['input'];
  pimsConnectionType: Scalars['String']['input'];
};


export type MutationUpdateLocationArgs = {
  input: UpdateLocationInput;
  updateLocationId: Scalars['ID']['input'];
};


export type MutationUpdateLocationClientArgs = {
  input: UpdateLocationClientInput;
};


export type MutationUpdateLocationClientLinkArgs = {
  input: UpdateLocationClientLinkInput;
};


export type MutationUpdateLocationPatientArgs = {
  input: UpdateLocationPatientInput;
  updatePatientId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateLocationPatientForConflictArgs = {
  input: UpdateLocationPatientForConflictInput;
};


export type MutationUpdateLocationUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateLocationUserInput;
};


export type MutationUpdateLocationUserActiveArgs = {
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
};


export type MutationUpdateLocationUserNotificationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateLocationUserNotificationInput;
};


export type MutationUpdateLocationWritebackEnabledArgs = {
  id: Scalars['ID']['input'];
  isEnabledForWriteback: Scalars['Boolean']['input'];
};


export type MutationUpdateOrganizationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrganizationInput;
};


export type MutationUpdatePrescriptionArgs = {
  addPrescriptionType: AddPrescriptionType;
  id?: InputMaybe<Scalars['ID']['input']>;
  input: PrescriptionUpdateInput;
  prescriptionTaskToAttach?: InputMaybe<PrescriptionTaskToAttachInput>;
};


export type MutationUpdatePrescriptionTaskWorkflowArgs = {
  changedBy?: InputMaybe<Scalars['ID']['input']>;
  prescriptionTaskId: Scalars['ID']['input'];
  prescriptionTaskWorkflow: PrescriptionTaskWorkflowInput;
};


export type MutationUpdateRoleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateRoleInput;
  rolesModules: Array<RolesModuleInput>;
};


export type MutationUpdateShortcutArgs = {
  details: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  isGlobal?: InputMaybe<Scalars['Boolean']['input']>;
  label: Scalars['String']['input'];
  locationId?: InputMaybe<Scalars['ID']['input']>;
  shortcutType: Scalars['String']['input'];
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateUserAccountArgs = {
  input: UpdateUserAccountInput;
};


export type MutationUpsertLocationClientArgs = {
  input: UpsertLocationClientInput;
  locationId: Scalars['ID']['input'];
};


export type MutationUpsertLocationPatientClientArgs = {
  input: UpsertLocationPatientClientInput;
};


export type MutationUpsertPrescriptionTaskArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actionReason?: InputMaybe<Scalars['String']['input']>;
  actionedByLocationUserUuid?: InputMaybe<Scalars['String']['input']>;
  initiatedBy?: InputMaybe<Scalars['String']['input']>;
  origin?: InputMaybe<Scalars['String']['input']>;
  status: Scalars['String']['input'];
  type: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


export type MutationUpsertPrescriptionWorkflowArgs = {
  input: PrescriptionWorkflowInput;
};

export type Order = {
  __typename?: 'Order';
  amount?: Maybe<Scalars['Float']['output']>;
  brvCreatedAtTimestamp?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deliveredDate?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  lineItems: Array<LineItem>;
  locationClient?: Maybe<LocationClient>;
  orderNumber: Scalars['String']['output'];
  orderSummaryOrderNumber?: Maybe<Scalars['String']['output']>;
  origin?: Maybe<Scalars['String']['output']>;
  placedBy?: Maybe<PlacedBy>;
  shippedDate?: Maybe<Scalars['DateTime']['output']>;
  status: OrderStatus;
  uuid: Scalars['String']['output'];
  voided: Scalars['Boolean']['output'];
};

export type OrderStatus = {
  __typename?: 'OrderStatus';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type Organization = {
  __typename?: 'Organization';
  HIN?: Maybe<Scalars['String']['output']>;
  accountno: Scalars['String']['output'];
  dbaName?: Maybe<Scalars['String']['output']>;
  emailAddress: Scalars['String']['output'];
  fax?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isPIMSEnabled: Scalars['Boolean']['output'];
  isPimsImportEnabled: Scalars['Boolean']['output'];
  locations: Array<Location>;
  name: Scalars['String']['output'];
  organizationAddresses: Array<Address>;
  organizationPharmacies: Array<LocationPharmacy>;
  organizationPhones: Array<Phone>;
  uuid: Scalars['String']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

/**
 * A medication on the patient's list: an active VetRx prescription (issued, not declined,
 * archived or expired — filled or not), a medication recorded on the patient or in the PIMS, or — in
 * `pendingRequests` — another pending request of the patient.
 */
export type PatientMedication = {
  __typename?: 'PatientMedication';
  /** The recorded medication's reference code. */
  code?: Maybe<Scalars['String']['output']>;
  /** The product's dosage form (chewable-tablet, otic-solution…). */
  dosageForm?: Maybe<Scalars['String']['output']>;
  /** The product's ingredients (active and inactive). */
  ingredients?: Maybe<Scalars['String']['output']>;
  issuedDate?: Maybe<Scalars['DateTime']['output']>;
  /** Unique on the list: rx:{id}, task:{id}, recorded:{code}. */
  key: Scalars['String']['output'];
  /** The product title, or the recorded medication's name. */
  name: Scalars['String']['output'];
  prescExpiryDate?: Maybe<Scalars['Date']['output']>;
  prescriptionId?: Maybe<Scalars['ID']['output']>;
  prescriptionTaskId?: Maybe<Scalars['ID']['output']>;
  rxNumber?: Maybe<Scalars['String']['output']>;
  rxStatus?: Maybe<RxStatus>;
  /** VETRX, RECORDED, PIMS or REQUEST. */
  source: Scalars['String']['output'];
};

export type PharmacyOption = {
  __typename?: 'PharmacyOption';
  code: Scalars['String']['output'];
  fax?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Phone = {
  __typename?: 'Phone';
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isPrimary?: Maybe<Scalars['Boolean']['output']>;
  phoneNumber: Scalars['String']['output'];
  phoneType?: Maybe<PhoneType>;
  phoneTypeId?: Maybe<Scalars['ID']['output']>;
  uuid: Scalars['String']['output'];
};

export type PhoneInput = {
  phoneNumber: Scalars['String']['input'];
  phoneTypeId?: InputMaybe<Scalars['ID']['input']>;
  uuid?: InputMaybe<Scalars['String']['input']>;
};

export type PhoneType = {
  __typename?: 'PhoneType';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** An address of a PIMS client. */
export type PimsAddress = {
  __typename?: 'PimsAddress';
  addressLine1?: Maybe<Scalars['String']['output']>;
  addressLine2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  isActive?: Maybe<Scalars['Boolean']['output']>;
  isPrimary?: Maybe<Scalars['Boolean']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  stateProvince?: Maybe<Scalars['String']['output']>;
};

/** A client (caretaker) as the PIMS holds it (clients §3 PIMS client), with its patients. */
export type PimsCaretaker = {
  __typename?: 'PimsCaretaker';
  addresses: Array<PimsAddress>;
  emails: Array<PimsEmail>;
  firstName?: Maybe<Scalars['String']['output']>;
  /** The data service's id of the record. */
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  patients: Array<PimsPatient>;
  phones: Array<PimsPhone>;
  pimsAccountId: Scalars['String']['output'];
  pimsConnectionType: Scalars['String']['output'];
  pimsId?: Maybe<Scalars['String']['output']>;
  /** The provider's own id, for the connection type that identifies records by provider ids. */
  providerId?: Maybe<Scalars['String']['output']>;
};

/** A page of PIMS clients and how many match in all. */
export type PimsCaretakerList = {
  __typename?: 'PimsCaretakerList';
  count: Scalars['Int']['output'];
  data: Array<PimsCaretaker>;
};

/** getPimsCaretakerList input: a page of the account's PIMS clients, optionally filtered like the search. */
export type PimsCaretakerListInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  patientName?: InputMaybe<Scalars['String']['input']>;
  pimsAccountId: Scalars['String']['input'];
  pimsAccountLocationId?: InputMaybe<Scalars['String']['input']>;
  pimsConnectionType: Scalars['String']['input'];
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

/** A consultation recorded in the practice-management system (prescribing §3 PIMS consult). */
export type PimsConsult = {
  __typename?: 'PimsConsult';
  code?: Maybe<Scalars['String']['output']>;
  date?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  diagnosis?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  pimsUser?: Maybe<PimsUser>;
  status?: Maybe<Scalars['String']['output']>;
};

/** An e-mail of a PIMS client. */
export type PimsEmail = {
  __typename?: 'PimsEmail';
  address?: Maybe<Scalars['String']['output']>;
};

/** The practice-management system account a consult query goes to. */
export type PimsInput = {
  pimsAccountId: Scalars['String']['input'];
  pimsConnectionType: Scalars['String']['input'];
};

/** The install of a PIMS account in the data service (admin §3 Install information). */
export type PimsInstallInformation = {
  __typename?: 'PimsInstallInformation';
  /** The PIMS product (its connection type). */
  pims?: Maybe<Scalars['String']['output']>;
  pimsAccountId: Scalars['String']['output'];
  practiceName?: Maybe<Scalars['String']['output']>;
  schedule?: Maybe<PimsInstallSchedule>;
};

/** When the data service next reads the PIMS, and how often (admin §3 install information). */
export type PimsInstallSchedule = {
  __typename?: 'PimsInstallSchedule';
  /** How often the data service reads the PIMS, e.g. Daily. */
  frequency?: Maybe<Scalars['String']['output']>;
  nextRun?: Maybe<Scalars['DateTime']['output']>;
};

/** One stage of the data service's last run (admin §3 Install status). */
export type PimsInstallStage = {
  __typename?: 'PimsInstallStage';
  /** Seconds between start and end. */
  elapsedTime?: Maybe<Scalars['Int']['output']>;
  endTime?: Maybe<Scalars['DateTime']['output']>;
  lastSuccessful?: Maybe<Scalars['DateTime']['output']>;
  startTime?: Maybe<Scalars['DateTime']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

/**
 * The install status of a PIMS account (admin §3): the last heartbeat and the extraction, intermediate
 * and staging stages. A location is Connected when its status carries a PIMS account id (admin §4).
 */
export type PimsInstallStatus = {
  __typename?: 'PimsInstallStatus';
  extraction?: Maybe<PimsInstallStage>;
  intermediate?: Maybe<PimsInstallStage>;
  lastHeartbeat?: Maybe<Scalars['DateTime']['output']>;
  pimsAccountId?: Maybe<Scalars['String']['output']>;
  staging?: Maybe<PimsInstallStage>;
};

/** One row of a location's PIMS write-back outbox (issue 60), as support sees it: never a secret. */
export type PimsOutboxEntry = {
  __typename?: 'PimsOutboxEntry';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  /** When the next attempt is due (pending rows only). */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  pimsId?: Maybe<Scalars['String']['output']>;
  prescriptionId: Scalars['ID']['output'];
  rxNumber?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  state: Scalars['String']['output'];
};

/** A patient (pet) as the PIMS holds it (clients §3 PIMS patient). */
export type PimsPatient = {
  __typename?: 'PimsPatient';
  allergies: Array<Scalars['String']['output']>;
  breed?: Maybe<Scalars['String']['output']>;
  currentWeight?: Maybe<Scalars['Float']['output']>;
  currentWeightInPounds?: Maybe<Scalars['Float']['output']>;
  currentWeightUnit?: Maybe<Scalars['String']['output']>;
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  dateOfDeath?: Maybe<Scalars['Date']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  /** The data service's id of the record. */
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isDeceased: Scalars['Boolean']['output'];
  isDeleted: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  /** The gender as one of M, F, S, N, O (the PIMS's own normalisation), when it sends one. */
  normalizedGender?: Maybe<Scalars['String']['output']>;
  /** The species as a species code, when the PIMS sends one. */
  normalizedSpecies?: Maybe<Scalars['String']['output']>;
  pimsId?: Maybe<Scalars['String']['output']>;
  /** The provider's own id, for the connection type that identifies records by provider ids. */
  providerId?: Maybe<Scalars['String']['output']>;
  species?: Maybe<Scalars['String']['output']>;
};

/** A page of PIMS patients and how many match in all. */
export type PimsPatientList = {
  __typename?: 'PimsPatientList';
  count: Scalars['Int']['output'];
  data: Array<PimsPatient>;
};

/** getPimsPatientList input: a page of the patients of a PIMS client, or of the whole account. */
export type PimsPatientListInput = {
  pimsAccountId: Scalars['String']['input'];
  pimsAccountLocationId?: InputMaybe<Scalars['String']['input']>;
  pimsCaretakerId?: InputMaybe<Scalars['String']['input']>;
  pimsConnectionType: Scalars['String']['input'];
  providerCaretakerId?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

/** A phone of a PIMS client. */
export type PimsPhone = {
  __typename?: 'PimsPhone';
  isPrimary?: Maybe<Scalars['Boolean']['output']>;
  isValidMobile?: Maybe<Scalars['Boolean']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

export type PimsUser = {
  __typename?: 'PimsUser';
  displayName?: Maybe<Scalars['String']['output']>;
  isProvider?: Maybe<Scalars['Boolean']['output']>;
  originSystem?: Maybe<Scalars['String']['output']>;
  pimsAccountId?: Maybe<Scalars['String']['output']>;
  pimsConnectionType?: Maybe<Scalars['String']['output']>;
  pimsId?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  vetLicenseExpiration?: Maybe<Scalars['Date']['output']>;
  vetLicenseNumber?: Maybe<Scalars['String']['output']>;
  vetLicenseState?: Maybe<Scalars['String']['output']>;
};

/** The answer of a PIMS user sync (admin §4). */
export type PimsUserSyncResult = {
  __typename?: 'PimsUserSyncResult';
  /** How many PIMS users the sync read. */
  count: Scalars['Int']['output'];
  isSuccess: Scalars['Boolean']['output'];
};

/**
 * A prescription's write-back to the patient's medical record in the practice's PIMS (issue 60): pending
 * (retrying at nextAttemptAt after lastError, or not tried yet), sent (with the PIMS's record id), or
 * failed (gave up with lastError; support may queue it again).
 */
export type PimsWriteback = {
  __typename?: 'PimsWriteback';
  attempts: Scalars['Int']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  pimsId?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  state: Scalars['String']['output'];
};

export type PlacedBy = {
  __typename?: 'PlacedBy';
  name?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

export type PortalType = {
  __typename?: 'PortalType';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Prescription = {
  __typename?: 'Prescription';
  allergicIngredient?: Maybe<Scalars['String']['output']>;
  archived: Scalars['Boolean']['output'];
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  archivedByLocationUser?: Maybe<LocationUser>;
  archivedByLocationUserId?: Maybe<Scalars['ID']['output']>;
  authorizingVet?: Maybe<Scalars['ID']['output']>;
  authorizingVetLocationUser?: Maybe<LocationUser>;
  autoShipPrompt: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  currentWorkflowStatusId?: Maybe<Scalars['ID']['output']>;
  daysSupply?: Maybe<Scalars['Int']['output']>;
  declineReason?: Maybe<Scalars['String']['output']>;
  declinedByLocationUser?: Maybe<LocationUser>;
  directions?: Maybe<Scalars['String']['output']>;
  draftCreateDate?: Maybe<Scalars['DateTime']['output']>;
  flavor?: Maybe<Flavor>;
  flavorId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isFillable: Scalars['Boolean']['output'];
  isOfficeUse: Scalars['Boolean']['output'];
  issuedDate?: Maybe<Scalars['DateTime']['output']>;
  location?: Maybe<Location>;
  locationClient?: Maybe<LocationClient>;
  locationClientId?: Maybe<Scalars['ID']['output']>;
  locationId: Scalars['ID']['output'];
  locationPatient?: Maybe<LocationPatient>;
  locationPatientId?: Maybe<Scalars['ID']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  noteToClient?: Maybe<Scalars['String']['output']>;
  noteToPharmacy?: Maybe<Scalars['String']['output']>;
  notifyClientDate?: Maybe<Scalars['Date']['output']>;
  /** Orders with a line item for this prescription, newest first (the archive rule reads their lines). */
  orders: Array<Order>;
  pimsConsultId?: Maybe<Scalars['String']['output']>;
  /** Its write-back to the PIMS; null when it is not written back. */
  pimsWriteback?: Maybe<PimsWriteback>;
  prescExpiryDate?: Maybe<Scalars['Date']['output']>;
  prescriptionWorkflows: Array<PrescriptionWorkflow>;
  /** Every recorded print, oldest first. */
  prints: Array<PrescriptionPrint>;
  prnFlag: Scalars['Boolean']['output'];
  product: Product;
  productId: Scalars['ID']['output'];
  reasonForCompound?: Maybe<Scalars['String']['output']>;
  refills?: Maybe<Scalars['Int']['output']>;
  rxNumber?: Maybe<Scalars['String']['output']>;
  rxOrigin: RxOrigin;
  rxStatus: RxStatus;
  /** The safety review saved with the prescription; null before issue 42 (no review was stored). */
  safetyReview?: Maybe<SafetyReview>;
  /** The location user who submitted (wrote) the prescription: the printed form's Submitted By. */
  submittedBy?: Maybe<LocationUser>;
  systemOrigin?: Maybe<Scalars['String']['output']>;
  unitPerFill?: Maybe<Scalars['Int']['output']>;
  uuid: Scalars['String']['output'];
  workflowLocationUser?: Maybe<LocationUser>;
  workflowLocationUserId?: Maybe<Scalars['ID']['output']>;
};

/** The spec's Prescription save input (AddPrescription). */
export type PrescriptionInput = {
  allergicIngredient?: InputMaybe<Scalars['String']['input']>;
  authorizingVet?: InputMaybe<Scalars['ID']['input']>;
  autoShipPrompt?: InputMaybe<Scalars['Boolean']['input']>;
  currentWorkflowStatusId?: InputMaybe<Scalars['ID']['input']>;
  daysSupply?: InputMaybe<Scalars['Int']['input']>;
  directions?: InputMaybe<Scalars['String']['input']>;
  flavorId?: InputMaybe<Scalars['ID']['input']>;
  isOfficeUse?: InputMaybe<Scalars['Boolean']['input']>;
  issuedDate?: InputMaybe<Scalars['DateTime']['input']>;
  locationClientId?: InputMaybe<Scalars['ID']['input']>;
  locationId: Scalars['ID']['input'];
  locationPatientId?: InputMaybe<Scalars['ID']['input']>;
  noteToClient?: InputMaybe<Scalars['String']['input']>;
  noteToPharmacy?: InputMaybe<Scalars['String']['input']>;
  notifyClientDate?: InputMaybe<Scalars['Date']['input']>;
  pimsConsultId?: InputMaybe<Scalars['ID']['input']>;
  prescExpiryDate?: InputMaybe<Scalars['Date']['input']>;
  prnFlag?: InputMaybe<Scalars['Boolean']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  reasonForCompound?: InputMaybe<Scalars['String']['input']>;
  refills?: InputMaybe<Scalars['Int']['input']>;
  rxOriginCode?: InputMaybe<Scalars['String']['input']>;
  /** Why the vet authorizes despite the safety findings (required when a finding needs it; at most 500 characters). */
  safetyOverrideReason?: InputMaybe<Scalars['String']['input']>;
  unitPerFill?: InputMaybe<Scalars['Int']['input']>;
  /** The withdrawal time of a food-producing animal (required then; at most 100 characters). */
  withdrawalTime?: InputMaybe<Scalars['String']['input']>;
  workflowLocationUserId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of prescriptions and how many match in all. */
export type PrescriptionList = {
  __typename?: 'PrescriptionList';
  count: Scalars['Int']['output'];
  data: Array<Prescription>;
};

/**
 * One print of a prescription: the original (copy 1) or a later copy, who printed it and when, and the
 * reason given (required to reprint a controlled substance's prescription).
 */
export type PrescriptionPrint = {
  __typename?: 'PrescriptionPrint';
  /** 1 for the original, 2 for the first copy, and so on. */
  copyNumber: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The support user who impersonated them, else null. */
  impersonatorUsername?: Maybe<Scalars['String']['output']>;
  /** When the original (copy 1) was printed: the date a copy's COPY mark names. */
  originalPrintedAt: Scalars['DateTime']['output'];
  prescriptionId: Scalars['ID']['output'];
  /** When it was printed (the server's time). */
  printedAt: Scalars['DateTime']['output'];
  /** The location user who printed it (the session's; the impersonated user while support impersonates). */
  printedBy?: Maybe<LocationUser>;
  /** The reason given; required to reprint a controlled substance's prescription. */
  reason?: Maybe<Scalars['String']['output']>;
};

export type PrescriptionTask = {
  __typename?: 'PrescriptionTask';
  action?: Maybe<Scalars['String']['output']>;
  actionReason?: Maybe<Scalars['String']['output']>;
  actionedByLocationUser?: Maybe<LocationUser>;
  archived: Scalars['Boolean']['output'];
  assignedToLocationUser?: Maybe<LocationUser>;
  assignedToLocationUserId?: Maybe<Scalars['ID']['output']>;
  createdTimestamp: Scalars['DateTime']['output'];
  /** Possible duplicates of a pending request, active prescriptions first (empty for other statuses). */
  duplicates: Array<PrescriptionTaskDuplicate>;
  expirationDate?: Maybe<Scalars['Date']['output']>;
  flavor?: Maybe<Flavor>;
  flavorId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  initiatedBy?: Maybe<Scalars['String']['output']>;
  isAutoship: Scalars['Boolean']['output'];
  locationClient: LocationClient;
  locationClientId: Scalars['ID']['output'];
  locationId: Scalars['ID']['output'];
  locationPatient?: Maybe<LocationPatient>;
  locationPatientId?: Maybe<Scalars['ID']['output']>;
  nextOrderDate?: Maybe<Scalars['Date']['output']>;
  origin?: Maybe<Scalars['String']['output']>;
  prescription?: Maybe<Prescription>;
  prescriptionId?: Maybe<Scalars['ID']['output']>;
  prescriptionTaskWorkflow?: Maybe<PrescriptionTaskWorkflow>;
  previousPrescription?: Maybe<Prescription>;
  previousPrescriptionId?: Maybe<Scalars['ID']['output']>;
  product: Product;
  productId: Scalars['ID']['output'];
  quantityRequested?: Maybe<Scalars['Int']['output']>;
  remainingQty?: Maybe<Scalars['Int']['output']>;
  /** The safety check of a pending request (its draft when it has one) against the patient's list; empty for other statuses. */
  safetyFindings: Array<SafetyFinding>;
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
};

/**
 * Another pending request, or an active prescription, for the same patient and product family as a
 * pending request. Exactly one of prescriptionTaskId and prescriptionId is set.
 */
export type PrescriptionTaskDuplicate = {
  __typename?: 'PrescriptionTaskDuplicate';
  /** When the other request was created, or the prescription issued. */
  at: Scalars['DateTime']['output'];
  /** task or prescription */
  kind: Scalars['String']['output'];
  prescriptionId?: Maybe<Scalars['ID']['output']>;
  prescriptionTaskId?: Maybe<Scalars['ID']['output']>;
  productTitle: Scalars['String']['output'];
  rxNumber?: Maybe<Scalars['String']['output']>;
};

/** The tasks of one client, as the approvals page groups them (GetPrescriptionTasksGrouped). */
export type PrescriptionTaskGroup = {
  __typename?: 'PrescriptionTaskGroup';
  /** How many of the client's tasks match the filters. */
  count: Scalars['Int']['output'];
  locationClient: LocationClient;
  locationClientId: Scalars['ID']['output'];
  /** The newest matching tasks of the client, at most `groupTake` of them (newest first). */
  tasks: Array<PrescriptionTask>;
};

/**
 * The task a save answers (prescriptionTaskToAttach). Approving it (AuthorizeRx / PrintRx) makes it
 * VET_APPROVED with action Approved; SaveAsDraft only links the prescription. `status`, when sent, is the
 * status the caller saw: a task that changed since answers CONFLICT. The acting user is always the caller.
 */
export type PrescriptionTaskToAttachInput = {
  action?: InputMaybe<Scalars['String']['input']>;
  actionedByLocationUserUuid?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  initiatedBy?: InputMaybe<Scalars['String']['input']>;
  origin?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type PrescriptionTaskWorkflow = {
  __typename?: 'PrescriptionTaskWorkflow';
  assignDate: Scalars['DateTime']['output'];
  assignedByLocationUserId?: Maybe<Scalars['ID']['output']>;
  currentWorkflowStatus?: Maybe<WorkflowStatus>;
  currentWorkflowStatusId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  internalNote?: Maybe<Scalars['String']['output']>;
  prescriptionTaskId: Scalars['ID']['output'];
  workflowLocationUser?: Maybe<LocationUser>;
  workflowLocationUserId: Scalars['ID']['output'];
};

/** Workflow step of a task (UpdatePrescriptionTaskWorkflow). */
export type PrescriptionTaskWorkflowInput = {
  /** Recorded as the server's time; the value sent is ignored. */
  assignDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Recorded as the acting location user; a different value is refused. */
  assignedByLocationUserId?: InputMaybe<Scalars['ID']['input']>;
  currentWorkflowStatusId: Scalars['ID']['input'];
  internalNote?: InputMaybe<Scalars['String']['input']>;
  prescriptionTaskId: Scalars['ID']['input'];
  workflowLocationUserId: Scalars['ID']['input'];
};

/** The save input of UpdatePrescription: AddPrescription's minus locationId (the record keeps its location). */
export type PrescriptionUpdateInput = {
  allergicIngredient?: InputMaybe<Scalars['String']['input']>;
  authorizingVet?: InputMaybe<Scalars['ID']['input']>;
  autoShipPrompt?: InputMaybe<Scalars['Boolean']['input']>;
  currentWorkflowStatusId?: InputMaybe<Scalars['ID']['input']>;
  daysSupply?: InputMaybe<Scalars['Int']['input']>;
  directions?: InputMaybe<Scalars['String']['input']>;
  flavorId?: InputMaybe<Scalars['ID']['input']>;
  isOfficeUse?: InputMaybe<Scalars['Boolean']['input']>;
  issuedDate?: InputMaybe<Scalars['DateTime']['input']>;
  locationClientId?: InputMaybe<Scalars['ID']['input']>;
  locationPatientId?: InputMaybe<Scalars['ID']['input']>;
  noteToClient?: InputMaybe<Scalars['String']['input']>;
  noteToPharmacy?: InputMaybe<Scalars['String']['input']>;
  notifyClientDate?: InputMaybe<Scalars['Date']['input']>;
  pimsConsultId?: InputMaybe<Scalars['ID']['input']>;
  prescExpiryDate?: InputMaybe<Scalars['Date']['input']>;
  prnFlag?: InputMaybe<Scalars['Boolean']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  reasonForCompound?: InputMaybe<Scalars['String']['input']>;
  refills?: InputMaybe<Scalars['Int']['input']>;
  rxOriginCode?: InputMaybe<Scalars['String']['input']>;
  /** Why the vet authorizes despite the safety findings (required when a finding needs it; at most 500 characters). */
  safetyOverrideReason?: InputMaybe<Scalars['String']['input']>;
  unitPerFill?: InputMaybe<Scalars['Int']['input']>;
  /** The withdrawal time of a food-producing animal (required then; at most 100 characters). */
  withdrawalTime?: InputMaybe<Scalars['String']['input']>;
  workflowLocationUserId?: InputMaybe<Scalars['ID']['input']>;
};

export type PrescriptionWorkflow = {
  __typename?: 'PrescriptionWorkflow';
  assignDate: Scalars['DateTime']['output'];
  assignedByLocationUserId?: Maybe<Scalars['ID']['output']>;
  currentWorkflowStatus?: Maybe<WorkflowStatus>;
  currentWorkflowStatusId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  internalNote?: Maybe<Scalars['String']['output']>;
  prescriptionId: Scalars['ID']['output'];
  workflowLocationUser?: Maybe<LocationUser>;
  workflowLocationUserId: Scalars['ID']['output'];
};

/** A workflow step on a prescription (upsertPrescriptionWorkflow); `id` when updating. */
export type PrescriptionWorkflowInput = {
  /** Recorded as the server's time; the value sent is ignored. */
  assignDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Recorded as the acting location user; the value sent is ignored. */
  assignedByLocationUserId?: InputMaybe<Scalars['ID']['input']>;
  currentWorkflowStatusId: Scalars['ID']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  internalNote?: InputMaybe<Scalars['String']['input']>;
  prescriptionId: Scalars['ID']['input'];
  workflowLocationUserId: Scalars['ID']['input'];
};

export type PriceBook = {
  __typename?: 'PriceBook';
  acquisitionCost?: Maybe<Scalars['Float']['output']>;
  caretakerPrice?: Maybe<Scalars['Float']['output']>;
  minimumAdvertisedPrice?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  veterinarianPrice?: Maybe<Scalars['Float']['output']>;
};

/** A price range in dollars (the location's price book). */
export type PriceRange = {
  __typename?: 'PriceRange';
  max: Scalars['Float']['output'];
  min: Scalars['Float']['output'];
};

export type Product = {
  __typename?: 'Product';
  additionalDescription1?: Maybe<Scalars['String']['output']>;
  additionalDescription2?: Maybe<Scalars['String']['output']>;
  additionalDescription3?: Maybe<Scalars['String']['output']>;
  additionalDescription4?: Maybe<Scalars['String']['output']>;
  classification: Scalars['String']['output'];
  compound: Scalars['Boolean']['output'];
  deaSchedule?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  diet: Scalars['Boolean']['output'];
  directions?: Maybe<Scalars['String']['output']>;
  dosageDisplay?: Maybe<Scalars['String']['output']>;
  fullfillmentVendor?: Maybe<Scalars['String']['output']>;
  hasFlavor: Scalars['Boolean']['output'];
  hasPharmacyRationale: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageAdditional: Array<Scalars['String']['output']>;
  imageBack?: Maybe<Scalars['String']['output']>;
  imageFront?: Maybe<Scalars['String']['output']>;
  imageTiltLeft?: Maybe<Scalars['String']['output']>;
  imageTiltRight?: Maybe<Scalars['String']['output']>;
  ingredients?: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  isControlled: Scalars['Boolean']['output'];
  isHazardous: Scalars['Boolean']['output'];
  isOfficeUse: Scalars['Boolean']['output'];
  isOutOfStock: Scalars['Boolean']['output'];
  isTempSensitive: Scalars['Boolean']['output'];
  isVetExclusive: Scalars['Boolean']['output'];
  keywords: Array<Scalars['String']['output']>;
  manufacturer?: Maybe<Scalars['String']['output']>;
  normalizedStrength?: Maybe<Scalars['String']['output']>;
  officeUseDeliveryDays?: Maybe<Scalars['String']['output']>;
  packsizeDisplay?: Maybe<Scalars['String']['output']>;
  packsizeQty: Scalars['Int']['output'];
  parentProductId?: Maybe<Scalars['ID']['output']>;
  precautions?: Maybe<Scalars['String']['output']>;
  priceBooks: Array<PriceBook>;
  productApprovalType: Scalars['String']['output'];
  productFamily: ProductFamilyRef;
  productFlavors: Array<Flavor>;
  productPortalTypes: Array<Scalars['String']['output']>;
  productPresentation: ProductPresentation;
  productPresentationId: Scalars['ID']['output'];
  productSpecies: Array<Scalars['String']['output']>;
  productWeightRange?: Maybe<Scalars['String']['output']>;
  rxDeliveryDays?: Maybe<Scalars['String']['output']>;
  shelfLife?: Maybe<Scalars['Int']['output']>;
  sku: Scalars['String']['output'];
  status?: Maybe<Scalars['String']['output']>;
  strengthDisplay?: Maybe<Scalars['String']['output']>;
  subscriptionDiscountAmount?: Maybe<Scalars['Float']['output']>;
  subscriptionDiscountPercent?: Maybe<Scalars['Float']['output']>;
  title: Scalars['String']['output'];
  unitMeasure?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['String']['output'];
  weightMax?: Maybe<Scalars['Float']['output']>;
  weightMin?: Maybe<Scalars['Float']['output']>;
};

/** The classification → strength → products map of a family and presentation (prescribing §3). */
export type ProductExtendedData = {
  __typename?: 'ProductExtendedData';
  classificationProductMap: Array<ClassificationProducts>;
  flavorProductMap: Array<FlavorProduct>;
};

export type ProductFamilyRef = {
  __typename?: 'ProductFamilyRef';
  id: Scalars['ID']['output'];
  isPrnOnly: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  productFamily: Scalars['String']['output'];
};

/**
 * One product family as product search lists it (prescribing §3 "Product family search result").
 * `lowestFamilyId` is the id of the family's first product (the one the details modal opens);
 * `priceRange` is the caretaker price range of the family's active products in the location's price book.
 */
export type ProductFamilySearchResult = {
  __typename?: 'ProductFamilySearchResult';
  brands: Array<Scalars['String']['output']>;
  classification: Scalars['String']['output'];
  compound: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  dosage?: Maybe<Scalars['String']['output']>;
  facilities: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageURL?: Maybe<Scalars['String']['output']>;
  ingredients?: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  isOfficeUse: Scalars['Boolean']['output'];
  isOutOfStock: Scalars['Boolean']['output'];
  isPreferredPrescribed: Scalars['Boolean']['output'];
  isPrnOnly: Scalars['Boolean']['output'];
  lowestFamilyId?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  origin?: Maybe<Scalars['String']['output']>;
  parentUuid?: Maybe<Scalars['String']['output']>;
  presentationFID?: Maybe<Scalars['ID']['output']>;
  priceRange?: Maybe<PriceRange>;
  productFamily: Scalars['String']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  species: Array<Scalars['String']['output']>;
  srp?: Maybe<Scalars['Float']['output']>;
  whenShipOffice?: Maybe<MinMax>;
  whenShipRx?: Maybe<MinMax>;
};

export type ProductPresentation = {
  __typename?: 'ProductPresentation';
  description: Scalars['String']['output'];
  dosageForm: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
};

/** A presentation (form) offered for a family, with how many products it has under the filters. */
export type ProductPresentationOption = {
  __typename?: 'ProductPresentationOption';
  description: Scalars['String']['output'];
  dosageForm: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  isOutOfStock: Scalars['Boolean']['output'];
  productCount: Scalars['Int']['output'];
};

/** Search metadata (prescribing §3). */
export type ProductSearchMetadata = {
  __typename?: 'ProductSearchMetadata';
  filters: Array<SearchFilter>;
  /** Results on this page. */
  noOfResults: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** Milliseconds the database took. */
  qTime: Scalars['Int']['output'];
  /** 200 when the search ran. */
  responseCode: Scalars['Int']['output'];
  searchedTerm: Scalars['String']['output'];
  totalResultsFound: Scalars['Int']['output'];
};

export type ProductSearchResponse = {
  __typename?: 'ProductSearchResponse';
  metadata: ProductSearchMetadata;
  results: Array<ProductFamilySearchResult>;
};

/**
 * A picture sent by LocationUserProfilePictureUpload: the file's name, its declared type and its bytes
 * in base64. PNG, JPEG, WebP or GIF whose content matches the declared type, at most 512 KB.
 */
export type ProfilePictureFileInput = {
  base64: Scalars['String']['input'];
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user's own account activity: the sessions in which support acted as them, newest first (at most 50). */
  GetAccountActivity: Array<AccountImpersonation>;
  /** One row of a location's Audit Log (its detail), for whoever may read that log; without a location, a row without one (support). */
  GetAuditEntry: AuditEntry;
  /** A location's Audit Log: practice administrators (User Management) and support; without a location, the rows without one (support). */
  GetAuditLog: AuditLogPage;
  /** A prescription's audit trail, oldest first, for anyone who may read the prescription. */
  GetPrescriptionAuditTrail: Array<AuditEntry>;
  /** Verifies a location's audit chain (without a location: the rows without one, support) with the server's audit keys, and its end; names the first changed, unlinked, unsealed or missing row. */
  VerifyAuditChain: AuditChainVerification;
  addressTypes: Array<AddressType>;
  allergies: Array<CodeName>;
  breedsBySpecies: Array<Breed>;
  /**
   * Which of the given pending requests can be approved as they stand, and why the others cannot (at
   * most 25); a new summary (with its single-use nonce) each time it is asked.
   */
  bulkApprovalPreview: BulkApprovalReview;
  /** The decline reasons in the spec's order (declineReason). */
  declineReason: Array<DeclineReason>;
  featureFlags: Array<FeatureFlag>;
  /** The signed-in support user's active impersonation session, else null. */
  getImpersonationSession?: Maybe<ImpersonationSession>;
  /** The install information of a PIMS account (getInstallInformation); null when the data service has none. */
  getInstallInformation?: Maybe<PimsInstallInformation>;
  /** The install status of a PIMS account (getInstallStatus); null when the data service has none (Not Connected). */
  getInstallStatus?: Maybe<PimsInstallStatus>;
  /** Line items of a prescription's orders, newest order first. */
  getLineItemsByPrescriptionId: Array<LineItem>;
  getLocation?: Maybe<Location>;
  getLocationClient?: Maybe<LocationClient>;
  /**
   * The client of one of the caller's locations (support: any) with this PIMS account linked to this
   * PIMS id (GetLocationClientByPimsId); null when there is none.
   */
  getLocationClientByPimsId?: Maybe<LocationClient>;
  getLocationPatient?: Maybe<LocationPatient>;
  /**
   * The patient of the location linked to this PIMS id (GetLocationPatientByPimsId); null when there is
   * none. The location must be the caller's (support: any) and its PIMS account `pimsAccountId`.
   */
  getLocationPatientByPimsId?: Maybe<LocationPatient>;
  getLocationPatientsByFilter: Array<LocationPatient>;
  getLocationUser?: Maybe<LocationUser>;
  /**
   * The location users of a location that hold a role (getLocationUserByLocationIdAndRole), active ones
   * unless activeFilterType says otherwise. The location must be the caller's (support: any).
   */
  getLocationUserByLocationIdAndRole: Array<LocationUser>;
  getLocationUsersThatCanAuthorize: Array<LocationUser>;
  /** The location's office-use client with its office-use patient (GetOfficeUseClient); null when missing. */
  getOfficeUseClient?: Maybe<LocationClient>;
  getOrder?: Maybe<Order>;
  /** The order statuses (code and id), for the status filter. */
  getOrderStatus: Array<OrderStatus>;
  /** Orders of a location, newest first, filtered and paged. */
  getOrdersByLocationId: Array<Order>;
  /** Orders with a line item for one of these patients, newest first; the same filters and paging. */
  getOrdersByLocationPatientIds: Array<Order>;
  /** Number of orders matching the filters: of the location, or of the patients when locationPatientIds is given. */
  getOrdersCount: Scalars['Int']['output'];
  /** One organization (GetOrganization): support users, or a practice user of one of its locations. */
  getOrganization?: Maybe<Organization>;
  /** One PIMS client by PIMS id or provider id (getPimsCaretakerById); null when the PIMS has none. */
  getPimsCaretakerById?: Maybe<PimsCaretaker>;
  /** A page of the account's PIMS clients, by last and first name (getPimsCaretakerList). */
  getPimsCaretakerList: PimsCaretakerList;
  /** Consults of a PIMS patient whose code matches (at most 32 characters), newest first. */
  getPimsConsultsByCode: Array<PimsConsult>;
  /** The 5 most recent consults of a PIMS patient, newest first. */
  getPimsConsultsByPatientId: Array<PimsConsult>;
  /** One PIMS patient by its PIMS id (getPimsPatientById); null when the PIMS has none. */
  getPimsPatientById?: Maybe<PimsPatient>;
  /** A page of the patients of a PIMS client, or of the account (getPimsPatientList), by name. */
  getPimsPatientList: PimsPatientList;
  /** One PIMS user of a practice's PIMS account by its PIMS id (getPimsUser); null when the PIMS has none. */
  getPimsUser?: Maybe<PimsUser>;
  /** One prescription of the caller's locations (GetPrescription). */
  getPrescription?: Maybe<Prescription>;
  /** Counts prescriptions of a location (GetPrescriptionCount). */
  getPrescriptionCount: Scalars['Int']['output'];
  /**
   * One prescription with everything the Rx detail view shows (its product card and related orders);
   * another location's prescription is NOT_FOUND. Not a spec operation: the view's own read, beside
   * GetPrescription, which returns what the prescription form edits.
   */
  getPrescriptionDetail?: Maybe<Prescription>;
  /** Prescriptions of a location, newest first, filtered (GetPrescriptionHistory). */
  getPrescriptionHistory: Array<Prescription>;
  /** One task by id or by uuid (exactly one of them); another location's task is NOT_FOUND. */
  getPrescriptionTask?: Maybe<PrescriptionTask>;
  /**
   * Tasks of a location, newest first. `status` takes task statuses (PENDING, VET_APPROVED, …) and
   * approval-status filter values (pending, vet-approved, system-declined, …).
   */
  getPrescriptionTasks: Array<PrescriptionTask>;
  /** Counts prescription tasks (GetPrescriptionTasksCount). */
  getPrescriptionTasksCount: Scalars['Int']['output'];
  /**
   * A page of clients with matching tasks, the client with the newest task first; each group carries
   * its count and its newest `groupTake` tasks (default 10).
   */
  getPrescriptionTasksGrouped: Array<PrescriptionTaskGroup>;
  /** How many clients have matching tasks (GetPrescriptionTasksGroupedCount). */
  getPrescriptionTasksGroupedCount: Scalars['Int']['output'];
  /** A patient's prescriptions, newest first, with their total (GetPrescriptionsByLocationPatientId). */
  getPrescriptionsByLocationPatientId: PrescriptionList;
  getProductByProductId?: Maybe<Product>;
  getProductPresentationById?: Maybe<ProductPresentation>;
  /** Presentations of a family with products under the filters. */
  getProductPresentationsForProductFamily: Array<ProductPresentationOption>;
  /** Classification → strength → products of a family and presentation (never cached). */
  getProductsExtendedDataFromProductFamily: ProductExtendedData;
  /** The reports page's embed for a location (GetReportEmbedUrl); null when no report is configured. */
  getReportEmbedUrl?: Maybe<ReportEmbed>;
  /** The facets of a search (getSearchFilters). */
  getSearchFilters: Array<SearchFilter>;
  getSupportUser?: Maybe<SupportUser>;
  /** Clients of the location not yet linked to PIMS, by name (the link page). */
  getUnlinkedLocationClients: Array<LocationClient>;
  /** Number of clients of the location not yet linked to PIMS (0 when the location has no PIMS). */
  getUnlinkedLocationClientsCount: Scalars['Int']['output'];
  /**
   * One user with every location assignment (GetUser): support users, or a practice user sharing a
   * location with them; NOT_FOUND otherwise.
   */
  getUser?: Maybe<User>;
  getUserByUsername?: Maybe<User>;
  hasFeature: Scalars['Boolean']['output'];
  /** Liveness of the API. */
  health: Scalars['String']['output'];
  healthConditionsBySpecies: Array<HealthCondition>;
  /** Local client search (clients §5): the pipe-joined filter or a free text; data page and count. */
  locationClientSearch: LocationClientSearchResult;
  /** How many locations the same filters match (LocationCount); feature counts locations with that feature on. */
  locationCount: Scalars['Int']['output'];
  /**
   * Locations for the support area (Locations): name contains filter (and, with includeOrganization, the
   * organization's name), active/inactive/all, of one organization, paged (take at most 500).
   */
  locations: Array<Location>;
  locationsUsers: LocationsUsersResult;
  /** The caller: user, support flag and impersonation. */
  me: Session;
  medications: Array<CodeName>;
  modules: Array<Module>;
  /** Organizations for the support area (Organizations), by name. */
  organizations: Array<Organization>;
  pharmacyOptions: Array<PharmacyOption>;
  phoneTypes: Array<PhoneType>;
  /** A location's PIMS write-back outbox, newest first (support only; another location answers NOT_FOUND). */
  pimsOutbox: Array<PimsOutboxEntry>;
  portalTypes: Array<PortalType>;
  /** Prescriptions of a location in the given statuses, newest first (Prescriptions). */
  prescriptions: Array<Prescription>;
  /** Product families matching a text (ProductFamilies), ordered by relevance then name. */
  productFamilies: Array<ProductFamilySearchResult>;
  /** Count of productFamilies for the same arguments (ProductFamiliesCount). */
  productFamiliesCount: Scalars['Int']['output'];
  /** Reasons for compounding (ReasonForCompound). */
  reasonForCompound: Array<ReasonForCompound>;
  roles: Array<Role>;
  /** The newest sandbox exchanges and storefront order lines at a location (take 1 to 100, default 30). */
  sandboxActivity: SandboxActivity;
  /** Active pet owners at a location whose name or email holds the text, with their active, living pets (take 1 to 100, default 20). */
  sandboxCustomers: Array<SandboxCustomer>;
  /** Products the sandbox storefront sells, by title (take 1 to 100, default 30). */
  sandboxProducts: Array<SandboxProduct>;
  /** The sandbox clock. */
  sandboxState: SandboxState;
  /** PIMS clients matching every filled filter (searchPimsCaretakers), best matches first, at most 25. */
  searchPimsCaretakers: Array<PimsCaretaker>;
  /** Patients of a PIMS client whose name contains `name` (searchPimsPatients), by name. */
  searchPimsPatients: Array<PimsPatient>;
  /**
   * PIMS users of a practice's PIMS account (searchPimsUsers) whose display name contains searchText
   * (all of them when it is empty). The account must be one of the caller's locations' (support: any).
   */
  searchPimsUsers: Array<PimsUser>;
  /**
   * Product search with metadata and facets (SearchProductFamilies): pg_trgm similarity under the
   * location's fuzzyProductSearch flag (ILIKE otherwise), facets counted by the database, pages in SQL.
   */
  searchProductFamilies: ProductSearchResponse;
  /** Count of searchProductFamilies for the same text and filters (SearchProductFamiliesCount). */
  searchProductFamiliesCount: Scalars['Int']['output'];
  /**
   * Active shortcuts (Shortcut), SIG, NP then NC, by label within each type. With locationId: that
   * location's own and the global ones (a practice user must name one of their locations). Without it
   * (support users only): every active shortcut, global and per location. filter searches the label from
   * 3 characters; shortcutType keeps SIG, NC or NP.
   */
  shortcut: Array<Shortcut>;
  species: Array<Species>;
  /**
   * The support user search (Users): users whose name or e-mail, or one of whose locations' names,
   * contains `filter` (3 characters or more), with their assignments; active: users with an active
   * assignment or none (support users). Support users only.
   */
  users: UsersResult;
  /** Active workflow statuses (WorkflowStatus). */
  workflowStatus: Array<WorkflowStatus>;
};


export type QueryGetAuditEntryArgs = {
  id: Scalars['ID']['input'];
  locationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetAuditLogArgs = {
  filter: AuditLogFilterInput;
};


export type QueryGetPrescriptionAuditTrailArgs = {
  prescriptionId: Scalars['ID']['input'];
};


export type QueryVerifyAuditChainArgs = {
  locationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBreedsBySpeciesArgs = {
  speciesCode: Scalars['String']['input'];
};


export type QueryBulkApprovalPreviewArgs = {
  locationId: Scalars['ID']['input'];
  prescriptionTaskIds: Array<Scalars['ID']['input']>;
};


export type QueryFeatureFlagsArgs = {
  locationId: Scalars['ID']['input'];
};


export type QueryGetInstallInformationArgs = {
  pimsInput: PimsInput;
};


export type QueryGetInstallStatusArgs = {
  pimsInput: PimsInput;
};


export type QueryGetLineItemsByPrescriptionIdArgs = {
  prescriptionId: Scalars['ID']['input'];
};


export type QueryGetLocationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetLocationClientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetLocationClientByPimsIdArgs = {
  pimsAccountId: Scalars['String']['input'];
  pimsId: Scalars['String']['input'];
};


export type QueryGetLocationPatientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetLocationPatientByPimsIdArgs = {
  locationId: Scalars['ID']['input'];
  pimsAccountId: Scalars['String']['input'];
  pimsId: Scalars['String']['input'];
};


export type QueryGetLocationPatientsByFilterArgs = {
  locationIds: Array<Scalars['ID']['input']>;
  locationPatientFilter?: InputMaybe<LocationPatientFilter>;
};


export type QueryGetLocationUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetLocationUserByLocationIdAndRoleArgs = {
  activeFilterType?: InputMaybe<ActiveFilterType>;
  locationId: Scalars['ID']['input'];
  roleId: Scalars['ID']['input'];
};


export type QueryGetLocationUsersThatCanAuthorizeArgs = {
  locationId: Scalars['ID']['input'];
};


export type QueryGetOfficeUseClientArgs = {
  locationId: Scalars['ID']['input'];
};


export type QueryGetOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetOrdersByLocationIdArgs = {
  endDateFilter?: InputMaybe<Scalars['DateTime']['input']>;
  locationId: Scalars['ID']['input'];
  nameSearchInput?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  startDateFilter?: InputMaybe<Scalars['DateTime']['input']>;
  statusFilter?: InputMaybe<Array<Scalars['String']['input']>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetOrdersByLocationPatientIdsArgs = {
  endDateFilter?: InputMaybe<Scalars['DateTime']['input']>;
  locationPatientIds: Array<Scalars['ID']['input']>;
  nameSearchInput?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  startDateFilter?: InputMaybe<Scalars['DateTime']['input']>;
  statusFilter?: InputMaybe<Array<Scalars['String']['input']>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetOrdersCountArgs = {
  endDateFilter?: InputMaybe<Scalars['DateTime']['input']>;
  locationId: Scalars['ID']['input'];
  locationPatientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  nameSearchInput?: InputMaybe<Scalars['String']['input']>;
  startDateFilter?: InputMaybe<Scalars['DateTime']['input']>;
  statusFilter?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryGetOrganizationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPimsCaretakerByIdArgs = {
  input: GetPimsCaretakerByIdInput;
};


export type QueryGetPimsCaretakerListArgs = {
  input: PimsCaretakerListInput;
};


export type QueryGetPimsConsultsByCodeArgs = {
  code: Scalars['String']['input'];
  patientId: Scalars['String']['input'];
  pimsInput: PimsInput;
};


export type QueryGetPimsConsultsByPatientIdArgs = {
  patientId: Scalars['String']['input'];
  pimsInput: PimsInput;
};


export type QueryGetPimsPatientByIdArgs = {
  input: GetPimsPatientByIdInput;
};


export type QueryGetPimsPatientListArgs = {
  input: PimsPatientListInput;
};


export type QueryGetPimsUserArgs = {
  pimsId: Scalars['String']['input'];
  pimsInput: PimsInput;
};


export type QueryGetPrescriptionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPrescriptionCountArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  endDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  locationClientId?: InputMaybe<Scalars['ID']['input']>;
  locationId: Scalars['ID']['input'];
  locationPatientId?: InputMaybe<Scalars['ID']['input']>;
  prescribingVetId?: InputMaybe<Scalars['ID']['input']>;
  productApprovalTypeFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  rxStatusFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  startDateTime?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryGetPrescriptionDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPrescriptionHistoryArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  endDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  locationClientId?: InputMaybe<Scalars['ID']['input']>;
  locationId: Scalars['ID']['input'];
  locationPatientId?: InputMaybe<Scalars['ID']['input']>;
  prescribingVetId?: InputMaybe<Scalars['ID']['input']>;
  productApprovalTypeFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  rxStatusFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  startDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPrescriptionTaskArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  uuid?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetPrescriptionTasksArgs = {
  assignedToLocationUserId?: InputMaybe<Scalars['ID']['input']>;
  assignedVeterinarianIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  currentWorkflowStatusId?: InputMaybe<Scalars['ID']['input']>;
  endDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  expirationDateEnd?: InputMaybe<Scalars['Date']['input']>;
  expirationDateStart?: InputMaybe<Scalars['Date']['input']>;
  isAutoship?: InputMaybe<Scalars['Boolean']['input']>;
  locationClientId?: InputMaybe<Scalars['ID']['input']>;
  locationId: Scalars['ID']['input'];
  locationPatientId?: InputMaybe<Scalars['ID']['input']>;
  nameFilter?: InputMaybe<Scalars['String']['input']>;
  nextOrderDateEnd?: InputMaybe<Scalars['Date']['input']>;
  nextOrderDateStart?: InputMaybe<Scalars['Date']['input']>;
  productClassification?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  startDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryGetPrescriptionTasksCountArgs = {
  assignedToLocationUserId?: InputMaybe<Scalars['ID']['input']>;
  assignedVeterinarianIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  currentWorkflowStatusId?: InputMaybe<Scalars['ID']['input']>;
  endDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  expirationDateEnd?: InputMaybe<Scalars['Date']['input']>;
  expirationDateStart?: InputMaybe<Scalars['Date']['input']>;
  isAutoship?: InputMaybe<Scalars['Boolean']['input']>;
  locationClientId?: InputMaybe<Scalars['ID']['input']>;
  locationId: Scalars['ID']['input'];
  locationPatientId?: InputMaybe<Scalars['ID']['input']>;
  nameFilter?: InputMaybe<Scalars['String']['input']>;
  nextOrderDateEnd?: InputMaybe<Scalars['Date']['input']>;
  nextOrderDateStart?: InputMaybe<Scalars['Date']['input']>;
  productClassification?: InputMaybe<Scalars['String']['input']>;
  startDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  type?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryGetPrescriptionTasksGroupedArgs = {
  assignedToLocationUserId?: InputMaybe<Scalars['ID']['input']>;
  assignedVeterinarianIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  currentWorkflowStatusId?: InputMaybe<Scalars['ID']['input']>;
  endDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  expirationDateEnd?: InputMaybe<Scalars['Date']['input']>;
  expirationDateStart?: InputMaybe<Scalars['Date']['input']>;
  groupTake?: InputMaybe<Scalars['Int']['input']>;
  isAutoship?: InputMaybe<Scalars['Boolean']['input']>;
  locationClientId?: InputMaybe<Scalars['ID']['input']>;
  locationId: Scalars['ID']['input'];
  locationPatientId?: InputMaybe<Scalars['ID']['input']>;
  nameFilter?: InputMaybe<Scalars['String']['input']>;
  nextOrderDateEnd?: InputMaybe<Scalars['Date']['input']>;
  nextOrderDateStart?: InputMaybe<Scalars['Date']['input']>;
  productClassification?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  startDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryGetPrescriptionTasksGroupedCountArgs = {
  assignedToLocationUserId?: InputMaybe<Scalars['ID']['input']>;
  assignedVeterinarianIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  currentWorkflowStatusId?: InputMaybe<Scalars['ID']['input']>;
  endDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  expirationDateEnd?: InputMaybe<Scalars['Date']['input']>;
  expirationDateStart?: InputMaybe<Scalars['Date']['input']>;
  isAutoship?: InputMaybe<Scalars['Boolean']['input']>;
  locationClientId?: InputMaybe<Scalars['ID']['input']>;
  locationId: Scalars['ID']['input'];
  locationPatientId?: InputMaybe<Scalars['ID']['input']>;
  nameFilter?: InputMaybe<Scalars['String']['input']>;
  nextOrderDateEnd?: InputMaybe<Scalars['Date']['input']>;
  nextOrderDateStart?: InputMaybe<Scalars['Date']['input']>;
  productClassification?: InputMaybe<Scalars['String']['input']>;
  startDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  type?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryGetPrescriptionsByLocationPatientIdArgs = {
  locationPatientId: Scalars['ID']['input'];
  productApprovalTypeFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  showArchived?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetProductByProductIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductPresentationByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductPresentationsForProductFamilyArgs = {
  flavorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  isOfficeUse?: InputMaybe<Scalars['Boolean']['input']>;
  locationId: Scalars['ID']['input'];
  productFamily: Scalars['String']['input'];
  rxDeliveryDaysFilter?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryGetProductsExtendedDataFromProductFamilyArgs = {
  configureFilter?: InputMaybe<ConfigureFilterInput>;
  isOfficeUse?: InputMaybe<Scalars['Boolean']['input']>;
  locationId: Scalars['ID']['input'];
  productFamily: Scalars['String']['input'];
  productPresentationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetReportEmbedUrlArgs = {
  locationId: Scalars['ID']['input'];
};


export type QueryGetSearchFiltersArgs = {
  filters?: InputMaybe<Array<SearchFilterInput>>;
  isOfficeUse?: InputMaybe<Scalars['Boolean']['input']>;
  locationId: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetSupportUserArgs = {
  username: Scalars['String']['input'];
};


export type QueryGetUnlinkedLocationClientsArgs = {
  activeRequestFilter?: InputMaybe<Scalars['Boolean']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  locationId: Scalars['ID']['input'];
  nameFilter?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetUnlinkedLocationClientsCountArgs = {
  activeRequestFilter?: InputMaybe<Scalars['Boolean']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  locationId: Scalars['ID']['input'];
  nameFilter?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetUserByUsernameArgs = {
  username: Scalars['String']['input'];
};


export type QueryHasFeatureArgs = {
  feature: Scalars['String']['input'];
  locationId: Scalars['ID']['input'];
};


export type QueryHealthConditionsBySpeciesArgs = {
  speciesCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLocationClientSearchArgs = {
  activeFilterType?: InputMaybe<ActiveFilterType>;
  filter?: InputMaybe<Scalars['String']['input']>;
  locationId: Scalars['ID']['input'];
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLocationCountArgs = {
  activeFilterType?: InputMaybe<ActiveFilterType>;
  feature?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  includeOrganization?: InputMaybe<Scalars['Boolean']['input']>;
  organization?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLocationsArgs = {
  activeFilterType?: InputMaybe<ActiveFilterType>;
  filter?: InputMaybe<Scalars['String']['input']>;
  includeOrganization?: InputMaybe<Scalars['Boolean']['input']>;
  organization?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLocationsUsersArgs = {
  activeFilterType?: InputMaybe<ActiveFilterType>;
  locationIds: Array<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  userFilter?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrganizationsArgs = {
  activeFilterType?: InputMaybe<ActiveFilterType>;
  filter?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPimsOutboxArgs = {
  locationId: Scalars['ID']['input'];
};


export type QueryPrescriptionsArgs = {
  locationId: Scalars['ID']['input'];
  rxStatusFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductFamiliesArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  isOfficeUse?: InputMaybe<Scalars['Boolean']['input']>;
  locationId: Scalars['ID']['input'];
  showComboCompoundProducts?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  speciesId?: InputMaybe<Array<Scalars['String']['input']>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductFamiliesCountArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  isOfficeUse?: InputMaybe<Scalars['Boolean']['input']>;
  locationId: Scalars['ID']['input'];
  showComboCompoundProducts?: InputMaybe<Scalars['Boolean']['input']>;
  speciesId?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryRolesArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySandboxActivityArgs = {
  locationId: Scalars['ID']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySandboxCustomersArgs = {
  locationId: Scalars['ID']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


export type QuerySandboxProductsArgs = {
  controlled?: InputMaybe<Scalars['Boolean']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchPimsCaretakersArgs = {
  input: SearchPimsCaretakersInput;
};


export type QuerySearchPimsPatientsArgs = {
  input: SearchPimsPatientsInput;
};


export type QuerySearchPimsUsersArgs = {
  pimsInput: PimsInput;
  searchText?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchProductFamiliesArgs = {
  filters?: InputMaybe<Array<SearchFilterInput>>;
  isOfficeUse?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  locationId: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchProductFamiliesCountArgs = {
  filters?: InputMaybe<Array<SearchFilterInput>>;
  isOfficeUse?: InputMaybe<Scalars['Boolean']['input']>;
  locationId: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShortcutArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  shortcutType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUsersArgs = {
  activeFilterType?: InputMaybe<ActiveFilterType>;
  filter: Scalars['String']['input'];
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

/** A reason for compounding; `allergicIngredient` enables the allergic-ingredient field. */
export type ReasonForCompound = {
  __typename?: 'ReasonForCompound';
  allergicIngredient: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  reasonForCompound: Scalars['String']['output'];
};

/**
 * The reports page's embed (GetReportEmbedUrl): a same-origin address of the location's report, valid
 * until expiresAt (a signed, short-lived token).
 */
export type ReportEmbed = {
  __typename?: 'ReportEmbed';
  embedUrl: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
};

export type Role = {
  __typename?: 'Role';
  canAuthorize: Scalars['Boolean']['output'];
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  rolesModules: Array<RolesModule>;
};

export type RolesModule = {
  __typename?: 'RolesModule';
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  canView: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  module: Module;
  moduleId: Scalars['ID']['output'];
  roleId: Scalars['ID']['output'];
};

/** A module of a role (AddRole / UpdateRole rolesModules). */
export type RolesModuleInput = {
  moduleId: Scalars['ID']['input'];
};

export type RxOrigin = {
  __typename?: 'RxOrigin';
  code: Scalars['String']['output'];
};

export type RxStatus = {
  __typename?: 'RxStatus';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
};

/**
 * One finding of the safety check: duplicate therapy, an interaction, a species or breed
 * caution, a food-producing animal's prohibition or withdrawal time, a dose outside the labelled range.
 */
export type SafetyFinding = {
  __typename?: 'SafetyFinding';
  against?: Maybe<SafetyFindingAgainst>;
  code: Scalars['String']['output'];
  /** duplicate, interaction, caution, foodAnimal, withdrawal or dose. */
  kind: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** Authorized only with the vet's reason (a major or contraindicated finding, or a far-outside dose). */
  needsReason: Scalars['Boolean']['output'];
  /** The withdrawal time must be given (a food-producing animal). */
  needsWithdrawalTime: Scalars['Boolean']['output'];
  /** Never authorized (a drug prohibited for extra-label use in a food-producing animal). */
  prohibited: Scalars['Boolean']['output'];
  /** contraindicated, major, moderate or minor. */
  severity: Scalars['String']['output'];
  source: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** The medication on the list a finding is about. */
export type SafetyFindingAgainst = {
  __typename?: 'SafetyFindingAgainst';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  prescriptionId?: Maybe<Scalars['ID']['output']>;
  prescriptionTaskId?: Maybe<Scalars['ID']['output']>;
  rxNumber?: Maybe<Scalars['String']['output']>;
  source: Scalars['String']['output'];
};

/** The safety review stored with a prescription when it was saved. */
export type SafetyReview = {
  __typename?: 'SafetyReview';
  findings: Array<SafetyFinding>;
  knowledgeVersion: Scalars['String']['output'];
  /** Why the authorizing vet authorized despite the findings. */
  overrideReason?: Maybe<Scalars['String']['output']>;
  /** What the pharmacy receives after the note to pharmacy: the findings decided, the reason, the withdrawal time. */
  pharmacyLine?: Maybe<Scalars['String']['output']>;
  withdrawalTime?: Maybe<Scalars['String']['output']>;
};

/** What the sandbox did at a location: the newest exchanges and the storefront's order lines. */
export type SandboxActivity = {
  __typename?: 'SandboxActivity';
  events: Array<SandboxEvent>;
  lines: Array<SandboxOrderLine>;
};

/** A pet owner the sandbox storefront can take orders from, with their active, living pets. */
export type SandboxCustomer = {
  __typename?: 'SandboxCustomer';
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  pets: Array<SandboxPet>;
};

/** One exchange between the portal and the sandbox storefront or pharmacy. */
export type SandboxEvent = {
  __typename?: 'SandboxEvent';
  /** Sandbox time of the exchange. */
  at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** order-placed, client-request, recommendation, renewal, expiring, rx-status, hard-copy or line-status. */
  kind: Scalars['String']['output'];
  lineItemId?: Maybe<Scalars['ID']['output']>;
  orderId?: Maybe<Scalars['ID']['output']>;
  /** storefront or pharmacy. */
  party: Scalars['String']['output'];
  prescriptionId?: Maybe<Scalars['ID']['output']>;
  /** open (waits for a vet) or done. */
  state: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  taskId?: Maybe<Scalars['ID']['output']>;
};

export type SandboxOrderInput = {
  isAutoship?: InputMaybe<Scalars['Boolean']['input']>;
  locationClientId: Scalars['ID']['input'];
  locationId: Scalars['ID']['input'];
  locationPatientId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** A line of a sandbox storefront order, with its prescription's pharmacy status and shipment. */
export type SandboxOrderLine = {
  __typename?: 'SandboxOrderLine';
  carrier?: Maybe<Scalars['String']['output']>;
  clientName?: Maybe<Scalars['String']['output']>;
  hardCopyReceived: Scalars['Boolean']['output'];
  isControlled: Scalars['Boolean']['output'];
  lineItemId: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  orderStatus: Scalars['String']['output'];
  patientName?: Maybe<Scalars['String']['output']>;
  prescriptionId?: Maybe<Scalars['ID']['output']>;
  productName: Scalars['String']['output'];
  rxNumber?: Maybe<Scalars['String']['output']>;
  rxStatus?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  trackingNumber?: Maybe<Scalars['String']['output']>;
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

/** What a storefront order became: an order (with the Rx that fills it) or a pending Client Request task. */
export type SandboxOrderResult = {
  __typename?: 'SandboxOrderResult';
  orderId?: Maybe<Scalars['ID']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** ORDER or TASK. */
  outcome: Scalars['String']['output'];
  prescriptionId?: Maybe<Scalars['ID']['output']>;
  taskId?: Maybe<Scalars['ID']['output']>;
};

/** A pet the sandbox storefront can order for. */
export type SandboxPet = {
  __typename?: 'SandboxPet';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  speciesCode?: Maybe<Scalars['String']['output']>;
};

/** A product the sandbox storefront sells (an active Rx product, not office use, not compounded). */
export type SandboxProduct = {
  __typename?: 'SandboxProduct';
  id: Scalars['ID']['output'];
  isControlled: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/** The sandbox clock and server mode. */
export type SandboxState = {
  __typename?: 'SandboxState';
  mode: Scalars['String']['output'];
  /** Sandbox time now (real time plus the clock's offset). */
  now: Scalars['DateTime']['output'];
  /** Seed of the traffic's randomness (VETRX_SANDBOX_SEED). */
  seed: Scalars['Int']['output'];
  /** Seconds between automatic ticks; 0 when the clock moves only on demand. */
  tickSeconds: Scalars['Int']['output'];
  ticks: Scalars['Int']['output'];
  /** New storefront events per location per sandbox hour that automatic ticks bring. */
  trafficPerHour: Scalars['Float']['output'];
};

/** What one or more ticks did. */
export type SandboxTickResult = {
  __typename?: 'SandboxTickResult';
  linesMoved: Scalars['Int']['output'];
  now: Scalars['DateTime']['output'];
  ordersPlaced: Scalars['Int']['output'];
  prescriptionsMoved: Scalars['Int']['output'];
  requestsCancelled: Scalars['Int']['output'];
  /** New pending tasks the storefront's traffic raised. */
  requestsRaised: Scalars['Int']['output'];
  ticks: Scalars['Int']['output'];
};

/**
 * A facet of product search: key (species, flavor, timeToShip, preferred, delivery, weightRange), its
 * label, its type (checkbox, radio or range) and its options with counts computed by the database.
 */
export type SearchFilter = {
  __typename?: 'SearchFilter';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  options: Array<SearchFilterOption>;
  type: Scalars['String']['output'];
};

/**
 * A filter of product search: `key` one of species, flavor, timeToShip, preferred, delivery,
 * weightMin, weightMax; `values` the chosen values (a number as text for the weight bounds).
 */
export type SearchFilterInput = {
  key: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

/** One option of a search facet, with the number of families it would match. */
export type SearchFilterOption = {
  __typename?: 'SearchFilterOption';
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
  value: Scalars['String']['output'];
};

/** searchPimsCaretakers input (clients §7). */
export type SearchPimsCaretakersInput = {
  /** Decided: with true, a patient with a date of death is answered as deceased (the Import button needs it). */
  checkIfPatientDeceased?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  patientName?: InputMaybe<Scalars['String']['input']>;
  /** Digits only, except for the connection type that takes the phone as typed (core's pimsCaretakerSearchInput). */
  phone?: InputMaybe<Scalars['String']['input']>;
  pimsAccountId: Scalars['String']['input'];
  pimsAccountLocationId?: InputMaybe<Scalars['String']['input']>;
  pimsConnectionType: Scalars['String']['input'];
};

/** searchPimsPatients input (clients §7): patients of a PIMS client, by name. */
export type SearchPimsPatientsInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  pimsAccountId: Scalars['String']['input'];
  pimsAccountLocationId?: InputMaybe<Scalars['String']['input']>;
  pimsCaretakerId?: InputMaybe<Scalars['String']['input']>;
  pimsConnectionType: Scalars['String']['input'];
  providerCaretakerId?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Who is calling: built once per request from the verified token (and the impersonation header for
 * support users).
 */
export type Session = {
  __typename?: 'Session';
  /** Username of the practice user being impersonated, when a support user impersonates. */
  impersonating?: Maybe<Scalars['String']['output']>;
  /** For a support user: the longest impersonation session the server allows, in minutes. */
  impersonationMaxMinutes?: Maybe<Scalars['Int']['output']>;
  /** The signed-in support user's active impersonation session (with or without the header), else null. */
  impersonationSession?: Maybe<ImpersonationSession>;
  isSupport: Scalars['Boolean']['output'];
  /** Whether the caller may drive the sandbox storefront and pharmacy: never in production. */
  sandboxAvailable: Scalars['Boolean']['output'];
  supportUser?: Maybe<SupportUser>;
  user?: Maybe<User>;
};

export type Shipment = {
  __typename?: 'Shipment';
  carrier?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  trackingNumber?: Maybe<Scalars['String']['output']>;
  trackingURL?: Maybe<Scalars['String']['output']>;
};

export type Shortcut = {
  __typename?: 'Shortcut';
  details: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isGlobal: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  locationId?: Maybe<Scalars['ID']['output']>;
  /**
   * The locations the shortcut is linked to (admin §3 shortcutsLocation, with the location name): every
   * link for support users, the links at the caller's own locations for practice users; none when global.
   */
  shortcutsLocation: Array<ShortcutLocation>;
  type: Scalars['String']['output'];
};

/** A location a shortcut is saved for (Shortcut.shortcutsLocation, admin §3). */
export type ShortcutLocation = {
  __typename?: 'ShortcutLocation';
  isActive: Scalars['Boolean']['output'];
  location?: Maybe<Location>;
  locationId: Scalars['ID']['output'];
};

export type Species = {
  __typename?: 'Species';
  code: Scalars['String']['output'];
  icon?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type StrengthProducts = {
  __typename?: 'StrengthProducts';
  productWeightRange?: Maybe<Scalars['String']['output']>;
  products: Array<Product>;
  strength: Scalars['String']['output'];
  weightMax?: Maybe<Scalars['Float']['output']>;
  /** Weight band of the strength (preventatives), from its products. */
  weightMin?: Maybe<Scalars['Float']['output']>;
};

export type SupportUser = {
  __typename?: 'SupportUser';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  inAdminSupportGroup: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** UpdateLocationClient input: the client id, the add fields and isActive (clients §7). */
export type UpdateLocationClientInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isPIMSImport?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locationClientAddress?: InputMaybe<Array<AddressInput>>;
  locationClientPhones?: InputMaybe<Array<PhoneInput>>;
  pimsConnectionType?: InputMaybe<Scalars['String']['input']>;
  pimsId?: InputMaybe<Scalars['String']['input']>;
  pimsProviderId?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The "Update client (link)" input (clients §7): the PIMS ids of the PIMS client, and the e-mail,
 * addresses and phones copied from it. The server applies them only where the client's own are empty
 * (no e-mail; no active address; no active phone) and keeps the client's active flag.
 */
export type UpdateLocationClientLinkInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
  locationClientAddress?: InputMaybe<Array<AddressInput>>;
  locationClientPhones?: InputMaybe<Array<PhoneInput>>;
  pimsConnectionType: Scalars['String']['input'];
  pimsId?: InputMaybe<Scalars['String']['input']>;
  pimsProviderId?: InputMaybe<Scalars['String']['input']>;
};

/**
 * UpdateLocation input (admin §7): the add fields with locationPortalTypeId, plus isActive and the
 * write-only pimsAccountSecret (the 32-asterisk mask, or null, keeps the stored secret).
 */
export type UpdateLocationInput = {
  HIN?: InputMaybe<Scalars['String']['input']>;
  emailAddress?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isEnabledForWriteback?: InputMaybe<Scalars['Boolean']['input']>;
  isOfficeUseEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isPimsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  locationAccountId?: InputMaybe<Scalars['String']['input']>;
  locationAddresses?: InputMaybe<Array<AddressInput>>;
  locationPhones?: InputMaybe<Array<PhoneInput>>;
  locationPortalTypeId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  pharmacyCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  pimsAccountId?: InputMaybe<Scalars['String']['input']>;
  pimsAccountSecret?: InputMaybe<Scalars['String']['input']>;
  pimsConnectionType?: InputMaybe<Scalars['String']['input']>;
  pimsWritebackAccountId?: InputMaybe<Scalars['String']['input']>;
  pimsWritebackLocationId?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

/** UpdateLocationPatientForConflict input: the weight change of the conflict panel. */
export type UpdateLocationPatientForConflictInput = {
  id: Scalars['ID']['input'];
  weight: Scalars['Float']['input'];
  weightUnit?: InputMaybe<Scalars['String']['input']>;
};

/**
 * UpdateLocationPatient input: the add fields plus deceasedDate and isDeceased. Only the fields sent
 * change; the simple forms send id, weight, weightUnit (and birthdate).
 */
export type UpdateLocationPatientInput = {
  allergies?: InputMaybe<Array<Scalars['String']['input']>>;
  birthdate?: InputMaybe<Scalars['Date']['input']>;
  breedCode?: InputMaybe<Scalars['String']['input']>;
  currentMeds?: InputMaybe<Array<Scalars['String']['input']>>;
  deceasedDate?: InputMaybe<Scalars['Date']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  healthConditions?: InputMaybe<Array<Scalars['String']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isDeceased?: InputMaybe<Scalars['Boolean']['input']>;
  isPIMSImport?: InputMaybe<Scalars['Boolean']['input']>;
  locationPatientClients?: InputMaybe<Array<LocationPatientClientInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  pimsConnectionType?: InputMaybe<Scalars['String']['input']>;
  pimsId?: InputMaybe<Scalars['String']['input']>;
  pimsProviderId?: InputMaybe<Scalars['String']['input']>;
  prescVetLocationUserId?: InputMaybe<Scalars['ID']['input']>;
  speciesCode?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
  weightUnit?: InputMaybe<Scalars['String']['input']>;
};

/**
 * UpdateLocationUser input (admin §7): the location user's profile. Fields left out keep their stored
 * value; `phones` replaces the location user's phones when sent.
 */
export type UpdateLocationUserInput = {
  deaLicense?: InputMaybe<Scalars['String']['input']>;
  deaLicenseExpiration?: InputMaybe<Scalars['Date']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  phones?: InputMaybe<Array<PhoneInput>>;
  pimsId?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  vetLicenseExpiration?: InputMaybe<Scalars['Date']['input']>;
  vetLicenseNumber?: InputMaybe<Scalars['String']['input']>;
  vetLicenseState?: InputMaybe<Scalars['String']['input']>;
};

/** The notification settings of a location user (admin §7 notification update). */
export type UpdateLocationUserNotificationInput = {
  isPendingAuth?: InputMaybe<Scalars['Boolean']['input']>;
  notificationEmail?: InputMaybe<Scalars['String']['input']>;
};

/** UpdateOrganization input (admin §7): the add fields plus isActive. */
export type UpdateOrganizationInput = {
  HIN?: InputMaybe<Scalars['String']['input']>;
  accountno?: InputMaybe<Scalars['String']['input']>;
  dbaName?: InputMaybe<Scalars['String']['input']>;
  emailAddress?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isPIMSEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  organizationAddresses?: InputMaybe<Array<AddressInput>>;
  organizationPhones?: InputMaybe<Array<PhoneInput>>;
  pharmacyCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  website?: InputMaybe<Scalars['String']['input']>;
};

/** UpdateRole input (admin §7): the name is fixed once the role exists; canAuthorize is locked for Vet. */
export type UpdateRoleInput = {
  canAuthorize?: InputMaybe<Scalars['Boolean']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The My Account profile update (admin §7 'Update user (account)'): the caller's own names and phones. */
export type UpdateUserAccountInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phones?: InputMaybe<Array<PhoneInput>>;
};

/**
 * UpdateUser input (admin §7): as AddUser, for the stored user `id`. Stored assignments left out of
 * locationsUsers are kept as they are (assignments are deactivated, never deleted).
 */
export type UpdateUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  isEnabledInOkta?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locationsUsers?: InputMaybe<Array<LocationUserAssignmentInput>>;
  phones?: InputMaybe<Array<PhoneInput>>;
};

/** UpsertLocationClient input: updates the client when id is given, else creates it at locationId. */
export type UpsertLocationClientInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isPIMSImport?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locationClientAddress?: InputMaybe<Array<AddressInput>>;
  locationClientPhones?: InputMaybe<Array<PhoneInput>>;
  pimsConnectionType?: InputMaybe<Scalars['String']['input']>;
  pimsId?: InputMaybe<Scalars['String']['input']>;
  pimsProviderId?: InputMaybe<Scalars['String']['input']>;
};

/** UpsertLocationPatientClient input (clients §7). */
export type UpsertLocationPatientClientInput = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  locationClientId: Scalars['ID']['input'];
  locationPatientId: Scalars['ID']['input'];
};

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isEnabledInOkta: Scalars['Boolean']['output'];
  /** True for internal support users (they have no location assignments). */
  isSupport: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  locationsUsers: Array<LocationUser>;
  userPhones: Array<Phone>;
  username: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
};

/** A page of the support user search (Users). */
export type UsersResult = {
  __typename?: 'UsersResult';
  count: Scalars['Int']['output'];
  data: Array<User>;
};

export type WorkflowStatus = {
  __typename?: 'WorkflowStatus';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountImpersonation: ResolverTypeWrapper<Partial<AccountImpersonation>>;
  ActiveFilterType: ResolverTypeWrapper<Partial<ActiveFilterType>>;
  AddLocationClientInput: ResolverTypeWrapper<Partial<AddLocationClientInput>>;
  AddLocationInput: ResolverTypeWrapper<Partial<AddLocationInput>>;
  AddLocationPatientInput: ResolverTypeWrapper<Partial<AddLocationPatientInput>>;
  AddOrganizationInput: ResolverTypeWrapper<Partial<AddOrganizationInput>>;
  AddPrescriptionType: ResolverTypeWrapper<Partial<AddPrescriptionType>>;
  AddRoleInput: ResolverTypeWrapper<Partial<AddRoleInput>>;
  AddUserInput: ResolverTypeWrapper<Partial<AddUserInput>>;
  Address: ResolverTypeWrapper<AddressRowParent>;
  AddressInput: ResolverTypeWrapper<Partial<AddressInput>>;
  AddressType: ResolverTypeWrapper<Partial<AddressType>>;
  ArchivePrescriptionInput: ResolverTypeWrapper<Partial<ArchivePrescriptionInput>>;
  AuditChainBreak: ResolverTypeWrapper<Partial<AuditChainBreak>>;
  AuditChainVerification: ResolverTypeWrapper<Partial<AuditChainVerification>>;
  AuditChange: ResolverTypeWrapper<Partial<AuditChange>>;
  AuditEntry: ResolverTypeWrapper<Partial<AuditEntry>>;
  AuditField: ResolverTypeWrapper<Partial<AuditField>>;
  AuditLogFilterInput: ResolverTypeWrapper<Partial<AuditLogFilterInput>>;
  AuditLogPage: ResolverTypeWrapper<Partial<AuditLogPage>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  Breed: ResolverTypeWrapper<Partial<Breed>>;
  BulkApprovalItem: ResolverTypeWrapper<Partial<BulkApprovalItem>>;
  BulkApprovalReview: ResolverTypeWrapper<Partial<BulkApprovalReview>>;
  ClassificationProducts: ResolverTypeWrapper<Partial<Omit<ClassificationProducts, 'strengthProductMap'> & { strengthProductMap: Array<ResolversTypes['StrengthProducts']> }>>;
  CodeName: ResolverTypeWrapper<Partial<CodeName>>;
  ConfigureFilterInput: ResolverTypeWrapper<Partial<ConfigureFilterInput>>;
  Date: ResolverTypeWrapper<Partial<Scalars['Date']['output']>>;
  DateTime: ResolverTypeWrapper<Partial<Scalars['DateTime']['output']>>;
  DeclinePrescriptionInput: ResolverTypeWrapper<Partial<DeclinePrescriptionInput>>;
  DeclineReason: ResolverTypeWrapper<Partial<DeclineReason>>;
  DelegatedUser: ResolverTypeWrapper<DelegationRowParent>;
  DelegatedUserInput: ResolverTypeWrapper<Partial<DelegatedUserInput>>;
  DeletePrescriptionInput: ResolverTypeWrapper<Partial<DeletePrescriptionInput>>;
  FeatureFlag: ResolverTypeWrapper<Partial<FeatureFlag>>;
  Flavor: ResolverTypeWrapper<FlavorRowParent>;
  FlavorProduct: ResolverTypeWrapper<Partial<FlavorProduct>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  GetPimsCaretakerByIdInput: ResolverTypeWrapper<Partial<GetPimsCaretakerByIdInput>>;
  GetPimsPatientByIdInput: ResolverTypeWrapper<Partial<GetPimsPatientByIdInput>>;
  HealthCondition: ResolverTypeWrapper<Partial<HealthCondition>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  ImpersonationSession: ResolverTypeWrapper<Partial<ImpersonationSession>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  LineItem: ResolverTypeWrapper<LineItemRowParent>;
  Location: ResolverTypeWrapper<LocationRowParent>;
  LocationClient: ResolverTypeWrapper<LocationClientRowParent>;
  LocationClientSearchResult: ResolverTypeWrapper<Partial<Omit<LocationClientSearchResult, 'data'> & { data: Array<ResolversTypes['LocationClient']> }>>;
  LocationPatient: ResolverTypeWrapper<LocationPatientRowParent>;
  LocationPatientClient: ResolverTypeWrapper<LocationPatientClientRowParent>;
  LocationPatientClientInput: ResolverTypeWrapper<Partial<LocationPatientClientInput>>;
  LocationPatientFilter: ResolverTypeWrapper<Partial<LocationPatientFilter>>;
  LocationPharmacy: ResolverTypeWrapper<LocationPharmacyRowParent>;
  LocationUser: ResolverTypeWrapper<LocationUserRowParent>;
  LocationUserAssignmentInput: ResolverTypeWrapper<Partial<LocationUserAssignmentInput>>;
  LocationsUsersResult: ResolverTypeWrapper<Partial<Omit<LocationsUsersResult, 'data'> & { data: Array<ResolversTypes['LocationUser']> }>>;
  MinMax: ResolverTypeWrapper<Partial<MinMax>>;
  Module: ResolverTypeWrapper<ModuleRowParent>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderRowParent>;
  OrderStatus: ResolverTypeWrapper<Partial<OrderStatus>>;
  Organization: ResolverTypeWrapper<OrganizationRowParent>;
  PatientMedication: ResolverTypeWrapper<Partial<PatientMedication>>;
  PharmacyOption: ResolverTypeWrapper<Partial<PharmacyOption>>;
  Phone: ResolverTypeWrapper<PhoneRowParent>;
  PhoneInput: ResolverTypeWrapper<Partial<PhoneInput>>;
  PhoneType: ResolverTypeWrapper<Partial<PhoneType>>;
  PimsAddress: ResolverTypeWrapper<Partial<PimsAddress>>;
  PimsCaretaker: ResolverTypeWrapper<Partial<PimsCaretaker>>;
  PimsCaretakerList: ResolverTypeWrapper<Partial<PimsCaretakerList>>;
  PimsCaretakerListInput: ResolverTypeWrapper<Partial<PimsCaretakerListInput>>;
  PimsConsult: ResolverTypeWrapper<Partial<PimsConsult>>;
  PimsEmail: ResolverTypeWrapper<Partial<PimsEmail>>;
  PimsInput: ResolverTypeWrapper<Partial<PimsInput>>;
  PimsInstallInformation: ResolverTypeWrapper<Partial<PimsInstallInformation>>;
  PimsInstallSchedule: ResolverTypeWrapper<Partial<PimsInstallSchedule>>;
  PimsInstallStage: ResolverTypeWrapper<Partial<PimsInstallStage>>;
  PimsInstallStatus: ResolverTypeWrapper<Partial<PimsInstallStatus>>;
  PimsOutboxEntry: ResolverTypeWrapper<Partial<PimsOutboxEntry>>;
  PimsPatient: ResolverTypeWrapper<Partial<PimsPatient>>;
  PimsPatientList: ResolverTypeWrapper<Partial<PimsPatientList>>;
  PimsPatientListInput: ResolverTypeWrapper<Partial<PimsPatientListInput>>;
  PimsPhone: ResolverTypeWrapper<Partial<PimsPhone>>;
  PimsUser: ResolverTypeWrapper<Partial<PimsUser>>;
  PimsUserSyncResult: ResolverTypeWrapper<Partial<PimsUserSyncResult>>;
  PimsWriteback: ResolverTypeWrapper<Partial<PimsWriteback>>;
  PlacedBy: ResolverTypeWrapper<Partial<PlacedBy>>;
  PortalType: ResolverTypeWrapper<Partial<PortalType>>;
  Prescription: ResolverTypeWrapper<PrescriptionRowParent>;
  PrescriptionInput: ResolverTypeWrapper<Partial<PrescriptionInput>>;
  PrescriptionList: ResolverTypeWrapper<Partial<Omit<PrescriptionList, 'data'> & { data: Array<ResolversTypes['Prescription']> }>>;
  PrescriptionPrint: ResolverTypeWrapper<PrescriptionPrintRowParent>;
  PrescriptionTask: ResolverTypeWrapper<PrescriptionTaskRowParent>;
  PrescriptionTaskDuplicate: ResolverTypeWrapper<Partial<PrescriptionTaskDuplicate>>;
  PrescriptionTaskGroup: ResolverTypeWrapper<Partial<Omit<PrescriptionTaskGroup, 'locationClient' | 'tasks'> & { locationClient: ResolversTypes['LocationClient'], tasks: Array<ResolversTypes['PrescriptionTask']> }>>;
  PrescriptionTaskToAttachInput: ResolverTypeWrapper<Partial<PrescriptionTaskToAttachInput>>;
  PrescriptionTaskWorkflow: ResolverTypeWrapper<PrescriptionTaskWorkflowRowParent>;
  PrescriptionTaskWorkflowInput: ResolverTypeWrapper<Partial<PrescriptionTaskWorkflowInput>>;
  PrescriptionUpdateInput: ResolverTypeWrapper<Partial<PrescriptionUpdateInput>>;
  PrescriptionWorkflow: ResolverTypeWrapper<PrescriptionWorkflowRowParent>;
  PrescriptionWorkflowInput: ResolverTypeWrapper<Partial<PrescriptionWorkflowInput>>;
  PriceBook: ResolverTypeWrapper<Partial<PriceBook>>;
  PriceRange: ResolverTypeWrapper<Partial<PriceRange>>;
  Product: ResolverTypeWrapper<ProductRowParent>;
  ProductExtendedData: ResolverTypeWrapper<Partial<Omit<ProductExtendedData, 'classificationProductMap'> & { classificationProductMap: Array<ResolversTypes['ClassificationProducts']> }>>;
  ProductFamilyRef: ResolverTypeWrapper<Partial<ProductFamilyRef>>;
  ProductFamilySearchResult: ResolverTypeWrapper<Partial<ProductFamilySearchResult>>;
  ProductPresentation: ResolverTypeWrapper<ProductPresentationRowParent>;
  ProductPresentationOption: ResolverTypeWrapper<Partial<ProductPresentationOption>>;
  ProductSearchMetadata: ResolverTypeWrapper<Partial<ProductSearchMetadata>>;
  ProductSearchResponse: ResolverTypeWrapper<Partial<ProductSearchResponse>>;
  ProfilePictureFileInput: ResolverTypeWrapper<Partial<ProfilePictureFileInput>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReasonForCompound: ResolverTypeWrapper<Partial<ReasonForCompound>>;
  ReportEmbed: ResolverTypeWrapper<Partial<ReportEmbed>>;
  Role: ResolverTypeWrapper<RoleRowParent>;
  RolesModule: ResolverTypeWrapper<RolesModuleRowParent>;
  RolesModuleInput: ResolverTypeWrapper<Partial<RolesModuleInput>>;
  RxOrigin: ResolverTypeWrapper<Partial<RxOrigin>>;
  RxStatus: ResolverTypeWrapper<Partial<RxStatus>>;
  SafetyFinding: ResolverTypeWrapper<Partial<SafetyFinding>>;
  SafetyFindingAgainst: ResolverTypeWrapper<Partial<SafetyFindingAgainst>>;
  SafetyReview: ResolverTypeWrapper<Partial<SafetyReview>>;
  SandboxActivity: ResolverTypeWrapper<Partial<SandboxActivity>>;
  SandboxCustomer: ResolverTypeWrapper<Partial<SandboxCustomer>>;
  SandboxEvent: ResolverTypeWrapper<Partial<SandboxEvent>>;
  SandboxOrderInput: ResolverTypeWrapper<Partial<SandboxOrderInput>>;
  SandboxOrderLine: ResolverTypeWrapper<Partial<SandboxOrderLine>>;
  SandboxOrderResult: ResolverTypeWrapper<Partial<SandboxOrderResult>>;
  SandboxPet: ResolverTypeWrapper<Partial<SandboxPet>>;
  SandboxProduct: ResolverTypeWrapper<Partial<SandboxProduct>>;
  SandboxState: ResolverTypeWrapper<Partial<SandboxState>>;
  SandboxTickResult: ResolverTypeWrapper<Partial<SandboxTickResult>>;
  SearchFilter: ResolverTypeWrapper<Partial<SearchFilter>>;
  SearchFilterInput: ResolverTypeWrapper<Partial<SearchFilterInput>>;
  SearchFilterOption: ResolverTypeWrapper<Partial<SearchFilterOption>>;
  SearchPimsCaretakersInput: ResolverTypeWrapper<Partial<SearchPimsCaretakersInput>>;
  SearchPimsPatientsInput: ResolverTypeWrapper<Partial<SearchPimsPatientsInput>>;
  Session: ResolverTypeWrapper<Partial<Omit<Session, 'user'> & { user?: Maybe<ResolversTypes['User']> }>>;
  Shipment: ResolverTypeWrapper<ShipmentRowParent>;
  Shortcut: ResolverTypeWrapper<ShortcutRowParent>;
  ShortcutLocation: ResolverTypeWrapper<Partial<Omit<ShortcutLocation, 'location'> & { location?: Maybe<ResolversTypes['Location']> }>>;
  Species: ResolverTypeWrapper<Partial<Species>>;
  StrengthProducts: ResolverTypeWrapper<Partial<Omit<StrengthProducts, 'products'> & { products: Array<ResolversTypes['Product']> }>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  SupportUser: ResolverTypeWrapper<Partial<SupportUser>>;
  UpdateLocationClientInput: ResolverTypeWrapper<Partial<UpdateLocationClientInput>>;
  UpdateLocationClientLinkInput: ResolverTypeWrapper<Partial<UpdateLocationClientLinkInput>>;
  UpdateLocationInput: ResolverTypeWrapper<Partial<UpdateLocationInput>>;
  UpdateLocationPatientForConflictInput: ResolverTypeWrapper<Partial<UpdateLocationPatientForConflictInput>>;
  UpdateLocationPatientInput: ResolverTypeWrapper<Partial<UpdateLocationPatientInput>>;
  UpdateLocationUserInput: ResolverTypeWrapper<Partial<UpdateLocationUserInput>>;
  UpdateLocationUserNotificationInput: ResolverTypeWrapper<Partial<UpdateLocationUserNotificationInput>>;
  UpdateOrganizationInput: ResolverTypeWrapper<Partial<UpdateOrganizationInput>>;
  UpdateRoleInput: ResolverTypeWrapper<Partial<UpdateRoleInput>>;
  UpdateUserAccountInput: ResolverTypeWrapper<Partial<UpdateUserAccountInput>>;
  UpdateUserInput: ResolverTypeWrapper<Partial<UpdateUserInput>>;
  UpsertLocationClientInput: ResolverTypeWrapper<Partial<UpsertLocationClientInput>>;
  UpsertLocationPatientClientInput: ResolverTypeWrapper<Partial<UpsertLocationPatientClientInput>>;
  User: ResolverTypeWrapper<UserRowParent>;
  UsersResult: ResolverTypeWrapper<Partial<Omit<UsersResult, 'data'> & { data: Array<ResolversTypes['User']> }>>;
  WorkflowStatus: ResolverTypeWrapper<Partial<WorkflowStatus>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountImpersonation: Partial<AccountImpersonation>;
  AddLocationClientInput: Partial<AddLocationClientInput>;
  AddLocationInput: Partial<AddLocationInput>;
  AddLocationPatientInput: Partial<AddLocationPatientInput>;
  AddOrganizationInput: Partial<AddOrganizationInput>;
  AddRoleInput: Partial<AddRoleInput>;
  AddUserInput: Partial<AddUserInput>;
  Address: AddressRowParent;
  AddressInput: Partial<AddressInput>;
  AddressType: Partial<AddressType>;
  ArchivePrescriptionInput: Partial<ArchivePrescriptionInput>;
  AuditChainBreak: Partial<AuditChainBreak>;
  AuditChainVerification: Partial<AuditChainVerification>;
  AuditChange: Partial<AuditChange>;
  AuditEntry: Partial<AuditEntry>;
  AuditField: Partial<AuditField>;
  AuditLogFilterInput: Partial<AuditLogFilterInput>;
  AuditLogPage: Partial<AuditLogPage>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  Breed: Partial<Breed>;
  BulkApprovalItem: Partial<BulkApprovalItem>;
  BulkApprovalReview: Partial<BulkApprovalReview>;
  ClassificationProducts: Partial<Omit<ClassificationProducts, 'strengthProductMap'> & { strengthProductMap: Array<ResolversParentTypes['StrengthProducts']> }>;
  CodeName: Partial<CodeName>;
  ConfigureFilterInput: Partial<ConfigureFilterInput>;
  Date: Partial<Scalars['Date']['output']>;
  DateTime: Partial<Scalars['DateTime']['output']>;
  DeclinePrescriptionInput: Partial<DeclinePrescriptionInput>;
  DeclineReason: Partial<DeclineReason>;
  DelegatedUser: DelegationRowParent;
  DelegatedUserInput: Partial<DelegatedUserInput>;
  DeletePrescriptionInput: Partial<DeletePrescriptionInput>;
  FeatureFlag: Partial<FeatureFlag>;
  Flavor: FlavorRowParent;
  FlavorProduct: Partial<FlavorProduct>;
  Float: Partial<Scalars['Float']['output']>;
  GetPimsCaretakerByIdInput: Partial<GetPimsCaretakerByIdInput>;
  GetPimsPatientByIdInput: Partial<GetPimsPatientByIdInput>;
  HealthCondition: Partial<HealthCondition>;
  ID: Partial<Scalars['ID']['output']>;
  ImpersonationSession: Partial<ImpersonationSession>;
  Int: Partial<Scalars['Int']['output']>;
  JSON: Partial<Scalars['JSON']['output']>;
  LineItem: LineItemRowParent;
  Location: LocationRowParent;
  LocationClient: LocationClientRowParent;
  LocationClientSearchResult: Partial<Omit<LocationClientSearchResult, 'data'> & { data: Array<ResolversParentTypes['LocationClient']> }>;
  LocationPatient: LocationPatientRowParent;
  LocationPatientClient: LocationPatientClientRowParent;
  LocationPatientClientInput: Partial<LocationPatientClientInput>;
  LocationPatientFilter: Partial<LocationPatientFilter>;
  LocationPharmacy: LocationPharmacyRowParent;
  LocationUser: LocationUserRowParent;
  LocationUserAssignmentInput: Partial<LocationUserAssignmentInput>;
  LocationsUsersResult: Partial<Omit<LocationsUsersResult, 'data'> & { data: Array<ResolversParentTypes['LocationUser']> }>;
  MinMax: Partial<MinMax>;
  Module: ModuleRowParent;
  Mutation: Record<PropertyKey, never>;
  Order: OrderRowParent;
  OrderStatus: Partial<OrderStatus>;
  Organization: OrganizationRowParent;
  PatientMedication: Partial<PatientMedication>;
  PharmacyOption: Partial<PharmacyOption>;
  Phone: PhoneRowParent;
  PhoneInput: Partial<PhoneInput>;
  PhoneType: Partial<PhoneType>;
  PimsAddress: Partial<PimsAddress>;
  PimsCaretaker: Partial<PimsCaretaker>;
  PimsCaretakerList: Partial<PimsCaretakerList>;
  PimsCaretakerListInput: Partial<PimsCaretakerListInput>;
  PimsConsult: Partial<PimsConsult>;
  PimsEmail: Partial<PimsEmail>;
  PimsInput: Partial<PimsInput>;
  PimsInstallInformation: Partial<PimsInstallInformation>;
  PimsInstallSchedule: Partial<PimsInstallSchedule>;
  PimsInstallStage: Partial<PimsInstallStage>;
  PimsInstallStatus: Partial<PimsInstallStatus>;
  PimsOutboxEntry: Partial<PimsOutboxEntry>;
  PimsPatient: Partial<PimsPatient>;
  PimsPatientList: Partial<PimsPatientList>;
  PimsPatientListInput: Partial<PimsPatientListInput>;
  PimsPhone: Partial<PimsPhone>;
  PimsUser: Partial<PimsUser>;
  PimsUserSyncResult: Partial<PimsUserSyncResult>;
  PimsWriteback: Partial<PimsWriteback>;
  PlacedBy: Partial<PlacedBy>;
  PortalType: Partial<PortalType>;
  Prescription: PrescriptionRowParent;
  PrescriptionInput: Partial<PrescriptionInput>;
  PrescriptionList: Partial<Omit<PrescriptionList, 'data'> & { data: Array<ResolversParentTypes['Prescription']> }>;
  PrescriptionPrint: PrescriptionPrintRowParent;
  PrescriptionTask: PrescriptionTaskRowParent;
  PrescriptionTaskDuplicate: Partial<PrescriptionTaskDuplicate>;
  PrescriptionTaskGroup: Partial<Omit<PrescriptionTaskGroup, 'locationClient' | 'tasks'> & { locationClient: ResolversParentTypes['LocationClient'], tasks: Array<ResolversParentTypes['PrescriptionTask']> }>;
  PrescriptionTaskToAttachInput: Partial<PrescriptionTaskToAttachInput>;
  PrescriptionTaskWorkflow: PrescriptionTaskWorkflowRowParent;
  PrescriptionTaskWorkflowInput: Partial<PrescriptionTaskWorkflowInput>;
  PrescriptionUpdateInput: Partial<PrescriptionUpdateInput>;
  PrescriptionWorkflow: PrescriptionWorkflowRowParent;
  PrescriptionWorkflowInput: Partial<PrescriptionWorkflowInput>;
  PriceBook: Partial<PriceBook>;
  PriceRange: Partial<PriceRange>;
  Product: ProductRowParent;
  ProductExtendedData: Partial<Omit<ProductExtendedData, 'classificationProductMap'> & { classificationProductMap: Array<ResolversParentTypes['ClassificationProducts']> }>;
  ProductFamilyRef: Partial<ProductFamilyRef>;
  ProductFamilySearchResult: Partial<ProductFamilySearchResult>;
  ProductPresentation: ProductPresentationRowParent;
  ProductPresentationOption: Partial<ProductPresentationOption>;
  ProductSearchMetadata: Partial<ProductSearchMetadata>;
  ProductSearchResponse: Partial<ProductSearchResponse>;
  ProfilePictureFileInput: Partial<ProfilePictureFileInput>;
  Query: Record<PropertyKey, never>;
  ReasonForCompound: Partial<ReasonForCompound>;
  ReportEmbed: Partial<ReportEmbed>;
  Role: RoleRowParent;
  RolesModule: RolesModuleRowParent;
  RolesModuleInput: Partial<RolesModuleInput>;
  RxOrigin: Partial<RxOrigin>;
  RxStatus: Partial<RxStatus>;
  SafetyFinding: Partial<SafetyFinding>;
  SafetyFindingAgainst: Partial<SafetyFindingAgainst>;
  SafetyReview: Partial<SafetyReview>;
  SandboxActivity: Partial<SandboxActivity>;
  SandboxCustomer: Partial<SandboxCustomer>;
  SandboxEvent: Partial<SandboxEvent>;
  SandboxOrderInput: Partial<SandboxOrderInput>;
  SandboxOrderLine: Partial<SandboxOrderLine>;
  SandboxOrderResult: Partial<SandboxOrderResult>;
  SandboxPet: Partial<SandboxPet>;
  SandboxProduct: Partial<SandboxProduct>;
  SandboxState: Partial<SandboxState>;
  SandboxTickResult: Partial<SandboxTickResult>;
  SearchFilter: Partial<SearchFilter>;
  SearchFilterInput: Partial<SearchFilterInput>;
  SearchFilterOption: Partial<SearchFilterOption>;
  SearchPimsCaretakersInput: Partial<SearchPimsCaretakersInput>;
  SearchPimsPatientsInput: Partial<SearchPimsPatientsInput>;
  Session: Partial<Omit<Session, 'user'> & { user?: Maybe<ResolversParentTypes['User']> }>;
  Shipment: ShipmentRowParent;
  Shortcut: ShortcutRowParent;
  ShortcutLocation: Partial<Omit<ShortcutLocation, 'location'> & { location?: Maybe<ResolversParentTypes['Location']> }>;
  Species: Partial<Species>;
  StrengthProducts: Partial<Omit<StrengthProducts, 'products'> & { products: Array<ResolversParentTypes['Product']> }>;
  String: Partial<Scalars['String']['output']>;
  SupportUser: Partial<SupportUser>;
  UpdateLocationClientInput: Partial<UpdateLocationClientInput>;
  UpdateLocationClientLinkInput: Partial<UpdateLocationClientLinkInput>;
  UpdateLocationInput: Partial<UpdateLocationInput>;
  UpdateLocationPatientForConflictInput: Partial<UpdateLocationPatientForConflictInput>;
  UpdateLocationPatientInput: Partial<UpdateLocationPatientInput>;
  UpdateLocationUserInput: Partial<UpdateLocationUserInput>;
  UpdateLocationUserNotificationInput: Partial<UpdateLocationUserNotificationInput>;
  UpdateOrganizationInput: Partial<UpdateOrganizationInput>;
  UpdateRoleInput: Partial<UpdateRoleInput>;
  UpdateUserAccountInput: Partial<UpdateUserAccountInput>;
  UpdateUserInput: Partial<UpdateUserInput>;
  UpsertLocationClientInput: Partial<UpsertLocationClientInput>;
  UpsertLocationPatientClientInput: Partial<UpsertLocationPatientClientInput>;
  User: UserRowParent;
  UsersResult: Partial<Omit<UsersResult, 'data'> & { data: Array<ResolversParentTypes['User']> }>;
  WorkflowStatus: Partial<WorkflowStatus>;
};

export type AccountImpersonationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccountImpersonation'] = ResolversParentTypes['AccountImpersonation']> = {
  changes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressLine1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressType?: Resolver<Maybe<ResolversTypes['AddressType']>, ParentType, ContextType>;
  addressTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressTypeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AddressType'] = ResolversParentTypes['AddressType']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AuditChainBreakResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditChainBreak'] = ResolversParentTypes['AuditChainBreak']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditChainVerificationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditChainVerification'] = ResolversParentTypes['AuditChainVerification']> = {
  checked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstBroken?: Resolver<Maybe<ResolversTypes['AuditChainBreak']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuditChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  actionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['AuditField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impersonationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  impersonatorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditField'] = ResolversParentTypes['AuditField']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BreedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Breed'] = ResolversParentTypes['Breed']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speciesCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BulkApprovalItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkApprovalItem'] = ResolversParentTypes['BulkApprovalItem']> = {
  approved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  directions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expires?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  prescriptionTaskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  qualifies?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  refills?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BulkApprovalReviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkApprovalReview'] = ResolversParentTypes['BulkApprovalReview']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BulkApprovalItem']>, ParentType, ContextType>;
  nonce?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassificationProductsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ClassificationProducts'] = ResolversParentTypes['ClassificationProducts']> = {
  classification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  strengthProductMap?: Resolver<Array<ResolversTypes['StrengthProducts']>, ParentType, ContextType>;
};

export type CodeNameResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CodeName'] = ResolversParentTypes['CodeName']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeclineReasonResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeclineReason'] = ResolversParentTypes['DeclineReason']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  simple?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DelegatedUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DelegatedUser'] = ResolversParentTypes['DelegatedUser']> = {
  delegatedLocationUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  delegatedLocationsUsers?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  locationUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FeatureFlagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeatureFlag'] = ResolversParentTypes['FeatureFlag']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlavorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Flavor'] = ResolversParentTypes['Flavor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlavorProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FlavorProduct'] = ResolversParentTypes['FlavorProduct']> = {
  flavor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flavorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HealthConditionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HealthCondition'] = ResolversParentTypes['HealthCondition']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speciesCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImpersonationSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImpersonationSession'] = ResolversParentTypes['ImpersonationSession']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  supportUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LineItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LineItem'] = ResolversParentTypes['LineItem']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveredDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dispensedQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  patient?: Resolver<Maybe<ResolversTypes['LocationPatient']>, ParentType, ContextType>;
  pharmacy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shippedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voided?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  voidedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  voidedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LocationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  HIN?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEnabledForWriteback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOfficeUseEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPimsAccountSecretSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPimsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationAddresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  locationPharmacies?: Resolver<Array<ResolversTypes['LocationPharmacy']>, ParentType, ContextType>;
  locationPhones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
  locationPortalType?: Resolver<ResolversTypes['PortalType'], ParentType, ContextType>;
  locationPortalTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pimsAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsConnectionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsWritebackAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsWritebackLocationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceBookType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryPharmacy?: Resolver<Maybe<ResolversTypes['LocationPharmacy']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LocationClientResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationClient'] = ResolversParentTypes['LocationClient']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  drivingLicense?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOfficeUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPIMSImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationPatientClients?: Resolver<Array<ResolversTypes['LocationPatientClient']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
  pimsConnectionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsProviderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationClientSearchResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationClientSearchResult'] = ResolversParentTypes['LocationClientSearchResult']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['LocationClient']>, ParentType, ContextType>;
};

export type LocationPatientResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationPatient'] = ResolversParentTypes['LocationPatient']> = {
  allergies?: Resolver<Array<ResolversTypes['CodeName']>, ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  breed?: Resolver<Maybe<ResolversTypes['Breed']>, ParentType, ContextType>;
  breedId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentMedications?: Resolver<Array<ResolversTypes['PatientMedication']>, ParentType, ContextType>;
  deceasedDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  healthConditions?: Resolver<Array<ResolversTypes['CodeName']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeceased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOfficeUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPIMSImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationPatientClients?: Resolver<Array<ResolversTypes['LocationPatientClient']>, ParentType, ContextType>;
  medications?: Resolver<Array<ResolversTypes['CodeName']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingRequests?: Resolver<Array<ResolversTypes['PatientMedication']>, ParentType, ContextType>;
  pimsConnectionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsMedicationsUnavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pimsProviderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prescVetLocationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  prescVetLocationUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  species?: Resolver<Maybe<ResolversTypes['Species']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weightUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationPatientClientResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationPatientClient'] = ResolversParentTypes['LocationPatientClient']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationClient?: Resolver<Maybe<ResolversTypes['LocationClient']>, ParentType, ContextType>;
  locationClientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationPatient?: Resolver<Maybe<ResolversTypes['LocationPatient']>, ParentType, ContextType>;
  locationPatientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LocationPharmacyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationPharmacy'] = ResolversParentTypes['LocationPharmacy']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationUser'] = ResolversParentTypes['LocationUser']> = {
  deaLicense?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deaLicenseExpiration?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  delegatedAccess?: Resolver<Array<ResolversTypes['DelegatedUser']>, ParentType, ContextType>;
  delegatedUsers?: Resolver<Array<ResolversTypes['DelegatedUser']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employeeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPendingAuth?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationUserPhones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
  notificationEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePictureThumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sourceUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vetLicenseExpiration?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  vetLicenseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vetLicenseState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LocationsUsersResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationsUsersResult'] = ResolversParentTypes['LocationsUsersResult']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['LocationUser']>, ParentType, ContextType>;
};

export type MinMaxResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MinMax'] = ResolversParentTypes['MinMax']> = {
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ModuleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Module'] = ResolversParentTypes['Module']> = {
  childModules?: Resolver<Array<ResolversTypes['Module']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNavigation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderBy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentModuleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addDelegatedUser?: Resolver<Array<ResolversTypes['DelegatedUser']>, ParentType, ContextType, RequireFields<MutationAddDelegatedUserArgs, 'input'>>;
  addLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, RequireFields<MutationAddLocationArgs, 'input'>>;
  addLocationClient?: Resolver<ResolversTypes['LocationClient'], ParentType, ContextType, RequireFields<MutationAddLocationClientArgs, 'input' | 'locationId'>>;
  addLocationPatient?: Resolver<ResolversTypes['LocationPatient'], ParentType, ContextType, RequireFields<MutationAddLocationPatientArgs, 'input'>>;
  addOfficeUseClient?: Resolver<ResolversTypes['LocationClient'], ParentType, ContextType, RequireFields<MutationAddOfficeUseClientArgs, 'locationId'>>;
  addOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationAddOrganizationArgs, 'input'>>;
  addPrescription?: Resolver<ResolversTypes['Prescription'], ParentType, ContextType, RequireFields<MutationAddPrescriptionArgs, 'addPrescriptionType' | 'input'>>;
  addRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationAddRoleArgs, 'input' | 'rolesModules'>>;
  addShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationAddShortcutArgs, 'details' | 'label' | 'shortcutType'>>;
  addUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddUserArgs, 'input'>>;
  archivePrescription?: Resolver<ResolversTypes['Prescription'], ParentType, ContextType, RequireFields<MutationArchivePrescriptionArgs, 'id' | 'input'>>;
  bulkApprovePrescriptionTasks?: Resolver<Array<ResolversTypes['BulkApprovalItem']>, ParentType, ContextType, RequireFields<MutationBulkApprovePrescriptionTasksArgs, 'idToken' | 'locationId' | 'prescriptionTaskIds'>>;
  changePrimaryLocation?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangePrimaryLocationArgs, 'locationUserId' | 'userId'>>;
  declinePrescription?: Resolver<ResolversTypes['Prescription'], ParentType, ContextType, RequireFields<MutationDeclinePrescriptionArgs, 'id' | 'input'>>;
  deleteDelegatedUser?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteDelegatedUserArgs, 'ids'>>;
  deletePrescription?: Resolver<ResolversTypes['Prescription'], ParentType, ContextType, RequireFields<MutationDeletePrescriptionArgs, 'id'>>;
  deleteShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationDeleteShortcutArgs, 'id'>>;
  endImpersonation?: Resolver<Maybe<ResolversTypes['ImpersonationSession']>, ParentType, ContextType>;
  locationUserProfilePictureUpload?: Resolver<ResolversTypes['LocationUser'], ParentType, ContextType, RequireFields<MutationLocationUserProfilePictureUploadArgs, 'file' | 'locationUserId'>>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  recordPrescriptionPrint?: Resolver<ResolversTypes['PrescriptionPrint'], ParentType, ContextType, RequireFields<MutationRecordPrescriptionPrintArgs, 'prescriptionId'>>;
  removeLocationUserProfilePicture?: Resolver<ResolversTypes['LocationUser'], ParentType, ContextType, RequireFields<MutationRemoveLocationUserProfilePictureArgs, 'locationUserId'>>;
  retryPimsWriteback?: Resolver<ResolversTypes['PimsOutboxEntry'], ParentType, ContextType, RequireFields<MutationRetryPimsWritebackArgs, 'locationId' | 'prescriptionId'>>;
  sandboxAdvancePrescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationSandboxAdvancePrescriptionArgs, 'prescriptionId'>>;
  sandboxGenerateExpiring?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSandboxGenerateExpiringArgs, 'locationId'>>;
  sandboxMoveOrderLine?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSandboxMoveOrderLineArgs, 'lineItemId'>>;
  sandboxPlaceOrder?: Resolver<ResolversTypes['SandboxOrderResult'], ParentType, ContextType, RequireFields<MutationSandboxPlaceOrderArgs, 'input'>>;
  sandboxReceiveHardCopy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSandboxReceiveHardCopyArgs, 'prescriptionId'>>;
  sandboxRecommend?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationSandboxRecommendArgs, 'input'>>;
  sandboxRenew?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationSandboxRenewArgs, 'prescriptionId'>>;
  sandboxSetClock?: Resolver<ResolversTypes['SandboxState'], ParentType, ContextType, RequireFields<MutationSandboxSetClockArgs, 'tickSeconds'>>;
  sandboxTick?: Resolver<ResolversTypes['SandboxTickResult'], ParentType, ContextType, Partial<MutationSandboxTickArgs>>;
  startImpersonation?: Resolver<ResolversTypes['ImpersonationSession'], ParentType, ContextType, RequireFields<MutationStartImpersonationArgs, 'reason' | 'username'>>;
  syncPimsUsers?: Resolver<ResolversTypes['PimsUserSyncResult'], ParentType, ContextType, RequireFields<MutationSyncPimsUsersArgs, 'accountUuid' | 'pimsAccountId' | 'pimsConnectionType'>>;
  updateLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, RequireFields<MutationUpdateLocationArgs, 'input' | 'updateLocationId'>>;
  updateLocationClient?: Resolver<ResolversTypes['LocationClient'], ParentType, ContextType, RequireFields<MutationUpdateLocationClientArgs, 'input'>>;
  updateLocationClientLink?: Resolver<ResolversTypes['LocationClient'], ParentType, ContextType, RequireFields<MutationUpdateLocationClientLinkArgs, 'input'>>;
  updateLocationPatient?: Resolver<ResolversTypes['LocationPatient'], ParentType, ContextType, RequireFields<MutationUpdateLocationPatientArgs, 'input'>>;
  updateLocationPatientForConflict?: Resolver<ResolversTypes['LocationPatient'], ParentType, ContextType, RequireFields<MutationUpdateLocationPatientForConflictArgs, 'input'>>;
  updateLocationUser?: Resolver<ResolversTypes['LocationUser'], ParentType, ContextType, RequireFields<MutationUpdateLocationUserArgs, 'id' | 'input'>>;
  updateLocationUserActive?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateLocationUserActiveArgs, 'id' | 'isActive'>>;
  updateLocationUserNotification?: Resolver<ResolversTypes['LocationUser'], ParentType, ContextType, RequireFields<MutationUpdateLocationUserNotificationArgs, 'id' | 'input'>>;
  updateLocationWritebackEnabled?: Resolver<ResolversTypes['Location'], ParentType, ContextType, RequireFields<MutationUpdateLocationWritebackEnabledArgs, 'id' | 'isEnabledForWriteback'>>;
  updateOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'id' | 'input'>>;
  updatePrescription?: Resolver<ResolversTypes['Prescription'], ParentType, ContextType, RequireFields<MutationUpdatePrescriptionArgs, 'addPrescriptionType' | 'input'>>;
  updatePrescriptionTaskWorkflow?: Resolver<ResolversTypes['PrescriptionTask'], ParentType, ContextType, RequireFields<MutationUpdatePrescriptionTaskWorkflowArgs, 'prescriptionTaskId' | 'prescriptionTaskWorkflow'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'id' | 'input' | 'rolesModules'>>;
  updateShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationUpdateShortcutArgs, 'details' | 'id' | 'label' | 'shortcutType'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  updateUserAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserAccountArgs, 'input'>>;
  upsertLocationClient?: Resolver<ResolversTypes['LocationClient'], ParentType, ContextType, RequireFields<MutationUpsertLocationClientArgs, 'input' | 'locationId'>>;
  upsertLocationPatientClient?: Resolver<ResolversTypes['LocationPatientClient'], ParentType, ContextType, RequireFields<MutationUpsertLocationPatientClientArgs, 'input'>>;
  upsertPrescriptionTask?: Resolver<ResolversTypes['PrescriptionTask'], ParentType, ContextType, RequireFields<MutationUpsertPrescriptionTaskArgs, 'status' | 'type' | 'uuid'>>;
  upsertPrescriptionWorkflow?: Resolver<ResolversTypes['PrescriptionWorkflow'], ParentType, ContextType, RequireFields<MutationUpsertPrescriptionWorkflowArgs, 'input'>>;
};

export type OrderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  brvCreatedAtTimestamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  locationClient?: Resolver<Maybe<ResolversTypes['LocationClient']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderSummaryOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placedBy?: Resolver<Maybe<ResolversTypes['PlacedBy']>, ParentType, ContextType>;
  shippedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voided?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderStatus'] = ResolversParentTypes['OrderStatus']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  HIN?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountno?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dbaName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPIMSEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPimsImportEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationAddresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  organizationPharmacies?: Resolver<Array<ResolversTypes['LocationPharmacy']>, ParentType, ContextType>;
  organizationPhones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientMedicationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PatientMedication'] = ResolversParentTypes['PatientMedication']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dosageForm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ingredients?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescExpiryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  prescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  prescriptionTaskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rxStatus?: Resolver<Maybe<ResolversTypes['RxStatus']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PharmacyOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PharmacyOption'] = ResolversParentTypes['PharmacyOption']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Phone'] = ResolversParentTypes['Phone']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimary?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneType?: Resolver<Maybe<ResolversTypes['PhoneType']>, ParentType, ContextType>;
  phoneTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneTypeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PhoneType'] = ResolversParentTypes['PhoneType']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PimsAddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsAddress'] = ResolversParentTypes['PimsAddress']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isPrimary?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateProvince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PimsCaretakerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsCaretaker'] = ResolversParentTypes['PimsCaretaker']> = {
  addresses?: Resolver<Array<ResolversTypes['PimsAddress']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['PimsEmail']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patients?: Resolver<Array<ResolversTypes['PimsPatient']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['PimsPhone']>, ParentType, ContextType>;
  pimsAccountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pimsConnectionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pimsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PimsCaretakerListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsCaretakerList'] = ResolversParentTypes['PimsCaretakerList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['PimsCaretaker']>, ParentType, ContextType>;
};

export type PimsConsultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsConsult'] = ResolversParentTypes['PimsConsult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diagnosis?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pimsUser?: Resolver<Maybe<ResolversTypes['PimsUser']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PimsEmailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsEmail'] = ResolversParentTypes['PimsEmail']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PimsInstallInformationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsInstallInformation'] = ResolversParentTypes['PimsInstallInformation']> = {
  pims?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsAccountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  practiceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['PimsInstallSchedule']>, ParentType, ContextType>;
};

export type PimsInstallScheduleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsInstallSchedule'] = ResolversParentTypes['PimsInstallSchedule']> = {
  frequency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextRun?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PimsInstallStageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsInstallStage'] = ResolversParentTypes['PimsInstallStage']> = {
  elapsedTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastSuccessful?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PimsInstallStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsInstallStatus'] = ResolversParentTypes['PimsInstallStatus']> = {
  extraction?: Resolver<Maybe<ResolversTypes['PimsInstallStage']>, ParentType, ContextType>;
  intermediate?: Resolver<Maybe<ResolversTypes['PimsInstallStage']>, ParentType, ContextType>;
  lastHeartbeat?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pimsAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staging?: Resolver<Maybe<ResolversTypes['PimsInstallStage']>, ParentType, ContextType>;
};

export type PimsOutboxEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsOutboxEntry'] = ResolversParentTypes['PimsOutboxEntry']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pimsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prescriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PimsPatientResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsPatient'] = ResolversParentTypes['PimsPatient']> = {
  allergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  breed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currentWeightInPounds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currentWeightUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  dateOfDeath?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeceased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  normalizedGender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  normalizedSpecies?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  species?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PimsPatientListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsPatientList'] = ResolversParentTypes['PimsPatientList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['PimsPatient']>, ParentType, ContextType>;
};

export type PimsPhoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsPhone'] = ResolversParentTypes['PimsPhone']> = {
  isPrimary?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isValidMobile?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PimsUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsUser'] = ResolversParentTypes['PimsUser']> = {
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isProvider?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  originSystem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsConnectionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vetLicenseExpiration?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  vetLicenseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vetLicenseState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PimsUserSyncResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsUserSyncResult'] = ResolversParentTypes['PimsUserSyncResult']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isSuccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PimsWritebackResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PimsWriteback'] = ResolversParentTypes['PimsWriteback']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pimsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlacedByResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlacedBy'] = ResolversParentTypes['PlacedBy']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PortalTypeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PortalType'] = ResolversParentTypes['PortalType']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrescriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Prescription'] = ResolversParentTypes['Prescription']> = {
  allergicIngredient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  archivedByLocationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  archivedByLocationUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  authorizingVet?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  authorizingVetLocationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  autoShipPrompt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentWorkflowStatusId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  daysSupply?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declinedByLocationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  directions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  draftCreateDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  flavor?: Resolver<Maybe<ResolversTypes['Flavor']>, ParentType, ContextType>;
  flavorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFillable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOfficeUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  issuedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  locationClient?: Resolver<Maybe<ResolversTypes['LocationClient']>, ParentType, ContextType>;
  locationClientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationPatient?: Resolver<Maybe<ResolversTypes['LocationPatient']>, ParentType, ContextType>;
  locationPatientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noteToClient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noteToPharmacy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notifyClientDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pimsConsultId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pimsWriteback?: Resolver<Maybe<ResolversTypes['PimsWriteback']>, ParentType, ContextType>;
  prescExpiryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  prescriptionWorkflows?: Resolver<Array<ResolversTypes['PrescriptionWorkflow']>, ParentType, ContextType>;
  prints?: Resolver<Array<ResolversTypes['PrescriptionPrint']>, ParentType, ContextType>;
  prnFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reasonForCompound?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refills?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rxOrigin?: Resolver<ResolversTypes['RxOrigin'], ParentType, ContextType>;
  rxStatus?: Resolver<ResolversTypes['RxStatus'], ParentType, ContextType>;
  safetyReview?: Resolver<Maybe<ResolversTypes['SafetyReview']>, ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  systemOrigin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPerFill?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workflowLocationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  workflowLocationUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PrescriptionListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PrescriptionList'] = ResolversParentTypes['PrescriptionList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Prescription']>, ParentType, ContextType>;
};

export type PrescriptionPrintResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PrescriptionPrint'] = ResolversParentTypes['PrescriptionPrint']> = {
  copyNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impersonatorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalPrintedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  prescriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  printedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  printedBy?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrescriptionTaskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PrescriptionTask'] = ResolversParentTypes['PrescriptionTask']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actionedByLocationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  assignedToLocationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  assignedToLocationUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdTimestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  duplicates?: Resolver<Array<ResolversTypes['PrescriptionTaskDuplicate']>, ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  flavor?: Resolver<Maybe<ResolversTypes['Flavor']>, ParentType, ContextType>;
  flavorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initiatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAutoship?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationClient?: Resolver<ResolversTypes['LocationClient'], ParentType, ContextType>;
  locationClientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationPatient?: Resolver<Maybe<ResolversTypes['LocationPatient']>, ParentType, ContextType>;
  locationPatientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  nextOrderDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prescription?: Resolver<Maybe<ResolversTypes['Prescription']>, ParentType, ContextType>;
  prescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  prescriptionTaskWorkflow?: Resolver<Maybe<ResolversTypes['PrescriptionTaskWorkflow']>, ParentType, ContextType>;
  previousPrescription?: Resolver<Maybe<ResolversTypes['Prescription']>, ParentType, ContextType>;
  previousPrescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantityRequested?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remainingQty?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  safetyFindings?: Resolver<Array<ResolversTypes['SafetyFinding']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrescriptionTaskDuplicateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PrescriptionTaskDuplicate'] = ResolversParentTypes['PrescriptionTaskDuplicate']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  prescriptionTaskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrescriptionTaskGroupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PrescriptionTaskGroup'] = ResolversParentTypes['PrescriptionTaskGroup']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationClient?: Resolver<ResolversTypes['LocationClient'], ParentType, ContextType>;
  locationClientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['PrescriptionTask']>, ParentType, ContextType>;
};

export type PrescriptionTaskWorkflowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PrescriptionTaskWorkflow'] = ResolversParentTypes['PrescriptionTaskWorkflow']> = {
  assignDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  assignedByLocationUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currentWorkflowStatus?: Resolver<Maybe<ResolversTypes['WorkflowStatus']>, ParentType, ContextType>;
  currentWorkflowStatusId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prescriptionTaskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workflowLocationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  workflowLocationUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PrescriptionWorkflowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PrescriptionWorkflow'] = ResolversParentTypes['PrescriptionWorkflow']> = {
  assignDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  assignedByLocationUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currentWorkflowStatus?: Resolver<Maybe<ResolversTypes['WorkflowStatus']>, ParentType, ContextType>;
  currentWorkflowStatusId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prescriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workflowLocationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  workflowLocationUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PriceBookResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceBook'] = ResolversParentTypes['PriceBook']> = {
  acquisitionCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  caretakerPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minimumAdvertisedPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  veterinarianPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  additionalDescription1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  additionalDescription2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  additionalDescription3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  additionalDescription4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  classification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  compound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deaSchedule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  directions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dosageDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullfillmentVendor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasFlavor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPharmacyRationale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageAdditional?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  imageBack?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageFront?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageTiltLeft?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageTiltRight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ingredients?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isControlled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHazardous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOfficeUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOutOfStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTempSensitive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVetExclusive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  normalizedStrength?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  officeUseDeliveryDays?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packsizeDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packsizeQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentProductId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  precautions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceBooks?: Resolver<Array<ResolversTypes['PriceBook']>, ParentType, ContextType>;
  productApprovalType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productFamily?: Resolver<ResolversTypes['ProductFamilyRef'], ParentType, ContextType>;
  productFlavors?: Resolver<Array<ResolversTypes['Flavor']>, ParentType, ContextType>;
  productPortalTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productPresentation?: Resolver<ResolversTypes['ProductPresentation'], ParentType, ContextType>;
  productPresentationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productSpecies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productWeightRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rxDeliveryDays?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shelfLife?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  strengthDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptionDiscountAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  subscriptionDiscountPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitMeasure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weightMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weightMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ProductExtendedDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductExtendedData'] = ResolversParentTypes['ProductExtendedData']> = {
  classificationProductMap?: Resolver<Array<ResolversTypes['ClassificationProducts']>, ParentType, ContextType>;
  flavorProductMap?: Resolver<Array<ResolversTypes['FlavorProduct']>, ParentType, ContextType>;
};

export type ProductFamilyRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductFamilyRef'] = ResolversParentTypes['ProductFamilyRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrnOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productFamily?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductFamilySearchResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductFamilySearchResult'] = ResolversParentTypes['ProductFamilySearchResult']> = {
  brands?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  classification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  compound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dosage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ingredients?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOfficeUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOutOfStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreferredPrescribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrnOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowestFamilyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  presentationFID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  priceRange?: Resolver<Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  productFamily?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  species?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  srp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  whenShipOffice?: Resolver<Maybe<ResolversTypes['MinMax']>, ParentType, ContextType>;
  whenShipRx?: Resolver<Maybe<ResolversTypes['MinMax']>, ParentType, ContextType>;
};

export type ProductPresentationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductPresentation'] = ResolversParentTypes['ProductPresentation']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dosageForm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductPresentationOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductPresentationOption'] = ResolversParentTypes['ProductPresentationOption']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dosageForm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOutOfStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSearchMetadataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductSearchMetadata'] = ResolversParentTypes['ProductSearchMetadata']> = {
  filters?: Resolver<Array<ResolversTypes['SearchFilter']>, ParentType, ContextType>;
  noOfResults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  searchedTerm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalResultsFound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSearchResponseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductSearchResponse'] = ResolversParentTypes['ProductSearchResponse']> = {
  metadata?: Resolver<ResolversTypes['ProductSearchMetadata'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['ProductFamilySearchResult']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  GetAccountActivity?: Resolver<Array<ResolversTypes['AccountImpersonation']>, ParentType, ContextType>;
  GetAuditEntry?: Resolver<ResolversTypes['AuditEntry'], ParentType, ContextType, RequireFields<QueryGetAuditEntryArgs, 'id'>>;
  GetAuditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<QueryGetAuditLogArgs, 'filter'>>;
  GetPrescriptionAuditTrail?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, RequireFields<QueryGetPrescriptionAuditTrailArgs, 'prescriptionId'>>;
  VerifyAuditChain?: Resolver<ResolversTypes['AuditChainVerification'], ParentType, ContextType, Partial<QueryVerifyAuditChainArgs>>;
  addressTypes?: Resolver<Array<ResolversTypes['AddressType']>, ParentType, ContextType>;
  allergies?: Resolver<Array<ResolversTypes['CodeName']>, ParentType, ContextType>;
  breedsBySpecies?: Resolver<Array<ResolversTypes['Breed']>, ParentType, ContextType, RequireFields<QueryBreedsBySpeciesArgs, 'speciesCode'>>;
  bulkApprovalPreview?: Resolver<ResolversTypes['BulkApprovalReview'], ParentType, ContextType, RequireFields<QueryBulkApprovalPreviewArgs, 'locationId' | 'prescriptionTaskIds'>>;
  declineReason?: Resolver<Array<ResolversTypes['DeclineReason']>, ParentType, ContextType>;
  featureFlags?: Resolver<Array<ResolversTypes['FeatureFlag']>, ParentType, ContextType, RequireFields<QueryFeatureFlagsArgs, 'locationId'>>;
  getImpersonationSession?: Resolver<Maybe<ResolversTypes['ImpersonationSession']>, ParentType, ContextType>;
  getInstallInformation?: Resolver<Maybe<ResolversTypes['PimsInstallInformation']>, ParentType, ContextType, RequireFields<QueryGetInstallInformationArgs, 'pimsInput'>>;
  getInstallStatus?: Resolver<Maybe<ResolversTypes['PimsInstallStatus']>, ParentType, ContextType, RequireFields<QueryGetInstallStatusArgs, 'pimsInput'>>;
  getLineItemsByPrescriptionId?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType, RequireFields<QueryGetLineItemsByPrescriptionIdArgs, 'prescriptionId'>>;
  getLocation?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryGetLocationArgs, 'id'>>;
  getLocationClient?: Resolver<Maybe<ResolversTypes['LocationClient']>, ParentType, ContextType, RequireFields<QueryGetLocationClientArgs, 'id'>>;
  getLocationClientByPimsId?: Resolver<Maybe<ResolversTypes['LocationClient']>, ParentType, ContextType, RequireFields<QueryGetLocationClientByPimsIdArgs, 'pimsAccountId' | 'pimsId'>>;
  getLocationPatient?: Resolver<Maybe<ResolversTypes['LocationPatient']>, ParentType, ContextType, RequireFields<QueryGetLocationPatientArgs, 'id'>>;
  getLocationPatientByPimsId?: Resolver<Maybe<ResolversTypes['LocationPatient']>, ParentType, ContextType, RequireFields<QueryGetLocationPatientByPimsIdArgs, 'locationId' | 'pimsAccountId' | 'pimsId'>>;
  getLocationPatientsByFilter?: Resolver<Array<ResolversTypes['LocationPatient']>, ParentType, ContextType, RequireFields<QueryGetLocationPatientsByFilterArgs, 'locationIds'>>;
  getLocationUser?: Resolver<Maybe<ResolversTypes['LocationUser']>, ParentType, ContextType, RequireFields<QueryGetLocationUserArgs, 'id'>>;
  getLocationUserByLocationIdAndRole?: Resolver<Array<ResolversTypes['LocationUser']>, ParentType, ContextType, RequireFields<QueryGetLocationUserByLocationIdAndRoleArgs, 'locationId' | 'roleId'>>;
  getLocationUsersThatCanAuthorize?: Resolver<Array<ResolversTypes['LocationUser']>, ParentType, ContextType, RequireFields<QueryGetLocationUsersThatCanAuthorizeArgs, 'locationId'>>;
  getOfficeUseClient?: Resolver<Maybe<ResolversTypes['LocationClient']>, ParentType, ContextType, RequireFields<QueryGetOfficeUseClientArgs, 'locationId'>>;
  getOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryGetOrderArgs, 'id'>>;
  getOrderStatus?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  getOrdersByLocationId?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryGetOrdersByLocationIdArgs, 'locationId'>>;
  getOrdersByLocationPatientIds?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryGetOrdersByLocationPatientIdsArgs, 'locationPatientIds'>>;
  getOrdersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryGetOrdersCountArgs, 'locationId'>>;
  getOrganization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QueryGetOrganizationArgs, 'id'>>;
  getPimsCaretakerById?: Resolver<Maybe<ResolversTypes['PimsCaretaker']>, ParentType, ContextType, RequireFields<QueryGetPimsCaretakerByIdArgs, 'input'>>;
  getPimsCaretakerList?: Resolver<ResolversTypes['PimsCaretakerList'], ParentType, ContextType, RequireFields<QueryGetPimsCaretakerListArgs, 'input'>>;
  getPimsConsultsByCode?: Resolver<Array<ResolversTypes['PimsConsult']>, ParentType, ContextType, RequireFields<QueryGetPimsConsultsByCodeArgs, 'code' | 'patientId' | 'pimsInput'>>;
  getPimsConsultsByPatientId?: Resolver<Array<ResolversTypes['PimsConsult']>, ParentType, ContextType, RequireFields<QueryGetPimsConsultsByPatientIdArgs, 'patientId' | 'pimsInput'>>;
  getPimsPatientById?: Resolver<Maybe<ResolversTypes['PimsPatient']>, ParentType, ContextType, RequireFields<QueryGetPimsPatientByIdArgs, 'input'>>;
  getPimsPatientList?: Resolver<ResolversTypes['PimsPatientList'], ParentType, ContextType, RequireFields<QueryGetPimsPatientListArgs, 'input'>>;
  getPimsUser?: Resolver<Maybe<ResolversTypes['PimsUser']>, ParentType, ContextType, RequireFields<QueryGetPimsUserArgs, 'pimsId' | 'pimsInput'>>;
  getPrescription?: Resolver<Maybe<ResolversTypes['Prescription']>, ParentType, ContextType, RequireFields<QueryGetPrescriptionArgs, 'id'>>;
  getPrescriptionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryGetPrescriptionCountArgs, 'locationId'>>;
  getPrescriptionDetail?: Resolver<Maybe<ResolversTypes['Prescription']>, ParentType, ContextType, RequireFields<QueryGetPrescriptionDetailArgs, 'id'>>;
  getPrescriptionHistory?: Resolver<Array<ResolversTypes['Prescription']>, ParentType, ContextType, RequireFields<QueryGetPrescriptionHistoryArgs, 'locationId'>>;
  getPrescriptionTask?: Resolver<Maybe<ResolversTypes['PrescriptionTask']>, ParentType, ContextType, Partial<QueryGetPrescriptionTaskArgs>>;
  getPrescriptionTasks?: Resolver<Array<ResolversTypes['PrescriptionTask']>, ParentType, ContextType, RequireFields<QueryGetPrescriptionTasksArgs, 'locationId'>>;
  getPrescriptionTasksCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryGetPrescriptionTasksCountArgs, 'locationId'>>;
  getPrescriptionTasksGrouped?: Resolver<Array<ResolversTypes['PrescriptionTaskGroup']>, ParentType, ContextType, RequireFields<QueryGetPrescriptionTasksGroupedArgs, 'locationId'>>;
  getPrescriptionTasksGroupedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryGetPrescriptionTasksGroupedCountArgs, 'locationId'>>;
  getPrescriptionsByLocationPatientId?: Resolver<ResolversTypes['PrescriptionList'], ParentType, ContextType, RequireFields<QueryGetPrescriptionsByLocationPatientIdArgs, 'locationPatientId'>>;
  getProductByProductId?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryGetProductByProductIdArgs, 'id'>>;
  getProductPresentationById?: Resolver<Maybe<ResolversTypes['ProductPresentation']>, ParentType, ContextType, RequireFields<QueryGetProductPresentationByIdArgs, 'id'>>;
  getProductPresentationsForProductFamily?: Resolver<Array<ResolversTypes['ProductPresentationOption']>, ParentType, ContextType, RequireFields<QueryGetProductPresentationsForProductFamilyArgs, 'locationId' | 'productFamily'>>;
  getProductsExtendedDataFromProductFamily?: Resolver<ResolversTypes['ProductExtendedData'], ParentType, ContextType, RequireFields<QueryGetProductsExtendedDataFromProductFamilyArgs, 'locationId' | 'productFamily'>>;
  getReportEmbedUrl?: Resolver<Maybe<ResolversTypes['ReportEmbed']>, ParentType, ContextType, RequireFields<QueryGetReportEmbedUrlArgs, 'locationId'>>;
  getSearchFilters?: Resolver<Array<ResolversTypes['SearchFilter']>, ParentType, ContextType, RequireFields<QueryGetSearchFiltersArgs, 'locationId'>>;
  getSupportUser?: Resolver<Maybe<ResolversTypes['SupportUser']>, ParentType, ContextType, RequireFields<QueryGetSupportUserArgs, 'username'>>;
  getUnlinkedLocationClients?: Resolver<Array<ResolversTypes['LocationClient']>, ParentType, ContextType, RequireFields<QueryGetUnlinkedLocationClientsArgs, 'locationId'>>;
  getUnlinkedLocationClientsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryGetUnlinkedLocationClientsCountArgs, 'locationId'>>;
  getUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryGetUserArgs, 'id'>>;
  getUserByUsername?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryGetUserByUsernameArgs, 'username'>>;
  hasFeature?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryHasFeatureArgs, 'feature' | 'locationId'>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  healthConditionsBySpecies?: Resolver<Array<ResolversTypes['HealthCondition']>, ParentType, ContextType, Partial<QueryHealthConditionsBySpeciesArgs>>;
  locationClientSearch?: Resolver<ResolversTypes['LocationClientSearchResult'], ParentType, ContextType, RequireFields<QueryLocationClientSearchArgs, 'locationId'>>;
  locationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryLocationCountArgs>>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType, Partial<QueryLocationsArgs>>;
  locationsUsers?: Resolver<ResolversTypes['LocationsUsersResult'], ParentType, ContextType, RequireFields<QueryLocationsUsersArgs, 'locationIds'>>;
  me?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  medications?: Resolver<Array<ResolversTypes['CodeName']>, ParentType, ContextType>;
  modules?: Resolver<Array<ResolversTypes['Module']>, ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType, Partial<QueryOrganizationsArgs>>;
  pharmacyOptions?: Resolver<Array<ResolversTypes['PharmacyOption']>, ParentType, ContextType>;
  phoneTypes?: Resolver<Array<ResolversTypes['PhoneType']>, ParentType, ContextType>;
  pimsOutbox?: Resolver<Array<ResolversTypes['PimsOutboxEntry']>, ParentType, ContextType, RequireFields<QueryPimsOutboxArgs, 'locationId'>>;
  portalTypes?: Resolver<Array<ResolversTypes['PortalType']>, ParentType, ContextType>;
  prescriptions?: Resolver<Array<ResolversTypes['Prescription']>, ParentType, ContextType, RequireFields<QueryPrescriptionsArgs, 'locationId'>>;
  productFamilies?: Resolver<Array<ResolversTypes['ProductFamilySearchResult']>, ParentType, ContextType, RequireFields<QueryProductFamiliesArgs, 'locationId'>>;
  productFamiliesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryProductFamiliesCountArgs, 'locationId'>>;
  reasonForCompound?: Resolver<Array<ResolversTypes['ReasonForCompound']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType, Partial<QueryRolesArgs>>;
  sandboxActivity?: Resolver<ResolversTypes['SandboxActivity'], ParentType, ContextType, RequireFields<QuerySandboxActivityArgs, 'locationId'>>;
  sandboxCustomers?: Resolver<Array<ResolversTypes['SandboxCustomer']>, ParentType, ContextType, RequireFields<QuerySandboxCustomersArgs, 'locationId' | 'text'>>;
  sandboxProducts?: Resolver<Array<ResolversTypes['SandboxProduct']>, ParentType, ContextType, Partial<QuerySandboxProductsArgs>>;
  sandboxState?: Resolver<ResolversTypes['SandboxState'], ParentType, ContextType>;
  searchPimsCaretakers?: Resolver<Array<ResolversTypes['PimsCaretaker']>, ParentType, ContextType, RequireFields<QuerySearchPimsCaretakersArgs, 'input'>>;
  searchPimsPatients?: Resolver<Array<ResolversTypes['PimsPatient']>, ParentType, ContextType, RequireFields<QuerySearchPimsPatientsArgs, 'input'>>;
  searchPimsUsers?: Resolver<Array<ResolversTypes['PimsUser']>, ParentType, ContextType, RequireFields<QuerySearchPimsUsersArgs, 'pimsInput'>>;
  searchProductFamilies?: Resolver<ResolversTypes['ProductSearchResponse'], ParentType, ContextType, RequireFields<QuerySearchProductFamiliesArgs, 'locationId'>>;
  searchProductFamiliesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QuerySearchProductFamiliesCountArgs, 'locationId'>>;
  shortcut?: Resolver<Array<ResolversTypes['Shortcut']>, ParentType, ContextType, Partial<QueryShortcutArgs>>;
  species?: Resolver<Array<ResolversTypes['Species']>, ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UsersResult'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'filter'>>;
  workflowStatus?: Resolver<Array<ResolversTypes['WorkflowStatus']>, ParentType, ContextType>;
};

export type ReasonForCompoundResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReasonForCompound'] = ResolversParentTypes['ReasonForCompound']> = {
  allergicIngredient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reasonForCompound?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportEmbedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportEmbed'] = ResolversParentTypes['ReportEmbed']> = {
  embedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  canAuthorize?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rolesModules?: Resolver<Array<ResolversTypes['RolesModule']>, ParentType, ContextType>;
};

export type RolesModuleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RolesModule'] = ResolversParentTypes['RolesModule']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['Module'], ParentType, ContextType>;
  moduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RxOriginResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RxOrigin'] = ResolversParentTypes['RxOrigin']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RxStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RxStatus'] = ResolversParentTypes['RxStatus']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SafetyFindingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SafetyFinding'] = ResolversParentTypes['SafetyFinding']> = {
  against?: Resolver<Maybe<ResolversTypes['SafetyFindingAgainst']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsReason?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needsWithdrawalTime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prohibited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SafetyFindingAgainstResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SafetyFindingAgainst'] = ResolversParentTypes['SafetyFindingAgainst']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  prescriptionTaskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SafetyReviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SafetyReview'] = ResolversParentTypes['SafetyReview']> = {
  findings?: Resolver<Array<ResolversTypes['SafetyFinding']>, ParentType, ContextType>;
  knowledgeVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overrideReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pharmacyLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  withdrawalTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SandboxActivityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SandboxActivity'] = ResolversParentTypes['SandboxActivity']> = {
  events?: Resolver<Array<ResolversTypes['SandboxEvent']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SandboxOrderLine']>, ParentType, ContextType>;
};

export type SandboxCustomerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SandboxCustomer'] = ResolversParentTypes['SandboxCustomer']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pets?: Resolver<Array<ResolversTypes['SandboxPet']>, ParentType, ContextType>;
};

export type SandboxEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SandboxEvent'] = ResolversParentTypes['SandboxEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  party?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SandboxOrderLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SandboxOrderLine'] = ResolversParentTypes['SandboxOrderLine']> = {
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hardCopyReceived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isControlled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rxStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SandboxOrderResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SandboxOrderResult'] = ResolversParentTypes['SandboxOrderResult']> = {
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SandboxPetResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SandboxPet'] = ResolversParentTypes['SandboxPet']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speciesCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SandboxProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SandboxProduct'] = ResolversParentTypes['SandboxProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isControlled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SandboxStateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SandboxState'] = ResolversParentTypes['SandboxState']> = {
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  now?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  seed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tickSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ticks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trafficPerHour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SandboxTickResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SandboxTickResult'] = ResolversParentTypes['SandboxTickResult']> = {
  linesMoved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  now?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ordersPlaced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prescriptionsMoved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestsCancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestsRaised?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ticks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchFilterResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchFilter'] = ResolversParentTypes['SearchFilter']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['SearchFilterOption']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchFilterOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchFilterOption'] = ResolversParentTypes['SearchFilterOption']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  impersonating?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  impersonationMaxMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  impersonationSession?: Resolver<Maybe<ResolversTypes['ImpersonationSession']>, ParentType, ContextType>;
  isSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sandboxAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supportUser?: Resolver<Maybe<ResolversTypes['SupportUser']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShortcutResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Shortcut'] = ResolversParentTypes['Shortcut']> = {
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGlobal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shortcutsLocation?: Resolver<Array<ResolversTypes['ShortcutLocation']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShortcutLocationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShortcutLocation'] = ResolversParentTypes['ShortcutLocation']> = {
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SpeciesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Species'] = ResolversParentTypes['Species']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StrengthProductsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StrengthProducts'] = ResolversParentTypes['StrengthProducts']> = {
  productWeightRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  strength?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weightMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weightMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SupportUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SupportUser'] = ResolversParentTypes['SupportUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inAdminSupportGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEnabledInOkta?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationsUsers?: Resolver<Array<ResolversTypes['LocationUser']>, ParentType, ContextType>;
  userPhones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UsersResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UsersResult'] = ResolversParentTypes['UsersResult']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type WorkflowStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkflowStatus'] = ResolversParentTypes['WorkflowStatus']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AccountImpersonation?: AccountImpersonationResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressType?: AddressTypeResolvers<ContextType>;
  AuditChainBreak?: AuditChainBreakResolvers<ContextType>;
  AuditChainVerification?: AuditChainVerificationResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditField?: AuditFieldResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  Breed?: BreedResolvers<ContextType>;
  BulkApprovalItem?: BulkApprovalItemResolvers<ContextType>;
  BulkApprovalReview?: BulkApprovalReviewResolvers<ContextType>;
  ClassificationProducts?: ClassificationProductsResolvers<ContextType>;
  CodeName?: CodeNameResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeclineReason?: DeclineReasonResolvers<ContextType>;
  DelegatedUser?: DelegatedUserResolvers<ContextType>;
  FeatureFlag?: FeatureFlagResolvers<ContextType>;
  Flavor?: FlavorResolvers<ContextType>;
  FlavorProduct?: FlavorProductResolvers<ContextType>;
  HealthCondition?: HealthConditionResolvers<ContextType>;
  ImpersonationSession?: ImpersonationSessionResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LineItem?: LineItemResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationClient?: LocationClientResolvers<ContextType>;
  LocationClientSearchResult?: LocationClientSearchResultResolvers<ContextType>;
  LocationPatient?: LocationPatientResolvers<ContextType>;
  LocationPatientClient?: LocationPatientClientResolvers<ContextType>;
  LocationPharmacy?: LocationPharmacyResolvers<ContextType>;
  LocationUser?: LocationUserResolvers<ContextType>;
  LocationsUsersResult?: LocationsUsersResultResolvers<ContextType>;
  MinMax?: MinMaxResolvers<ContextType>;
  Module?: ModuleResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderStatus?: OrderStatusResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  PatientMedication?: PatientMedicationResolvers<ContextType>;
  PharmacyOption?: PharmacyOptionResolvers<ContextType>;
  Phone?: PhoneResolvers<ContextType>;
  PhoneType?: PhoneTypeResolvers<ContextType>;
  PimsAddress?: PimsAddressResolvers<ContextType>;
  PimsCaretaker?: PimsCaretakerResolvers<ContextType>;
  PimsCaretakerList?: PimsCaretakerListResolvers<ContextType>;
  PimsConsult?: PimsConsultResolvers<ContextType>;
  PimsEmail?: PimsEmailResolvers<ContextType>;
  PimsInstallInformation?: PimsInstallInformationResolvers<ContextType>;
  PimsInstallSchedule?: PimsInstallScheduleResolvers<ContextType>;
  PimsInstallStage?: PimsInstallStageResolvers<ContextType>;
  PimsInstallStatus?: PimsInstallStatusResolvers<ContextType>;
  PimsOutboxEntry?: PimsOutboxEntryResolvers<ContextType>;
  PimsPatient?: PimsPatientResolvers<ContextType>;
  PimsPatientList?: PimsPatientListResolvers<ContextType>;
  PimsPhone?: PimsPhoneResolvers<ContextType>;
  PimsUser?: PimsUserResolvers<ContextType>;
  PimsUserSyncResult?: PimsUserSyncResultResolvers<ContextType>;
  PimsWriteback?: PimsWritebackResolvers<ContextType>;
  PlacedBy?: PlacedByResolvers<ContextType>;
  PortalType?: PortalTypeResolvers<ContextType>;
  Prescription?: PrescriptionResolvers<ContextType>;
  PrescriptionList?: PrescriptionListResolvers<ContextType>;
  PrescriptionPrint?: PrescriptionPrintResolvers<ContextType>;
  PrescriptionTask?: PrescriptionTaskResolvers<ContextType>;
  PrescriptionTaskDuplicate?: PrescriptionTaskDuplicateResolvers<ContextType>;
  PrescriptionTaskGroup?: PrescriptionTaskGroupResolvers<ContextType>;
  PrescriptionTaskWorkflow?: PrescriptionTaskWorkflowResolvers<ContextType>;
  PrescriptionWorkflow?: PrescriptionWorkflowResolvers<ContextType>;
  PriceBook?: PriceBookResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductExtendedData?: ProductExtendedDataResolvers<ContextType>;
  ProductFamilyRef?: ProductFamilyRefResolvers<ContextType>;
  ProductFamilySearchResult?: ProductFamilySearchResultResolvers<ContextType>;
  ProductPresentation?: ProductPresentationResolvers<ContextType>;
  ProductPresentationOption?: ProductPresentationOptionResolvers<ContextType>;
  ProductSearchMetadata?: ProductSearchMetadataResolvers<ContextType>;
  ProductSearchResponse?: ProductSearchResponseResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReasonForCompound?: ReasonForCompoundResolvers<ContextType>;
  ReportEmbed?: ReportEmbedResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolesModule?: RolesModuleResolvers<ContextType>;
  RxOrigin?: RxOriginResolvers<ContextType>;
  RxStatus?: RxStatusResolvers<ContextType>;
  SafetyFinding?: SafetyFindingResolvers<ContextType>;
  SafetyFindingAgainst?: SafetyFindingAgainstResolvers<ContextType>;
  SafetyReview?: SafetyReviewResolvers<ContextType>;
  SandboxActivity?: SandboxActivityResolvers<ContextType>;
  SandboxCustomer?: SandboxCustomerResolvers<ContextType>;
  SandboxEvent?: SandboxEventResolvers<ContextType>;
  SandboxOrderLine?: SandboxOrderLineResolvers<ContextType>;
  SandboxOrderResult?: SandboxOrderResultResolvers<ContextType>;
  SandboxPet?: SandboxPetResolvers<ContextType>;
  SandboxProduct?: SandboxProductResolvers<ContextType>;
  SandboxState?: SandboxStateResolvers<ContextType>;
  SandboxTickResult?: SandboxTickResultResolvers<ContextType>;
  SearchFilter?: SearchFilterResolvers<ContextType>;
  SearchFilterOption?: SearchFilterOptionResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  Shortcut?: ShortcutResolvers<ContextType>;
  ShortcutLocation?: ShortcutLocationResolvers<ContextType>;
  Species?: SpeciesResolvers<ContextType>;
  StrengthProducts?: StrengthProductsResolvers<ContextType>;
  SupportUser?: SupportUserResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UsersResult?: UsersResultResolvers<ContextType>;
  WorkflowStatus?: WorkflowStatusResolvers<ContextType>;
};

