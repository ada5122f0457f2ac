/**
 * Builders of API answers for component tests: a `Me` with location assignments and role modules,
 * shaped exactly as the generated MeQuery type.
 */
import type { MeQuery } from '@vetrx/core/operations/Me';

type Me = MeQuery['me'];
type Assignment = NonNullable<Me['user']>['locationsUsers'][number];
type RoleModule = Assignment['role']['rolesModules'][number];
type Location = Assignment['location'];

let seq = 1000;
const nextId = () => String(seq++);

export interface ModuleSpec {
  id?: string;
  name: string;
  link: string | null;
  icon?: string | null;
  orderBy?: number;
  parentModuleId?: string | null;
  isNavigation?: boolean;
  isActive?: boolean;
  /** The role-module link's active flag. */
  linkActive?: boolean;
}

export function roleModules(roleId: string, specs: readonly ModuleSpec[]): RoleModule[] {
  return specs.map((spec, i) => {
    const id = spec.id ?? nextId();
    return {
      id: nextId(),
      roleId,
      moduleId: id,
      isActive: spec.linkActive ?? true,
      canView: true,
      canEdit: true,
      canDelete: false,
      module: {
        id,
        name: spec.name,
        icon: spec.icon ?? null,
        link: spec.link,
        orderBy: spec.orderBy ?? i + 1,
        isActive: spec.isActive ?? true,
        isNavigation: spec.isNavigation ?? true,
        parentModuleId: spec.parentModuleId ?? null,
      },
    };
  });
}

/** The modules of a vet in the demo practice: a few links and an Admin group. */
export const VET_MODULES: ModuleSpec[] = [
  { name: 'Dashboard', link: '/dashboard', icon: 'LuLayoutDashboard' },
  { name: 'Prescribe', link: '/create', icon: 'LuFilePen' },
  { name: 'Approvals', link: '/approve', icon: 'LuClipboardCheck' },
  { name: 'Clients', link: '/clientsearch', icon: 'LuUsers' },
  { name: 'Reports', link: '/reports', icon: 'LuChartColumn' },
  { name: 'Link Clients', link: '/link', icon: 'LuLink' },
  { id: 'admin', name: 'Admin', link: null, icon: 'LuSettings' },
  { name: 'Users', link: '/usermanagement', icon: 'LuUsers', parentModuleId: 'admin' },
  { name: 'Practice Settings', link: '/practicesettings', icon: 'LuBuilding2', parentModuleId: 'admin' },
];

export function location(overrides: Partial<Location> = {}): Location {
  const id = overrides.id ?? nextId();
  return {
    id,
    uuid: `loc-${id}`,
    name: `Location ${id}`,
    isActive: true,
    organizationId: null,
    organization: null,
    emailAddress: 'front@practice.test',
    website: null,
    HIN: null,
    priceBookType: 'Generic',
    locationAccountId: null,
    locationPortalTypeId: '1',
    locationPortalType: { id: '1', name: 'Default', description: 'Default', code: 'DEFAULT' },
    isOfficeUseEnabled: false,
    isPimsEnabled: false,
    pimsAccountId: null,
    isPimsAccountSecretSet: false,
    pimsConnectionType: null,
    isEnabledForWriteback: false,
    locationAddresses: [],
    locationPhones: [],
    locationPharmacies: [],
    features: [],
    ...overrides,
  };
}

export function assignment(
  opts: {
    location?: Location;
    modules?: readonly ModuleSpec[];
    roleName?: string;
    canAuthorize?: boolean;
    isActive?: boolean;
    isPrimary?: boolean;
    id?: string;
  } = {},
): Assignment {
  const roleId = nextId();
  const loc = opts.location ?? location();
  return {
    id: opts.id ?? nextId(),
    uuid: `lu-${seq}`,
    userId: '1',
    locationId: loc.id,
    roleId,
    isActive: opts.isActive ?? true,
    isPrimary: opts.isPrimary ?? false,
    isPendingAuth: false,
    notificationEmail: null,
    displayName: 'Dr. Ada Vet',
    title: 'Dr.',
    email: 'vet@demo.vetrx.dev',
    pimsId: null,
    vetLicenseNumber: null,
    vetLicenseExpiration: null,
    vetLicenseState: null,
    deaLicense: null,
    deaLicenseExpiration: null,
    employeeId: null,
    profilePictureThumbnailUrl: null,
    role: {
      id: roleId,
      name: opts.roleName ?? 'VET',
      canAuthorize: opts.canAuthorize ?? true,
      icon: null,
      isActive: true,
      rolesModules: roleModules(roleId, opts.modules ?? VET_MODULES),
    },
    location: loc,
    user: { id: '1', username: 'vet@demo.vetrx.dev', firstName: 'Ada', lastName: 'Vet', email: 'vet@demo.vetrx.dev' },
  };
}

export function practiceMe(assignments: Assignment[]): Me {
  return {
    isSupport: false,
    impersonating: null,
    impersonationSession: null,
    impersonationMaxMinutes: null,
    sandboxAvailable: false,
    supportUser: null,
    user: {
      id: '1',
      uuid: 'user-1',
      username: 'vet@demo.vetrx.dev',
      firstName: 'Ada',
      lastName: 'Vet',
      email: 'vet@demo.vetrx.dev',
      locationsUsers: assignments,
    },
  };
}

export function supportMe(opts: { inAdminSupportGroup?: boolean; sandboxAvailable?: boolean } = {}): Me {
  return {
    isSupport: true,
    impersonating: null,
    impersonationSession: null,
    impersonationMaxMinutes: 60,
    sandboxAvailable: opts.sandboxAvailable ?? false,
    supportUser: {
      username: 'support@demo.vetrx.dev',
      email: 'support@demo.vetrx.dev',
      firstName: 'Sam',
      lastName: 'Support',
      inAdminSupportGroup: opts.inAdminSupportGroup ?? false,
    },
    user: null,
  };
}
