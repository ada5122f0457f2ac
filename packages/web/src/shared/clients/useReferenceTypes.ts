/** Phone and address types for the client form (reference lists; loaded once, cached for the session). */
import { AddressTypesDocument } from '@vetrx/core/operations/AddressTypes';
import { PhoneTypesDocument } from '@vetrx/core/operations/PhoneTypes';
import { useGql } from '../../api/useGql';
import type { ReferenceOption } from '../../components/ui/phone-list-editor';

const LONG = { staleTime: 60 * 60_000 } as const;

export function useReferenceTypes(): { phoneTypes: ReferenceOption[]; addressTypes: ReferenceOption[]; isPending: boolean } {
  const phones = useGql(PhoneTypesDocument, {}, LONG);
  const addresses = useGql(AddressTypesDocument, {}, LONG);
  return {
    phoneTypes: phones.data?.phoneTypes ?? [],
    addressTypes: addresses.data?.addressTypes ?? [],
    isPending: phones.isPending || addresses.isPending,
  };
}
