/** Small hooks of the product screens. */
import { productSearchFeatures } from '@vetrx/core/product';
import { useMemo } from 'react';
import { useCurrentLocation } from '../../session/SessionContext';

/** The selected location and what it changes on product screens: flags, price book, portal type, pharmacies. */
export function useProductLocation() {
  const { location, locationId, locationUser } = useCurrentLocation();
  const features = useMemo(() => productSearchFeatures(location?.features), [location?.features]);
  return {
    locationId,
    location,
    locationUser,
    features,
    priceBookType: location?.priceBookType ?? null,
    portalType: location?.locationPortalType.code ?? null,
    pharmacyCodes: (location?.locationPharmacies ?? []).map((p) => p.code),
  };
}

/** The image of a dosage form, served by the web at /dosage-forms/{file} (core's table). */
