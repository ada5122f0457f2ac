/**
 * The authorization matrix (issue 9, item 6): every operation core ships × every kind of caller →
 * the answer expected from the access policy. Rows are keyed by operation name;
 * an operation without a row, or a row without an operation, fails the test. For each refusal the test
 * checks that nothing was written (a fingerprint of every table, read back) and that another
 * location's ids never return data.
 *
 * Callers: anonymous; own (vetadmin at Maple Grove: every module, canAuthorize); another location
 * (the same vetadmin with Summit's ids, where they have no membership); revoked (relief, whose Maple
 * Grove membership is inactive, with Maple Grove's ids); a role without the module or canAuthorize
 * (staff at Maple Grove, naming vetadmin as authorizing vet); support not impersonating; support
 * impersonating vetadmin (within an impersonation session started through the API); a support user
 * of the admin support group (the Role page's `supportRoles`).
 *
 * Allowed is proven, not only "not refused": every query the own caller may run must answer without
 * an error and with data (each root field non-null). Nothing may write but an allowed mutation: the
 * queries (any caller) and the refused mutations of a caller run as one batch between two
 * fingerprints of every table; when they differ, the batch runs again call by call to name the one
 * that wrote.
 *
 * The REST endpoints have rows too (`REST`): each route app.ts serves as an API × the same callers →
 * the HTTP status expected; a refusal writes nothing. A route without a row fails the test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PIMS_CONNECT_PATHS, reportEmbedPath } from '@vetrx/core/admin';
import { APPLICATION_HEADER, APPLICATION_NAME, IMPERSONATION_HEADER, LIVE_UPDATES_PATH, operationKinds, operations } from '@vetrx/core/api';
import { HELP_CLIENT_PATHS } from '@vetrx/core/client';
import { DEMO_PASSWORD, LOCATION } from '@vetrx/fixtures';
import { appendAuditRow } from '../repositories/audit-chain.js';
import { applicationTables, queryRows, signIn, testDatabases, useTestServer } from '../testing/index.js';

type OperationName = keyof typeof operations;

const MG = LOCATION.mapleGrove;
const SU = LOCATION.summit;

type Persona = 'anonymous' | 'own' | 'other' | 'revoked' | 'noRole' | 'support' | 'supportImp' | 'adminSupport';
/** Personas in the order they run: refusals first, the callers whose writes succeed last. */
const PERSONAS: readonly Persona[] = ['anonymous', 'other', 'revoked', 'noRole', 'support', 'adminSupport', 'supportImp', 'own'];
/** OK: the call was not refused by access (any other answer, including BAD_USER_INPUT or CONFLICT). */
type Outcome = 'OK' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';
const ACCESS_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

const U = 'UNAUTHENTICATED';
const F = 'FORBIDDEN';
const NF = 'NOT_FOUND';

/**
 * What each kind of operation answers each caller (the policy's actions):
 * - signedIn: reference data and the caller's own account — any session.
 * - member (workAt): a location's practice work — an active membership; support must impersonate.
 * - readable (readLocation): a location's records that support also reads (Practice Setup, Pims Lookup).
 * - practiceSetup: a practice-setup module at the location, or support (who sets up any practice).
 * - module: a module at the location (office use, reports); support must impersonate.
 * - sign: issues a prescription (canAuthorize / delegation; never while impersonating).
 * - userAdmin: user management at the location (User Management module; support everywhere).
 * - organization: an organization the caller has a location in (revoked at one location, relief
 *   still works at another of the same organization), or support.
 * - auditLog: a location's Audit Log and chain (policy readAuditLog): a member whose role
 *   opens User Management there, or support acting as themselves (who reads every practice).
 * - support / supportRoles: the support area / the admin support group.
 * - supportSelf: the signed-in support user's own record (the shell reads it while impersonating too);
 *   a practice user finds no support user.
 */
const EXPECT = {
  signedIn: { anonymous: U, own: 'OK', other: 'OK', revoked: 'OK', noRole: 'OK', support: 'OK', supportImp: 'OK', adminSupport: 'OK' },
  member: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: 'OK', support: NF, supportImp: 'OK', adminSupport: NF },
  readable: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: 'OK', support: 'OK', supportImp: 'OK', adminSupport: 'OK' },
  practiceSetup: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: F, support: 'OK', supportImp: 'OK', adminSupport: 'OK' },
  module: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: F, support: NF, supportImp: 'OK', adminSupport: NF },
  sign: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: F, support: NF, supportImp: F, adminSupport: NF },
  userAdmin: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: F, support: 'OK', supportImp: 'OK', adminSupport: 'OK' },
  organization: { anonymous: U, own: 'OK', other: NF, revoked: 'OK', noRole: 'OK', support: 'OK', supportImp: 'OK', adminSupport: 'OK' },
  support: { anonymous: U, own: F, other: F, revoked: F, noRole: F, support: 'OK', supportImp: F, adminSupport: 'OK' },
  supportSelf: { anonymous: U, own: NF, other: NF, revoked: NF, noRole: NF, support: 'OK', supportImp: 'OK', adminSupport: 'OK' },
  supportRoles: { anonymous: U, own: F, other: F, revoked: F, noRole: F, support: F, supportImp: F, adminSupport: 'OK' },
  auditLog: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: F, support: 'OK', supportImp: 'OK', adminSupport: 'OK' },
} as const satisfies Record<string, Record<Persona, Outcome>>;
type Kind = keyof typeof EXPECT;

/** The ids the rows use, at one location. */
interface Place {
  location: number;
  organization: number;
  client: number;
  patient: number;
  issuedRx: number;
  declinableRx: number;
  draftRx: number;
  task: number;
  taskUuid: string;
  order: number;
  orderRx: number;
  /** vetadmin's location user (own) or a vet's (Summit). */
  vetLu: number;
  /** Another active location user of the location (a staff member). */
  staffLu: number;
  staffUser: number;
  delegation: number;
  /** The vet and the delegate of that delegation. */
  delegationPair: readonly [number, number];
  shortcut: number;
  pims: { pimsAccountId: string; pimsConnectionType: string };
  pimsClientId: string;
  pimsPatientId: string;
  roleId: number;
  locationUuid: string;
  /** An active client with an e-mail (the help-client session's storefront account). */
  helpClientUuid: string;
  /** A row of the location's audit log. */
  auditRow: number;
}
interface Fixture {
  own: Place;
  other: Place;
  productFamily: string;
  product: number;
  presentation: number;
  /** vetadmin's user id. */
  vetadminUser: number;
  moduleId: number;
  /** A role no caller holds (UpdateRole changes it). */
  spareRole: number;
  /** The ID token of a fresh sign-in of the caller carrying a bulk summary's nonce: vetadmin's for the own caller, else stale. */
  idToken: string;
}

type Vars = (p: Place, f: Fixture) => Record<string, unknown>;
interface Row {
  kind: Kind;
  /** Variables naming the caller's location's records (`other`: Summit's). */
  vars?: Vars;
  /** Where this operation's callers differ from its kind, with the reason in a comment. */
  override?: Partial<Record<Persona, Outcome>>;
  /** Records the operation consumes, copied afresh before each call so every caller meets the same state. */
  fresh?: readonly FreshKey[];
}
type FreshKey = 'draftRx' | 'declinableRx' | 'task' | 'delegation' | 'shortcut';

const rx = (p: Place, productId: number) => ({
  locationId: String(p.location),
  locationClientId: String(p.client),
  locationPatientId: String(p.patient),
  productId: String(productId),
  directions: 'Give 1 tablet by mouth every 12 hours.',
  authorizingVet: String(p.vetLu),
});
const pimsOf = (p: Place) => ({ pimsAccountId: p.pims.pimsAccountId, pimsConnectionType: p.pims.pimsConnectionType });
const taskFilter = (p: Place) => ({ locationId: String(p.location), skip: 0, take: 5 });

/** One row per operation: a new operation without a row fails 'has a row for every operation'. */
const MATRIX: Record<OperationName, Row> = {
  // access
  Me: { kind: 'signedIn' },
  // impersonation sessions: support only; ending or reading one's own session works while impersonating
  StartImpersonation: { kind: 'support', vars: () => ({ username: 'vetadmin@demo.vetrx.dev', reason: 'Matrix ticket', minutes: 30 }) },
  EndImpersonation: { kind: 'support', override: { supportImp: 'OK' } },
  GetImpersonationSession: { kind: 'support', override: { supportImp: 'OK' } },
  hasFeature: { kind: 'member', vars: (p) => ({ feature: 'oobo', locationId: String(p.location) }) },
  featureFlags: { kind: 'member', vars: (p) => ({ locationId: String(p.location) }) },
  GetLocation: { kind: 'readable', vars: (p) => ({ id: String(p.location) }) },
  LocationsUsers: { kind: 'readable', vars: (p) => ({ locationIds: [String(p.location)] }) },
  GetLocationUser: { kind: 'readable', vars: (p) => ({ id: String(p.staffLu) }) },
  getLocationUsersThatCanAuthorize: { kind: 'member', vars: (p) => ({ locationId: String(p.location) }) },
  GetUserByUsername: { kind: 'signedIn', vars: () => ({ username: 'vetadmin@demo.vetrx.dev' }) },
  GetSupportUser: { kind: 'supportSelf', vars: () => ({ username: 'support@demo.vetrx.dev' }) },
  Modules: { kind: 'signedIn' },
  Roles: { kind: 'signedIn' },
  PharmacyOptions: { kind: 'signedIn' },
  PhoneTypes: { kind: 'signedIn' },
  AddressTypes: { kind: 'signedIn' },
  PortalTypes: { kind: 'signedIn' },
  // admin-practice
  Locations: { kind: 'support' },
  LocationCount: { kind: 'support' },
  Organizations: { kind: 'support' },
  GetOrganization: { kind: 'organization', vars: (p) => ({ id: String(p.organization) }) },
  GetReportEmbedUrl: { kind: 'module', vars: (p) => ({ locationId: String(p.location) }) },
  // Staff's role has Office Use in the demo: the role-without-module caller is allowed here.
  GetOfficeUseClient: { kind: 'module', override: { noRole: 'OK' }, vars: (p) => ({ locationId: String(p.location) }) },
  // Staff's role has Office Use in the demo: the role-without-module caller is allowed here.
  AddOfficeUseClient: { kind: 'module', override: { noRole: 'OK' }, vars: (p) => ({ locationId: String(p.location) }) },
  AddLocation: { kind: 'support', vars: () => ({ input: { name: 'Matrix Clinic' } }) },
  UpdateLocation: { kind: 'practiceSetup', vars: (p) => ({ updateLocationId: String(p.location), input: {} }) },
  // Sets the value Maple Grove already has: the own caller's PIMS consult rows need write-back on.
  UpdateLocationWritebackEnabled: { kind: 'support', vars: (p) => ({ id: String(p.location), isEnabledForWriteback: true }) },
  PimsOutbox: { kind: 'support', vars: (p) => ({ locationId: String(p.location) }) },
  // Support passes access; the issued Rx has no write-back row, so the row is then not found.
  RetryPimsWriteback: { kind: 'support', vars: (p) => ({ locationId: String(p.location), prescriptionId: String(p.issuedRx) }), override: { support: NF, adminSupport: NF } },
  AddOrganization: { kind: 'support', vars: () => ({ input: { name: 'Matrix Org' } }) },
  UpdateOrganization: { kind: 'support', vars: (p) => ({ id: String(p.organization), input: {} }) },
  AddRole: { kind: 'supportRoles', vars: (_p, f) => ({ input: { name: 'Matrix Role', canAuthorize: false }, rolesModules: [{ moduleId: String(f.moduleId) }] }) },
  // A role of its own: the admin support group's update replaces its modules, which must not be the callers' roles.
  UpdateRole: { kind: 'supportRoles', vars: (_p, f) => ({ id: String(f.spareRole), input: {}, rolesModules: [{ moduleId: String(f.moduleId) }] }) },
  UpdateShortcut: {
    kind: 'practiceSetup',
    fresh: ['shortcut'],
    vars: (p) => ({ id: String(p.shortcut), locationId: String(p.location), shortcutType: 'SIG', label: 'Matrix label', details: 'Matrix details' }),
  },
  DeleteShortcut: { kind: 'practiceSetup', fresh: ['shortcut'], vars: (p) => ({ id: String(p.shortcut), locationId: String(p.location) }) },
  // admin-users
  // The support user search refuses an impersonated session like every support operation.
  Users: { kind: 'support', vars: () => ({ filter: 'vet' }) },
  GetUser: { kind: 'readable', vars: (p) => ({ id: String(p.staffUser) }) },
  GetAdminLocationUser: { kind: 'readable', vars: (p) => ({ id: String(p.staffLu) }) },
  getLocationUserByLocationIdAndRole: { kind: 'readable', vars: (p) => ({ locationId: String(p.location), roleId: String(p.roleId) }) },
  searchPimsUsers: { kind: 'readable', vars: (p) => ({ pimsInput: pimsOf(p), searchText: 'a' }) },
  getPimsUser: { kind: 'readable', vars: (p) => ({ pimsInput: pimsOf(p), pimsId: 'EZ-U-1002' }) },
  AddUser: { kind: 'userAdmin', vars: (p) => ({ input: { firstName: 'Matrix', lastName: 'User', email: 'matrix.user@example.com', locationsUsers: [{ locationId: String(p.location), roleId: String(p.roleId) }] } }) },
  UpdateUser: { kind: 'userAdmin', vars: (p) => ({ input: { id: String(p.staffUser) } }) },
  UpdateUserAccount: { kind: 'signedIn', vars: () => ({ input: {} }) },
  UpdateLocationUser: { kind: 'userAdmin', vars: (p) => ({ id: String(p.staffLu), input: {} }) },
  UpdateLocationUserNotification: { kind: 'userAdmin', vars: (p) => ({ id: String(p.staffLu), input: {} }) },
  UpdateLocationUserActive: { kind: 'userAdmin', vars: (p) => ({ id: String(p.staffLu), isActive: true }) },
  LocationUserProfilePictureUpload: {
    kind: 'userAdmin',
    vars: (p) => ({ locationUserId: String(p.staffLu), file: { fileName: 'a.png', contentType: 'image/png', base64: 'iVBORw0KGgo=' } }),
  },
  RemoveLocationUserProfilePicture: { kind: 'userAdmin', vars: (p) => ({ locationUserId: String(p.staffLu) }) },
  ChangePrimaryLocation: { kind: 'userAdmin', vars: (p) => ({ locationUserId: String(p.staffLu), userId: String(p.staffUser) }) },
  AddDelegatedUser: { kind: 'userAdmin', vars: (p) => ({ input: [{ locationUserId: String(p.vetLu), delegatedLocationUserId: String(p.staffLu) }] }) },
  DeleteDelegatedUser: { kind: 'userAdmin', fresh: ['delegation'], vars: (p) => ({ ids: [String(p.delegation)] }) },
  // approvals
  GetPrescriptionTask: { kind: 'member', vars: (p) => ({ id: String(p.task) }) },
  GetPrescriptionTasks: { kind: 'member', vars: taskFilter },
  GetPrescriptionTasksGrouped: { kind: 'member', vars: taskFilter },
  GetPrescriptionTasksGroupedCount: { kind: 'member', vars: taskFilter },
  // bulk approval: the preview reads; the approval signs, after a fresh sign-in —
  // a caller who may sign but sends no fresh ID token is UNAUTHENTICATED and nothing changes.
  BulkApprovalPreview: { kind: 'member', vars: (p) => ({ locationId: String(p.location), prescriptionTaskIds: [String(p.task)] }) },
  // The own caller signs in afresh first (f.idToken); the others send a stale token, refused before it is read.
  BulkApprovePrescriptionTasks: { kind: 'sign', vars: (p, f) => ({ locationId: String(p.location), prescriptionTaskIds: [String(p.task)], idToken: f.idToken }) },
  UpsertPrescriptionTask: { kind: 'member', fresh: ['task'], vars: (p) => ({ uuid: p.taskUuid, type: 'approval', status: 'PENDING' }) },
  UpdatePrescriptionTaskWorkflow: {
    kind: 'member',
    vars: (p) => ({
      prescriptionTaskId: String(p.task),
      prescriptionTaskWorkflow: { prescriptionTaskId: String(p.task), currentWorkflowStatusId: '1', workflowLocationUserId: String(p.staffLu) },
    }),
  },
  WorkflowStatus: { kind: 'signedIn' },
  declineReason: { kind: 'signedIn' },
  // clients
  LocationClientSearch: { kind: 'readable', vars: (p) => ({ locationId: String(p.location), filter: 'a' }) },
  GetLocationClient: { kind: 'member', vars: (p) => ({ id: String(p.client) }) },
  AddLocationClient: { kind: 'member', vars: (p) => ({ locationId: String(p.location), input: { firstName: 'Matrix', lastName: 'Client' } }) },
  UpdateLocationClient: { kind: 'member', vars: (p) => ({ input: { id: String(p.client) } }) },
  UpsertLocationClient: { kind: 'member', vars: (p) => ({ locationId: String(p.location), input: { firstName: 'Matrix', lastName: 'Upsert' } }) },
  GetUnlinkedLocationClients: { kind: 'member', vars: (p) => ({ locationId: String(p.location) }) },
  // dashboard
  GetPrescriptionCount: { kind: 'member', vars: (p) => ({ locationId: String(p.location) }) },
  GetPrescriptionHistory: { kind: 'member', vars: (p) => ({ locationId: String(p.location), skip: 0, take: 5 }) },
  GetPrescriptionTasksCount: { kind: 'member', vars: (p) => ({ locationId: String(p.location) }) },
  GetUnlinkedLocationClientsCount: { kind: 'member', vars: (p) => ({ locationId: String(p.location) }) },
  // history
  Prescriptions: { kind: 'member', vars: (p) => ({ locationId: String(p.location) }) },
  GetPrescriptionsByLocationPatientId: { kind: 'member', vars: (p) => ({ locationPatientId: String(p.patient) }) },
  GetPrescriptionDetail: { kind: 'member', vars: (p) => ({ id: String(p.issuedRx) }) },
  DeclinePrescription: { kind: 'member', fresh: ['declinableRx'], vars: (p) => ({ id: String(p.declinableRx), input: { declineReason: 'Other' } }) },
  ArchivePrescription: { kind: 'member', vars: (p) => ({ id: String(p.issuedRx), input: { archived: true } }) },
  // Whoever may read the prescription may print it; a reprint's reason is given.
  RecordPrescriptionPrint: { kind: 'member', vars: (p) => ({ prescriptionId: String(p.issuedRx), reason: 'Matrix reprint' }) },
  // lookups
  Species: { kind: 'signedIn' },
  BreedsBySpecies: { kind: 'signedIn', vars: () => ({ speciesCode: 'canine' }) },
  HealthConditionsBySpecies: { kind: 'signedIn', vars: () => ({ speciesCode: 'canine' }) },
  Allergies: { kind: 'signedIn' },
  Medications: { kind: 'signedIn' },
  // orders
  GetOrdersByLocationId: { kind: 'member', vars: (p) => ({ locationId: String(p.location) }) },
  GetOrdersByLocationPatientIds: { kind: 'member', vars: (p) => ({ locationPatientIds: [String(p.patient)] }) },
  GetOrdersCount: { kind: 'member', vars: (p) => ({ locationId: String(p.location) }) },
  GetOrderStatus: { kind: 'signedIn' },
  GetOrder: { kind: 'member', vars: (p) => ({ id: String(p.order) }) },
  GetLineItemsByPrescriptionId: { kind: 'member', vars: (p) => ({ prescriptionId: String(p.orderRx) }) },
  // patients
  getLocationPatient: { kind: 'member', vars: (p) => ({ id: String(p.patient) }) },
  GetLocationPatientsByFilter: { kind: 'member', vars: (p) => ({ locationIds: [String(p.location)] }) },
  AddLocationPatient: { kind: 'member', vars: (p) => ({ input: { locationId: String(p.location), name: 'Matrix' } }) },
  UpdateLocationPatient: { kind: 'member', vars: (p) => ({ updatePatientId: String(p.patient), input: {} }) },
  UpdateLocationPatientForConflict: { kind: 'member', vars: (p) => ({ input: { id: String(p.patient), weight: 40 } }) },
  UpsertLocationPatientClient: { kind: 'member', vars: (p) => ({ input: { locationPatientId: String(p.patient), locationClientId: String(p.client) } }) },
  // PIMS data
  searchPimsCaretakers: { kind: 'readable', vars: (p) => ({ input: { ...pimsOf(p), lastName: 'a' } }) },
  getPimsCaretakerById: { kind: 'readable', vars: (p) => ({ input: { ...pimsOf(p), pimsId: p.pimsClientId } }) },
  getPimsCaretakerList: { kind: 'readable', vars: (p) => ({ input: { ...pimsOf(p), lastName: 'a' } }) },
  searchPimsPatients: { kind: 'readable', vars: (p) => ({ input: { ...pimsOf(p), name: 'a' } }) },
  getPimsPatientList: { kind: 'readable', vars: (p) => ({ input: { ...pimsOf(p), pimsCaretakerId: p.pimsClientId } }) },
  getPimsPatientById: { kind: 'readable', vars: (p) => ({ input: { ...pimsOf(p), pimsId: p.pimsPatientId } }) },
  GetLocationClientByPimsId: { kind: 'readable', vars: (p) => ({ pimsAccountId: p.pims.pimsAccountId, pimsId: p.pimsClientId }) },
  GetLocationPatientByPimsId: { kind: 'readable', vars: (p) => ({ pimsAccountId: p.pims.pimsAccountId, pimsId: p.pimsPatientId, locationId: String(p.location) }) },
  getInstallInformation: { kind: 'readable', vars: (p) => ({ pimsInput: pimsOf(p) }) },
  getInstallStatus: { kind: 'readable', vars: (p) => ({ pimsInput: pimsOf(p) }) },
  syncPimsUsers: { kind: 'userAdmin', vars: (p) => ({ ...pimsOf(p), accountUuid: p.locationUuid }) },
  UpdateLocationClientLink: { kind: 'member', vars: (p) => ({ input: { id: String(p.client), isActive: true, pimsConnectionType: p.pims.pimsConnectionType } }) },
  getPimsConsultsByPatientId: { kind: 'member', vars: (p) => ({ patientId: p.pimsPatientId, pimsInput: pimsOf(p) }) },
  getPimsConsultsByCode: { kind: 'member', vars: (p) => ({ code: 'X', patientId: p.pimsPatientId, pimsInput: pimsOf(p) }) },
  // prescribing
  ReasonForCompound: { kind: 'signedIn' },
  GetPrescription: { kind: 'member', vars: (p) => ({ id: String(p.issuedRx) }) },
  AddPrescription: { kind: 'sign', vars: (p, f) => ({ input: rx(p, f.product), addPrescriptionType: 'AuthorizeRx' }) },
  UpdatePrescription: {
    kind: 'sign',
    fresh: ['draftRx'],
    vars: (p, f) => {
      const { locationId: _l, ...input } = rx(p, f.product);
      return { id: String(p.draftRx), input, addPrescriptionType: 'AuthorizeRx' };
    },
  },
  DeletePrescription: { kind: 'member', fresh: ['draftRx'], vars: (p) => ({ id: String(p.draftRx) }) },
  upsertPrescriptionWorkflow: {
    kind: 'member',
    vars: (p) => ({ input: { prescriptionId: String(p.issuedRx), currentWorkflowStatusId: '1', workflowLocationUserId: String(p.staffLu) } }),
  },
  // products
  ProductFamilies: { kind: 'member', vars: (p) => ({ locationId: String(p.location), take: 5 }) },
  ProductFamiliesCount: { kind: 'member', vars: (p) => ({ locationId: String(p.location) }) },
  SearchProductFamilies: { kind: 'member', vars: (p) => ({ locationId: String(p.location), text: 'gab', limit: 5 }) },
  SearchProductFamiliesCount: { kind: 'member', vars: (p) => ({ locationId: String(p.location), text: 'gab' }) },
  getSearchFilters: { kind: 'member', vars: (p) => ({ locationId: String(p.location), text: 'gab' }) },
  GetProductPresentationsForProductFamily: { kind: 'member', vars: (p, f) => ({ locationId: String(p.location), productFamily: f.productFamily }) },
  GetProductPresentationById: { kind: 'signedIn', vars: (_p, f) => ({ id: String(f.presentation) }) },
  GetProductByProductId: { kind: 'signedIn', vars: (_p, f) => ({ id: String(f.product) }) },
  GetProductsExtendedDataFromProductFamily: { kind: 'member', vars: (p, f) => ({ locationId: String(p.location), productFamily: f.productFamily }) },
  // shortcuts
  Shortcut: { kind: 'readable', vars: (p) => ({ locationId: String(p.location) }) },
  AddShortcut: { kind: 'readable', vars: (p) => ({ locationId: String(p.location), shortcutType: 'NP', label: 'Matrix note', details: 'From the matrix.' }) },
  // sandbox: outside development only a support user acting as themselves. Inputs that
  // would write to records other rows use are refused as BAD_USER_INPUT after the access check.
  SandboxState: { kind: 'support' },
  SandboxProducts: { kind: 'support', vars: () => ({ text: 'a', take: 5 }) },
  SandboxActivity: { kind: 'support', vars: (p) => ({ locationId: String(p.location) }) },
  SandboxCustomers: { kind: 'support', vars: (p) => ({ locationId: String(p.location), text: 'a', take: 5 }) },
  SandboxSetClock: { kind: 'support', vars: () => ({ tickSeconds: 0 }) },
  SandboxPlaceOrder: { kind: 'support', vars: (p, f) => ({ input: { locationId: String(p.location), locationClientId: String(p.client), locationPatientId: String(p.patient), productId: String(f.product), quantity: 0 } }) },
  SandboxRecommend: { kind: 'support', vars: (p, f) => ({ input: { locationId: String(p.location), locationClientId: String(p.client), locationPatientId: String(p.patient), productId: String(f.product), quantity: 0 } }) },
  SandboxRenew: { kind: 'support', vars: (p) => ({ prescriptionId: String(p.issuedRx) }) },
  SandboxGenerateExpiring: { kind: 'support', vars: (p) => ({ locationId: String(p.location) }) },
  SandboxAdvancePrescription: { kind: 'support', vars: (p) => ({ prescriptionId: String(p.issuedRx), outcome: 'matrix' }) },
  SandboxReceiveHardCopy: { kind: 'support', vars: (p) => ({ prescriptionId: String(p.issuedRx) }) },
  SandboxMoveOrderLine: { kind: 'support', vars: (p) => ({ lineItemId: String(p.order), stop: 'matrix' }) },
  SandboxTick: { kind: 'support', vars: (p) => ({ locationId: String(p.location) }) },
  // audit: a prescription's timeline for whoever reads the prescription; the
  // practice Audit Log and its verification for administrators and support
  GetPrescriptionAuditTrail: { kind: 'member', vars: (p) => ({ prescriptionId: String(p.issuedRx) }) },
  GetAuditLog: { kind: 'auditLog', vars: (p) => ({ filter: { locationId: String(p.location), take: 5 } }) },
  VerifyAuditChain: { kind: 'auditLog', vars: (p) => ({ locationId: String(p.location) }) },
  GetAuditEntry: { kind: 'auditLog', vars: (p) => ({ locationId: String(p.location), id: String(p.auditRow) }) },
  GetAccountActivity: { kind: 'signedIn' },
};

describe.each(testDatabases())('authorization matrix (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vetadmin', 'relief', 'staff', 'support', 'adminsupport'] });
  let f: Fixture;

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(s.database.db, query);
  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    const [r] = await rows<T>(query);
    if (!r) throw new Error(`fixture not found: ${JSON.stringify(query)}`);
    return r;
  }

  /**
   * A fingerprint of every application table (testing/writes.ts's, the bulk summaries aside), one hash per
   * table: equal before and after ⇔ nothing written. A bulk summary is a challenge an allowed
   * BulkApprovalPreview opens: counted on its own, one per allowed preview.
   */
  let fingerprintSql: ReturnType<typeof sql>;
  async function fingerprint(): Promise<Map<string, string>> {
    return new Map((await rows<{ n: string; h: string }>(fingerprintSql)).map((r) => [r.n, r.h]));
  }
  /** The open bulk summaries (none expires during the test: they last 15 minutes). */
  const summaries = async () => (await one<{ n: number }>(sql`select count(*)::int as n from bulk_reviews`)).n;
  /** The tables whose content differs between two fingerprints. */
  const changedTables = (a: Map<string, string>, b: Map<string, string>) => [...a].filter(([n, h]) => b.get(n) !== h).map(([n]) => n);

  async function place(location: number, vetUsername: string): Promise<Place> {
    const lu = async (username: string) =>
      one<{ id: number; user_id: number; role_id: number }>(
        sql`select lu.id, lu.user_id, lu.role_id from location_users lu join users u on u.id = lu.user_id where u.username = ${username} and lu.location_id = ${location}`,
      );
    const vet = await lu(vetUsername);
    const staff = await one<{ id: number; user_id: number }>(
      sql`select lu.id, lu.user_id from location_users lu join roles r on r.id = lu.role_id join users u on u.id = lu.user_id
          where lu.location_id = ${location} and lu.is_active and not r.can_authorize and not u.is_support and u.username not like '%@demo.vetrx.dev' order by lu.id limit 1`,
    );
    const client = await one<{ client: number; patient: number }>(
      sql`select pc.location_client_id as client, pc.location_patient_id as patient from location_patient_clients pc
          join location_patients p on p.id = pc.location_patient_id join location_clients c on c.id = pc.location_client_id
          where p.location_id = ${location} and p.is_active and c.is_active and not c.is_office_use order by p.id limit 1`,
    );
    const issued = await rows<{ id: number }>(
      sql`select id from prescriptions where location_id = ${location} and rx_status_code <> 'Draft' and not archived order by id limit 2`,
    );
    const draft = await one<{ id: number }>(sql`select id from prescriptions where location_id = ${location} and rx_status_code = 'Draft' order by id limit 1`);
    const task = await one<{ id: number; uuid: string }>(
      sql`select id, uuid from prescription_tasks where location_id = ${location} and status = 'PENDING' order by id limit 1`,
    );
    const order = await one<{ id: number; rx: number }>(
      sql`select o.id, li.prescription_id as rx from orders o join order_line_items li on li.order_id = o.id where o.location_id = ${location} and li.prescription_id is not null order by o.id limit 1`,
    );
    const loc = await one<{ organization_id: number; pims_account_id: string; pims_connection_type: string; uuid: string }>(
      sql`select organization_id, pims_account_id, pims_connection_type, uuid from locations where id = ${location}`,
    );
    const pimsClient = await one<{ pims_id: string }>(sql`select pims_id from location_clients where location_id = ${location} and pims_id is not null order by id limit 1`);
    const helpClient = await one<{ uuid: string }>(
      sql`select uuid from location_clients where location_id = ${location} and is_active and email is not null and not is_office_use order by id limit 1`,
    );
    const pimsPatient = await one<{ pims_id: string }>(sql`select pims_id from location_patients where location_id = ${location} and pims_id is not null order by id limit 1`);
    const shortcut = await one<{ id: number }>(
      sql`select s.id from shortcuts s join shortcuts_locations sl on sl.shortcut_id = s.id where sl.location_id = ${location} and sl.is_active and s.is_active and not s.is_global order by s.id limit 1`,
    );
    // A row of the location's audit log, written as the server writes them if it has none yet.
    const auditRowOf = () => rows<{ id: number }>(sql`select id from audit_log where location_id = ${location} order by id limit 1`);
    if (!(await auditRowOf()).length) {
      await s.database.db.transaction((tx) =>
        appendAuditRow(tx, {
          at: new Date(),
          locationId: location,
          actorUserId: vet.user_id,
          actorUsername: vetUsername,
          actorLocationUserId: vet.id,
          impersonatorUsername: null,
          impersonationReason: null,
          operation: 'UpdateShortcut',
          entity: 'Shortcut',
          entityId: null,
          before: null,
          after: null,
        }),
      );
    }
    const [auditRow] = await auditRowOf();
    const delegation = await one<{ id: number; vet: number; delegate: number }>(
      sql`select d.id, d.location_user_id as vet, d.delegated_location_user_id as delegate from delegations d join location_users lu on lu.id = d.location_user_id where lu.location_id = ${location} order by d.id limit 1`,
    );
    return {
      location,
      organization: loc.organization_id,
      client: client.client,
      patient: client.patient,
      issuedRx: issued[0].id,
      declinableRx: issued[1].id,
      draftRx: draft.id,
      task: task.id,
      taskUuid: task.uuid,
      order: order.id,
      orderRx: order.rx,
      vetLu: vet.id,
      staffLu: staff.id,
      staffUser: staff.user_id,
      delegation: delegation.id,
      delegationPair: [delegation.vet, delegation.delegate],
      shortcut: shortcut.id,
      pims: { pimsAccountId: loc.pims_account_id, pimsConnectionType: loc.pims_connection_type },
      pimsClientId: pimsClient.pims_id,
      pimsPatientId: pimsPatient.pims_id,
      roleId: vet.role_id,
      locationUuid: loc.uuid,
      helpClientUuid: helpClient.uuid,
      auditRow: Number(auditRow.id),
    };
  }

  beforeAll(async () => {
    const tables = (await applicationTables(s.database.db)).filter((t) => t !== 'bulk_reviews');
    fingerprintSql = sql.raw(
      tables.map((t) => `select '${t}' as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`).join(' union all '),
    );
    const product = await one<{ id: number; family: string; presentation: number }>(
      sql`select p.id, f.product_family as family, p.product_presentation_id as presentation from products p join product_families f on f.id = p.product_family_id
          where f.name = 'Gabapentin' and p.is_active order by p.id limit 1`,
    );
    // Maple Grove offers every gated module, so its own callers reach them (office use, reports with
    // a report configured, so GetReportEmbedUrl answers one).
    await s.database.db.execute(sql`update locations set is_office_use_enabled = true, report_embed_url = 'https://reports.example.com/maple-grove' where id = ${MG}`);
    await s.database.db.execute(sql`delete from location_features where location_id = ${MG} and feature = 'hasReportingPage'`);
    await s.database.db.execute(sql`insert into location_features (location_id, feature, enabled) values (${MG}, 'hasReportingPage', true)`);
    // Summit moves to an organization of its own, so "another location" is another organization too.
    const cols = await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'organizations' and column_name not in ('id', 'uuid')`,
    );
    const list = cols.map((c) => `"${c.column_name}"`).join(', ');
    const [org] = await rows<{ id: number }>(
      sql.raw(`insert into organizations (${list}) select ${list} from organizations where id = (select organization_id from locations where id = ${SU}) returning id`),
    );
    await s.database.db.execute(sql`update locations set organization_id = ${org.id} where id = ${SU}`);
    const moduleRow = await one<{ id: number }>(sql`select id from modules where is_active order by id limit 1`);
    const spareRole = await one<{ id: number }>(sql`insert into roles (name, can_authorize) values ('Matrix spare role', false) returning id`);
    // The sandbox clock's row is created on its first read: read it once now, so the
    // read-only batches below prove that no query writes.
    expect((await s.gql(operations.SandboxState.toString(), {}, { token: tokens.support })).errors).toBeUndefined();
    const vetadmin = await one<{ id: number }>(sql`select id from users where username = 'vetadmin@demo.vetrx.dev'`);
    f = {
      own: await place(MG, 'vetadmin@demo.vetrx.dev'),
      other: await place(SU, 'raj.patel@evergreenvet.example.com'),
      productFamily: product.family,
      product: product.id,
      presentation: product.presentation,
      vetadminUser: vetadmin.id,
      moduleId: moduleRow.id,
      spareRole: spareRole.id,
      idToken: 'not-a-token',
    };
  }, 120_000);

  it('has a row for every operation core ships, and none for an operation that does not exist', () => {
    const shipped = Object.keys(operations).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(shipped);
  });

  /** A copy of a row (new id and uuid), for records an operation consumes. */
  async function copy(table: string, id: number): Promise<{ id: number; uuid?: string }> {
    const cols = await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name not in ('id', 'uuid', 'rx_number')`,
    );
    const list = cols.map((c) => `"${c.column_name}"`).join(', ');
    const hasUuid = (await rows(sql`select 1 from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'uuid'`)).length > 0;
    const [row] = await rows<{ id: number; uuid?: string }>(
      sql.raw(`insert into "${table}" (${list}) select ${list} from "${table}" where id = ${Number(id)} returning id${hasUuid ? ', uuid' : ''}`),
    );
    return row;
  }
  async function freshPlace(p: Place, keys: readonly FreshKey[]): Promise<Place> {
    const out = { ...p };
    for (const key of keys) {
      if (key === 'draftRx') out.draftRx = (await copy('prescriptions', p.draftRx)).id;
      if (key === 'declinableRx') out.declinableRx = (await copy('prescriptions', p.declinableRx)).id;
      if (key === 'delegation') {
        const [vet, delegate] = p.delegationPair;
        await s.database.db.execute(sql`insert into delegations (location_user_id, delegated_location_user_id) values (${vet}, ${delegate}) on conflict do nothing`);
        out.delegation = (await one<{ id: number }>(sql`select id from delegations where location_user_id = ${vet} and delegated_location_user_id = ${delegate}`)).id;
      }
      if (key === 'task') {
        const t = await copy('prescription_tasks', p.task);
        out.task = t.id;
        out.taskUuid = t.uuid!;
      }
      if (key === 'shortcut') {
        const c = await copy('shortcuts', p.shortcut);
        await s.database.db.execute(sql`insert into shortcuts_locations (shortcut_id, location_id, is_active) values (${c.id}, ${p.location}, true)`);
        out.shortcut = c.id;
      }
    }
    return out;
  }

  const TOKEN_OF: Record<Persona, () => string | null> = {
    anonymous: () => null,
    own: () => tokens.vetadmin,
    other: () => tokens.vetadmin,
    revoked: () => tokens.relief,
    noRole: () => tokens.staff,
    support: () => tokens.support,
    supportImp: () => tokens.support,
    adminSupport: () => tokens.adminsupport,
  };
  const IMPERSONATED = 'vetadmin@demo.vetrx.dev';

  /** The header counts only within an active impersonation session: starts one when none runs. */
  async function ensureImpersonation(): Promise<void> {
    const running = await s.gql(operations.GetImpersonationSession.toString(), {}, { token: tokens.support });
    if (running.data?.getImpersonationSession?.targetUsername !== IMPERSONATED) await s.impersonate(tokens.support, IMPERSONATED);
  }

  interface Call {
    name: OperationName;
    expected: Outcome;
    isQuery: boolean;
    run: () => Promise<{ data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;
  }

  /** vetadmin's confirmation of a bulk summary of the own task: a fresh sign-in carrying its nonce. */
  async function confirmBulkReview(): Promise<string> {
    const preview = await s.gql(operations.BulkApprovalPreview.toString(), { locationId: String(f.own.location), prescriptionTaskIds: [String(f.own.task)] }, { token: tokens.vetadmin });
    const nonce = (preview.data as { bulkApprovalPreview: { nonce: string } }).bulkApprovalPreview.nonce;
    return (await signIn({ origin: s.url, username: 'vetadmin@demo.vetrx.dev', password: DEMO_PASSWORD, maxAge: 0, nonce })).idToken;
  }

  /** The request of one operation by one caller, its records copied afresh first (a write, made before it runs). */
  async function prepare(name: OperationName, persona: Persona): Promise<Call> {
    const row = MATRIX[name];
    const placeOf = await freshPlace(persona === 'other' ? f.other : f.own, row.fresh ?? []);
    const variables = row.vars ? row.vars(placeOf, f) : {};
    const token = TOKEN_OF[persona]();
    const impersonate = persona === 'supportImp' ? IMPERSONATED : undefined;
    return {
      name,
      expected: row.override?.[persona] ?? EXPECT[row.kind][persona],
      isQuery: operationKinds[name] !== 'mutation',
      run: () => s.gql(operations[name].toString(), variables, { token, impersonate }),
    };
  }

  /** What is wrong with one answer: the code the policy implies; a refusal without data; an allowed query with data. */
  function judge(call: Call, persona: Persona, r: Awaited<ReturnType<Call['run']>>): string[] {
    const out: string[] = [];
    const code = r.errors?.[0]?.extensions?.code as string | undefined;
    const outcome: string = code && ACCESS_CODES.has(code) ? code : 'OK';
    const what = `${call.name} × ${persona}`;
    if (outcome !== call.expected) out.push(`${what}: expected ${call.expected}, got ${code ?? 'data'} (${r.errors?.[0]?.message ?? ''})`);
    if (call.expected !== 'OK') {
      const data = r.data ? Object.values(r.data).filter((v) => v !== null) : [];
      if (data.length) out.push(`${what}: refused but returned data`);
    } else if (persona === 'own' && call.isQuery) {
      // Allowed must mean answered: no error, and data for every root field.
      if (r.errors?.length) out.push(`${what}: allowed but answered ${code} (${r.errors[0].message})`);
      else if (!r.data || Object.values(r.data).some((v) => v === null || v === undefined)) out.push(`${what}: allowed but returned no data`);
    }
    return out;
  }

  it('answers every operation × caller as the policy says; the own caller gets data; nothing but an allowed mutation writes', async () => {
    const mismatches: string[] = [];
    for (const persona of PERSONAS) {
      f.idToken = persona === 'own' ? await confirmBulkReview() : 'not-a-token';
      const calls: Call[] = [];
      for (const name of Object.keys(MATRIX).sort() as OperationName[]) calls.push(await prepare(name, persona));
      if (persona === 'supportImp') await ensureImpersonation();
      // Queries (whoever asks) and refused mutations must not write: one batch between two fingerprints.
      const readOnly = calls.filter((c) => c.isQuery || c.expected !== 'OK');
      // …but an allowed BulkApprovalPreview, which opens one bulk summary.
      const previews = readOnly.filter((c) => c.name === 'BulkApprovalPreview' && c.expected === 'OK').length;
      const [before, openBefore] = [await fingerprint(), await summaries()];
      for (const c of readOnly) mismatches.push(...judge(c, persona, await c.run()));
      const [after, opened] = [await fingerprint(), (await summaries()) - openBefore];
      if (opened !== previews) mismatches.push(`${persona}: the read-only batch opened ${opened} bulk summaries, ${previews} allowed BulkApprovalPreview`);
      const changed = changedTables(before, after);
      if (changed.length) {
        // Name the call that wrote: the batch again, one fingerprint per call.
        for (const c of readOnly) {
          const one = await fingerprint();
          await c.run();
          const tables = changedTables(one, await fingerprint());
          if (tables.length) mismatches.push(`${c.name} × ${persona}: ${c.expected === 'OK' ? 'a query' : 'refused but'} wrote ${tables.join(', ')}`);
        }
        if (!mismatches.some((m) => m.includes(' wrote '))) mismatches.push(`${persona}: the read-only batch wrote ${changed.join(', ')}`);
      }
      // The allowed mutations (their writes are the point).
      for (const c of calls.filter((x) => !x.isQuery && x.expected === 'OK')) {
        if (persona === 'supportImp') await ensureImpersonation();
        mismatches.push(...judge(c, persona, await c.run()));
      }
    }
    expect(mismatches).toEqual([]);
  }, 600_000);

  /**
   * The REST endpoints: each route app.ts serves as an API, by the same callers, with the
   * HTTP status each must answer. The help-client calls need the oobo feature and module (staff's role
   * lacks the module: 403); the PIMS connect calls are the support area's (refused from inside an
   * impersonation); a report embed is opened by its signed token alone (the token is the
   * credential: a tampered one is 403 for anyone); product images are the public catalogue's.
   */
  interface RestCall {
    method: 'GET' | 'POST';
    path: string;
    body?: unknown;
    /** Sends the caller's bearer token, application header and impersonation header. */
    signedIn: boolean;
  }
  interface RestRow {
    /** The route module of app.ts that answers it. */
    route: string;
    request: (p: Place, who: { uuid: string }) => RestCall;
    expect: Record<Persona, number>;
  }
  const all = (status: number): Record<Persona, number> => ({ anonymous: status, own: status, other: status, revoked: status, noRole: status, support: status, supportImp: status, adminSupport: status });
  const supportArea = (ok: number) => ({ anonymous: 401, own: 403, other: 403, revoked: 403, noRole: 403, support: ok, supportImp: 403, adminSupport: ok });
  let reportToken = '';
  let codeRedirect: { location: number } = { location: 0 };
  let sku = '';
  const REST: Record<string, RestRow> = {
    [`POST ${HELP_CLIENT_PATHS.validate}`]: {
      route: 'impersonateRoutes',
      request: (p) => ({ method: 'POST', path: HELP_CLIENT_PATHS.validate, body: { uuid: p.helpClientUuid, type: 'account-caretaker' }, signedIn: true }),
      expect: { anonymous: 401, own: 200, other: 404, revoked: 404, noRole: 403, support: 404, supportImp: 200, adminSupport: 404 },
    },
    [`POST ${HELP_CLIENT_PATHS.start}`]: {
      route: 'impersonateRoutes',
      request: (p, who) => ({ method: 'POST', path: HELP_CLIENT_PATHS.start, body: { uuid: who.uuid, impersonationId: `sf-caretaker-${p.helpClientUuid}`, impersonationType: 'vet' }, signedIn: true }),
      expect: { anonymous: 401, own: 200, other: 404, revoked: 403, noRole: 403, support: 403, supportImp: 200, adminSupport: 403 },
    },
    [`POST ${PIMS_CONNECT_PATHS.code}`]: {
      route: 'pimsConnectRoutes',
      request: () => ({ method: 'POST', path: PIMS_CONNECT_PATHS.code, body: { locationId: codeRedirect.location, redirectUri: `${s.url}/support/practicedetail/${codeRedirect.location}` }, signedIn: true }),
      expect: supportArea(200),
    },
    [`POST ${PIMS_CONNECT_PATHS.token}`]: {
      route: 'pimsConnectRoutes',
      // A page that came back without a valid state: support is answered 400, everyone else refused first.
      request: () => ({ method: 'POST', path: PIMS_CONNECT_PATHS.token, body: { locationId: codeRedirect.location, url: `${s.url}/support/practicedetail/${codeRedirect.location}?code=x&state=y` }, signedIn: true }),
      expect: supportArea(400),
    },
    [`GET ${LIVE_UPDATES_PATH}`]: {
      route: 'eventsRoute',
      request: () => ({ method: 'GET', path: LIVE_UPDATES_PATH, signedIn: true }),
      expect: { ...all(200), anonymous: 401 },
    },
    'GET /report-embeds/{token}': {
      route: 'reportEmbedRoute',
      request: () => ({ method: 'GET', path: reportEmbedPath(reportToken), signedIn: false }),
      expect: all(200),
    },
    'GET /report-embeds/{tampered token}': {
      route: 'reportEmbedRoute',
      request: () => ({ method: 'GET', path: reportEmbedPath(`${reportToken.slice(0, -2)}${reportToken.endsWith('A') ? 'BB' : 'AA'}`), signedIn: false }),
      expect: all(403),
    },
    'GET /product-images/{sku}/{view}.svg': {
      route: 'productImage',
      request: () => ({ method: 'GET', path: `/product-images/${encodeURIComponent(sku)}/front.svg`, signedIn: false }),
      expect: all(200),
    },
  };
  /**
   * Routes app.ts serves that are not the API: the sandbox storefront's and partner's pages, GraphQL
   * (its own rows above), static files; and what sets routes up: the security headers, which every
   * answer passes through (a CORS preflight ends there), the REST routes' bodies, the provider's (its
   * routes and its interaction pages' forms).
   */
  const NOT_API = ['storefrontSandboxRoutes', 'graphqlRoute', 'webApp', 'securityHeaders', 'jsonRoutes', 'unreadBodies', 'providerRoutes', 'interactionForms', 'lingerOnRefusedBodies'];

  it('has a REST row for every API route app.ts serves and every path core names', () => {
    const app = readFileSync(join(import.meta.dirname, '..', 'http', 'app.ts'), 'utf8');
    const served = [...new Set([...app.matchAll(/^\s*(?:await )?(\w+)\((?:fastify|scope)\b/gm), ...app.matchAll(/await (productImage)\(/g)].map((m) => m[1]))];
    const covered = new Set([...Object.values(REST).map((r) => r.route), ...NOT_API]);
    expect(served.filter((r) => !covered.has(r))).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(Object.keys(REST).length - 3);
    const named = [...Object.values(HELP_CLIENT_PATHS), ...Object.values(PIMS_CONNECT_PATHS), LIVE_UPDATES_PATH];
    expect(named.filter((path) => !Object.keys(REST).some((k) => k.endsWith(` ${path}`)))).toEqual([]);
  });

  it('answers every REST endpoint × caller with the status the policy implies; a refusal writes nothing', async () => {
    // What the rows need: a report token issued to the own caller, a location connecting through the
    // code redirect, a catalogue SKU.
    const embed = await s.gql(operations.GetReportEmbedUrl.toString(), { locationId: String(f.own.location) }, { token: tokens.vetadmin });
    reportToken = decodeURIComponent(String(embed.data?.getReportEmbedUrl?.embedUrl ?? '').split('/report-embeds/')[1] ?? '');
    expect(reportToken).not.toBe('');
    // Summit connects through the code redirect from here on (the GraphQL rows above are done with it).
    await s.database.db.execute(sql`update locations set pims_connection_type = 'DIGITAIL', pims_account_id = null where id = ${SU}`);
    codeRedirect = { location: SU };
    sku = (await one<{ sku: string }>(sql`select sku from products where is_active order by id limit 1`)).sku;
    const uuidOf = async (username: string) => (await one<{ uuid: string }>(sql`select uuid from users where username = ${username}`)).uuid;
    const who: Record<Persona, { uuid: string }> = {
      anonymous: { uuid: await uuidOf('vetadmin@demo.vetrx.dev') },
      own: { uuid: await uuidOf('vetadmin@demo.vetrx.dev') },
      other: { uuid: await uuidOf('vetadmin@demo.vetrx.dev') },
      revoked: { uuid: await uuidOf('relief@demo.vetrx.dev') },
      noRole: { uuid: await uuidOf('staff@demo.vetrx.dev') },
      support: { uuid: await uuidOf('support@demo.vetrx.dev') },
      supportImp: { uuid: await uuidOf('vetadmin@demo.vetrx.dev') },
      adminSupport: { uuid: await uuidOf('adminsupport@demo.vetrx.dev') },
    };
    async function send(c: RestCall, persona: Persona): Promise<number> {
      const headers: Record<string, string> = { 'content-type': 'application/json', origin: s.url };
      const token = TOKEN_OF[persona]();
      if (c.signedIn) {
        headers[APPLICATION_HEADER] = APPLICATION_NAME;
        if (token) headers.authorization = `Bearer ${token}`;
        if (persona === 'supportImp') headers[IMPERSONATION_HEADER] = IMPERSONATED;
      }
      const res = await fetch(`${s.url}${c.path}`, { method: c.method, headers, body: c.body === undefined ? undefined : JSON.stringify(c.body) });
      await res.body?.cancel();
      return res.status;
    }
    const mismatches: string[] = [];
    for (const persona of PERSONAS) {
      if (persona === 'supportImp') await ensureImpersonation();
      const calls = Object.entries(REST).map(([name, row]) => ({ name, call: row.request(persona === 'other' ? f.other : f.own, who[persona]), expected: row.expect[persona] }));
      // Everything but an allowed POST must not write: one batch between two fingerprints, then, only
      // if something wrote, call by call to name it.
      const readOnly = calls.filter((c) => !(c.expected === 200 && c.call.method === 'POST'));
      const check = async (c: (typeof calls)[number]) => {
        const status = await send(c.call, persona);
        if (status !== c.expected) mismatches.push(`${c.name} × ${persona}: expected ${c.expected}, got ${status}`);
      };
      const before = await fingerprint();
      for (const c of readOnly) await check(c);
      if (changedTables(before, await fingerprint()).length) {
        for (const c of readOnly) {
          const one = await fingerprint();
          await send(c.call, persona);
          const tables = changedTables(one, await fingerprint());
          if (tables.length) mismatches.push(`${c.name} × ${persona}: answered ${c.expected} but wrote ${tables.join(', ')}`);
        }
      }
      for (const c of calls.filter((x) => !readOnly.includes(x))) await check(c);
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});
