/** The selected location's ids and the flags the client and patient screens read (clients §6). */
import { hasFeature, isPimsEnabled, isPimsImportEnabled, type LocationFeatures } from '@vetrx/core/common';
import { useCurrentLocation, useSession } from './SessionContext';

export interface LocationFlags {
  locationId: string | null;
  organizationId: string | null;
  features: LocationFeatures;
  /** PIMS on for the location and its organization. */
  pims: boolean;
  /** PIMS import: PIMS on and the pimsImport feature. */
  pimsImport: boolean;
  orderHistory: boolean;
  /** The location's PIMS connection type. */
  pimsConnectionType: string | null;
}

export function useLocationFlags(): LocationFlags {
  const { features } = useSession();
  const { location } = useCurrentLocation();
  const pimsLocation = location ? { isPimsEnabled: location.isPimsEnabled, organization: location.organization } : null;
  return {
    locationId: location?.id ?? null,
    organizationId: location?.organizationId ?? null,
    features,
    pims: pimsLocation ? isPimsEnabled(pimsLocation) : false,
    pimsImport: pimsLocation ? isPimsImportEnabled(pimsLocation, features) : false,
    orderHistory: hasFeature(features, 'orderHistory'),
    pimsConnectionType: location?.pimsConnectionType ?? null,
  };
}
