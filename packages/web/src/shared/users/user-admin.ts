/**
 * What the user screens need to know about the saver and the reference lists, from the session and
 * the API. Every rule comes from @vetrx/core/admin (canManageUsers, mayEditDelegations…); this file only
 * shapes the session for it.
 */
import { PhoneTypesDocument } from '@vetrx/core/operations/PhoneTypes';
import { RolesDocument } from '@vetrx/core/operations/Roles';
import { canManageUsers, type AdminActor } from '@vetrx/core/admin';
import { useMemo } from 'react';
import { useGql } from '../../api/useGql';
import { roleAssignments } from '../../session/build-session';
import { useSession } from '../../session/SessionContext';
import type { ReferenceOption } from '../../components/ui/phone-list-editor';

const LONG = { staleTime: 60 * 60_000 } as const;

export interface LocationOption {
  id: string;
  name: string;
}

export interface UserAdminContext {
  /** The saver, for core's rules (own e-mail, self-deactivation). */
  actor: AdminActor;
  /** Locations where the saver manages users; null for a support user outside impersonation (all). */
  manageableLocationIds: string[] | null;
  /** The same locations with their names (the options of new assignments). */
  manageableLocations: LocationOption[];
  /** The saver's role at the selected location (null for a support user outside impersonation). */
  currentRole: { id: string; name: string; canAuthorize: boolean } | null;
}

/** The saver as the user rules read them. */
export function useUserAdminContext(): UserAdminContext {
  const session = useSession();
  return useMemo(() => {
    const actor: AdminActor = {
      isSupportUser: session.isSupportUser,
      userId: session.user?.id ?? null,
      locationUserIds: session.assignments.map((a) => a.id),
    };
    if (session.usesSupportLayout) return { actor, manageableLocationIds: null, manageableLocations: [], currentRole: null };
    const managed = session.assignments.filter(
      (a) => a.isActive && a.location.isActive && canManageUsers({ roleId: a.roleId, rolesModules: roleAssignments(a.role.rolesModules) }),
    );
    return {
      actor,
      manageableLocationIds: managed.map((a) => a.location.id),
      manageableLocations: managed.map((a) => ({ id: a.location.id, name: a.location.name })),
      currentRole: session.current ? { id: session.current.role.id, name: session.current.role.name, canAuthorize: session.current.role.canAuthorize } : null,
    };
  }, [session]);
}

/** Roles (active ones are offered for new assignments) and phone types, cached for the session. */
export function useUserReference(): {
  roles: { id: string; name: string; canAuthorize: boolean; isActive: boolean; icon: string | null }[];
  phoneTypes: ReferenceOption[];
  isPending: boolean;
} {
  const roles = useGql(RolesDocument, {}, LONG);
  const phoneTypes = useGql(PhoneTypesDocument, {}, LONG);
  return {
    roles: roles.data?.roles ?? [],
    phoneTypes: phoneTypes.data?.phoneTypes ?? [],
    isPending: roles.isPending || phoneTypes.isPending,
  };
}
