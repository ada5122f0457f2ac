type Id = string | number;

/**
 * The location user recorded as having acted (declined, approved, archived, assigned a workflow
 * step): prescribing §6 "Decline, approve and archive record the acting location user".
 *
 * @example
 * const actedBy: ActingLocationUser = { id: 4, uuid: 'u-4' };
 */
export interface ActingLocationUser {
  readonly id: Id;
  readonly uuid: string;
}

/**
 * A location membership of the signed-in user, as the request context holds it.
 *
 * @example
 * const membership: LocationMembership = { id: 4, uuid: 'u-4', locationId: 1, isActive: true };
 */
export interface LocationMembership {
  readonly id: Id;
  readonly uuid: string;
  readonly locationId: Id;
  readonly isActive?: boolean | null;
}

/**
 * Who acts: the signed-in user's own location user at the selected location, and only while that
 * membership is active. The server derives it from the request context and never from an id sent by
 * the client. While a support user impersonates, pass the impersonated user's memberships: the
 * impersonated location user is the acting user, and the audit row additionally names the support
 * user (design.md, "Impersonation is always visible in the record"). Returns `null` when the user
 * has no active membership at the location, which the server answers with FORBIDDEN.
 *
 * @example
 * resolveActingLocationUser([{ id: 4, uuid: 'u-4', locationId: 1, isActive: true }], 1) // { id: 4, uuid: 'u-4' }
 */
export function resolveActingLocationUser(
  memberships: readonly LocationMembership[],
  locationId: Id,
): ActingLocationUser | null {
  const m = memberships.find((x) => String(x.locationId) === String(locationId) && x.isActive !== false);
  return m ? { id: m.id, uuid: m.uuid } : null;
}
