/**
 * Reference lists of the practice-setup forms: pharmacy options, portal types (product display), phone
 * and address types. Loaded once and kept for the session.
 */
import { AddressTypesDocument } from '@vetrx/core/operations/AddressTypes';
import { PharmacyOptionsDocument } from '@vetrx/core/operations/PharmacyOptions';
import { PhoneTypesDocument } from '@vetrx/core/operations/PhoneTypes';
import { PortalTypesDocument } from '@vetrx/core/operations/PortalTypes';
import { useGql } from '../../api/useGql';

const LONG = { staleTime: 60 * 60_000 } as const;

export function usePracticeReference() {
  const pharmacies = useGql(PharmacyOptionsDocument, {}, LONG);
  const portals = useGql(PortalTypesDocument, {}, LONG);
  const phones = useGql(PhoneTypesDocument, {}, LONG);
  const addresses = useGql(AddressTypesDocument, {}, LONG);
  return {
    pharmacyOptions: pharmacies.data?.pharmacyOptions ?? [],
    portalTypes: portals.data?.portalTypes ?? [],
    phoneTypes: phones.data?.phoneTypes ?? [],
    addressTypes: addresses.data?.addressTypes ?? [],
    isPending: pharmacies.isPending || portals.isPending || phones.isPending || addresses.isPending,
  };
}
