/**
 * The selected location's PIMS account and flags (clients §1, §6): the account the PIMS calls name,
 * whether PIMS is on (location and organization), whether import is on (plus the pimsImport feature),
 * and the organization's own import flag (the Add Client modal's import step needs both).
 */
import { pimsAccountOf } from '@vetrx/core/admin';
import { useCurrentLocation } from '../../session/SessionContext';
import { useLocationFlags } from '../../session/useLocationFlags';

export interface PimsAccountInput {
  pimsAccountId: string;
  pimsConnectionType: string;
}

export interface PimsAccountState {
  locationId: string | null;
  /** The account of the location when PIMS is on and the account is configured, else null. */
  account: PimsAccountInput | null;
  pims: boolean;
  pimsImport: boolean;
  /** The location side of the import step: PIMS and the pimsImport feature. */
  locationPimsImportEnabled: boolean;
  /** The organization side of the import step. */
  organizationPimsImportEnabled: boolean;
}

export function usePimsAccount(): PimsAccountState {
  const flags = useLocationFlags();
  const { location } = useCurrentLocation();
  const account = flags.pims && location ? pimsAccountOf(location) : null;
  return {
    locationId: flags.locationId,
    account,
    pims: flags.pims,
    pimsImport: flags.pimsImport,
    locationPimsImportEnabled: flags.pimsImport,
    organizationPimsImportEnabled: location?.organization?.isPIMSEnabled === true && location.organization.isPimsImportEnabled !== false,
  };
}
