/**
 * The authorization matrix (issue 9, item 6): every operation core ships × every kind of caller →
 * the answer expected from the access policy (decisions 0100, 0101). Rows are keyed by operation name;
 * an operation without a row, or a row without an operation, fails the test. For each refusal the test
 * checks that nothing was written (a fingerprint of every table, read back) and that another
 * location's ids never return data.
 *
 * Callers: anonymous; own (vetadmin at Maple Grove: every module, canAuthorize); another location
 * (the same vetadmin with Summit's ids, where they have no membership); revoked (relief, whose Maple
 * Grove membership is inactive, with Maple Grove's ids); a role without the module or canAuthorize
 * (staff at Maple Grove, naming vetadmin as authorizing vet); support not impersonating; support
 * impersonating vetadmin (within an impersonation session started through the API).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationKinds, operations, type OperationName } from '@vetrx/core/api';
import { LOCATION } from '@vetrx/fixtures';
import { startTestServer, testDatabases, type TestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;
const SU = LOCATION.summit;

type Persona = 'anonymous' | 'own' | 'other' | 'revoked' | 'noRole' | 'support' | 'supportImp';
/** Personas in the order they run: refusals first, the callers whose writes succeed last. */
const PERSONAS: readonly Persona[] = ['anonymous', 'other', 'revoked', 'noRole', 'support', 'supportImp', 'own'];
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
 * - support / supportRoles: the support area / the admin support group.
 * - supportSearch: the support user search, which keeps working while impersonating (decision 0081).
 * - supportSelf: the signed-in support user's own record (the shell reads it while impersonating too);
 *   a practice user finds no support user.
 */
const EXPECT = {
  signedIn: { anonymous: U, own: 'OK', other: 'OK', revoked: 'OK', noRole: 'OK', support: 'OK', supportImp: 'OK' },
  member: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: 'OK', support: NF, supportImp: 'OK' },
  readable: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: 'OK', support: 'OK', supportImp: 'OK' },
  practiceSetup: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: F, support: 'OK', supportImp: 'OK' },
  module: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: F, support: NF, supportImp: 'OK' },
  sign: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: F, support: NF, supportImp: F },
  userAdmin: { anonymous: U, own: 'OK', other: NF, revoked: NF, noRole: F, support: 'OK', supportImp: 'OK' },
  organization: { anonymous: U, own: 'OK', other: NF, revoked: 'OK', noRole: 'OK', support: 'OK', supportImp: 'OK' },
  support: { anonymous: U, own: F, other: F, revoked: F, noRole: F, support: 'OK', supportImp: F },
  supportSearch: { anonymous: U, own: F, other: F, revoked: F, noRole: F, support: 'OK', supportImp: 'OK' },
  supportSelf: { anonymous: U, own: NF, other: NF, revoked: NF, noRole: NF, support: 'OK', supportImp: 'OK' },
  supportRoles: { anonymous: U, own: F, other: F, revoked: F, noRole: F, support: F, supportImp: F },
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
  // impersonation sessions (decision 0110): support only; ending or reading one's own session works while impersonating
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
  UpdateLocationWritebackEnabled: { kind: 'support', vars: (p) => ({ id: String(p.location), isEnabledForWriteback: false }) },
  AddOrganization: { kind: 'support', vars: () => ({ input: { name: 'Matrix Org' } }) },
  UpdateOrganization: { kind: 'support', vars: (p) => ({ id: String(p.organization), input: {} }) },
  AddRole: { kind: 'supportRoles', vars: (_p, f) => ({ input: { name: 'Matrix Role', canAuthorize: false }, rolesModules: [{ moduleId: String(f.moduleId) }] }) },
  UpdateRole: { kind: 'supportRoles', vars: (p, f) => ({ id: String(p.roleId), input: {}, rolesModules: [{ moduleId: String(f.moduleId) }] }) },
  UpdateShortcut: {
    kind: 'practiceSetup',
    fresh: ['shortcut'],
    vars: (p) => ({ id: String(p.shortcut), locationId: String(p.location), shortcutType: 'SIG', label: 'Matrix label', details: 'Matrix details' }),
  },
  DeleteShortcut: { kind: 'practiceSetup', fresh: ['shortcut'], vars: (p) => ({ id: String(p.shortcut), locationId: String(p.location) }) },
  // admin-users
  Users: { kind: 'supportSearch', vars: () => ({ filter: 'vet' }) },
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
  // sandbox (decision 0170): outside development only a support user acting as themselves. Inputs that
  // would write to records other rows use are refused as BAD_USER_INPUT after the access check.
  SandboxState: { kind: 'support' },
  SandboxPlaceOrder: { kind: 'support', vars: (p, f) => ({ input: { locationId: String(p.location), locationClientId: String(p.client), locationPatientId: String(p.patient), productId: String(f.product), quantity: 0 } }) },
  SandboxRecommend: { kind: 'support', vars: (p, f) => ({ input: { locationId: String(p.location), locationClientId: String(p.client), locationPatientId: String(p.patient), productId: String(f.product), quantity: 0 } }) },
  SandboxRenew: { kind: 'support', vars: (p) => ({ prescriptionId: String(p.issuedRx) }) },
  SandboxGenerateExpiring: { kind: 'support', vars: (p) => ({ locationId: String(p.location) }) },
  SandboxAdvancePrescription: { kind: 'support', vars: (p) => ({ prescriptionId: String(p.issuedRx), outcome: 'matrix' }) },
  SandboxReceiveHardCopy: { kind: 'support', vars: (p) => ({ prescriptionId: String(p.issuedRx) }) },
  SandboxMoveOrderLine: { kind: 'support', vars: (p) => ({ lineItemId: String(p.order), stop: 'matrix' }) },
  SandboxTick: { kind: 'support', vars: (p) => ({ locationId: String(p.location) }) },
};

describe.each(testDatabases())('authorization matrix (%s)', (kind) => {
  let s: TestServer;
  let f: Fixture;
  const tokens = {} as Record<'vetadmin' | 'relief' | 'staff' | 'support', string>;

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const r = await s.database.db.execute(query);
    return ((r as unknown as { rows: T[] }).rows ?? (r as unknown as T[])) as T[];
  }
  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    const [r] = await rows<T>(query);
    if (!r) throw new Error(`fixture not found: ${JSON.stringify(query)}`);
    return r;
  }

  /** A fingerprint of every application table (the OIDC store aside): equal before and after ⇔ nothing written. */
  let fingerprintSql: ReturnType<typeof sql>;
  async function fingerprint(): Promise<string> {
    return (await one<{ h: string }>(fingerprintSql)).h;
  }

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
    const pimsPatient = await one<{ pims_id: string }>(sql`select pims_id from location_patients where location_id = ${location} and pims_id is not null order by id limit 1`);
    const shortcut = await one<{ id: number }>(
      sql`select s.id from shortcuts s join shortcuts_locations sl on sl.shortcut_id = s.id where sl.location_id = ${location} and sl.is_active and s.is_active and not s.is_global order by s.id limit 1`,
    );
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
    };
  }

  beforeAll(async () => {
    s = await startTestServer({ kind });
    for (const name of ['vetadmin', 'relief', 'staff', 'support'] as const) tokens[name] = await s.token(`${name}@demo.vetrx.dev`);
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'oidc%' and table_name not like '%drizzle%' order by table_name`,
    );
    fingerprintSql = sql.raw(
      `select md5(string_agg(h, '' order by n)) as h from (${tables
        .map((t) => `select '${t.table_name}' as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t.table_name}" x`)
        .join(' union all ')}) all_tables`,
    );
    const product = await one<{ id: number; family: string; presentation: number }>(
      sql`select p.id, f.product_family as family, p.product_presentation_id as presentation from products p join product_families f on f.id = p.product_family_id
          where f.name = 'Gabapentin' and p.is_active order by p.id limit 1`,
    );
    // Maple Grove offers every gated module, so its own callers reach them (office use, reports).
    await s.database.db.execute(sql`update locations set is_office_use_enabled = true where id = ${MG}`);
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
    const vetadmin = await one<{ id: number }>(sql`select id from users where username = 'vetadmin@demo.vetrx.dev'`);
    f = {
      own: await place(MG, 'vetadmin@demo.vetrx.dev'),
      other: await place(SU, 'raj.patel@evergreenvet.example.com'),
      productFamily: product.family,
      product: product.id,
      presentation: product.presentation,
      vetadminUser: vetadmin.id,
      moduleId: moduleRow.id,
    };
  }, 120_000);
  afterAll(() => s?.close());

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

  async function call(name: OperationName, persona: Persona) {
    const row = MATRIX[name];
    const placeOf = await freshPlace(persona === 'other' ? f.other : f.own, row.fresh ?? []);
    const variables = row.vars ? row.vars(placeOf, f) : {};
    const token =
      persona === 'anonymous' ? null
      : persona === 'revoked' ? tokens.relief
      : persona === 'noRole' ? tokens.staff
      : persona === 'support' || persona === 'supportImp' ? tokens.support
      : tokens.vetadmin;
    const impersonate = persona === 'supportImp' ? 'vetadmin@demo.vetrx.dev' : undefined;
    // The header counts only within an active impersonation session (decision 0110): start one when
    // none runs (EndImpersonation ends it).
    if (impersonate) {
      const running = await s.gql(operations.GetImpersonationSession.toString(), {}, { token: tokens.support });
      if (running.data?.getImpersonationSession?.targetUsername !== impersonate) await s.impersonate(tokens.support, impersonate);
    }
    return () => s.gql(operations[name].toString(), variables, { token, impersonate });
  }

  it('answers every operation × caller as the policy says; a refusal returns no data and writes nothing', async () => {
    const mismatches: string[] = [];
    for (const persona of PERSONAS) {
      for (const name of Object.keys(MATRIX).sort() as OperationName[]) {
        const expected = MATRIX[name].override?.[persona] ?? EXPECT[MATRIX[name].kind][persona];
        const isMutation = operationKinds[name] === 'mutation';
        const request = await call(name, persona);
        const before = expected !== 'OK' && isMutation ? await fingerprint() : null;
        const r = await request();
        const code = r.errors?.[0]?.extensions?.code as string | undefined;
        const outcome: string = code && ACCESS_CODES.has(code) ? code : 'OK';
        if (outcome !== expected) mismatches.push(`${name} × ${persona}: expected ${expected}, got ${code ?? 'data'} (${r.errors?.[0]?.message ?? ''})`);
        if (expected !== 'OK') {
          const data = r.data ? Object.values(r.data).filter((v) => v !== null) : [];
          if (data.length) mismatches.push(`${name} × ${persona}: refused but returned data`);
          if (before !== null && (await fingerprint()) !== before) mismatches.push(`${name} × ${persona}: refused but wrote`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 600_000);
});
