import { clientProfilePath } from '../routes/routes.js';
import type { Id } from './types.js';

/**
 * Where the prescribe wizard and the form go after Save Draft, Authorize, Print or Delete: the client
 * profile opened on the patient just prescribed for (the `patientId` query, base64-encoded as the
 * clients spec says), otherwise /create. An office-use prescription (written for the
 * location's office-use client and patient) goes back to /officeuserx, where its list is.
 *
 * @example
 * afterPrescribePath('12', '34') // '/clients/profile/12?patientId=MzQ%3D'
 * afterPrescribePath(null, null) // '/create'
 * afterPrescribePath('70', '71', { isOfficeUse: true }) // '/officeuserx'
 */
export function afterPrescribePath(
  clientId: Id | null | undefined,
  patientId: Id | null | undefined,
  options: { readonly isOfficeUse?: boolean | null } = {},
): string {
  if (options.isOfficeUse === true) return '/officeuserx';
  if (clientId === null || clientId === undefined || clientId === '') return '/create';
  return clientProfilePath(clientId, patientId === '' ? null : patientId);
}

/**
 * The createBy query parameter of /create.
 *
 * @example
 * CREATE_BY_OPTIONS.includes(params.get('createBy') as CreateBy)
 */
export const CREATE_BY_OPTIONS = ['client', 'product'] as const;
/**
 * A createBy value.
 *
 * @example
 * const createBy: CreateBy = 'product';
 */
export type CreateBy = (typeof CREATE_BY_OPTIONS)[number];
