/**
 * One location with every field the support screens show and edit (the Locations fragment): GetLocation
 * finds its organization and name, then Locations (support) answers the full record among the
 * organization's locations of that name.
 */
import { GetLocationDocument } from '@vetrx/core/operations/GetLocation';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { useGql } from '../../api/useGql';

export function useAdminLocation(id: string) {
  const basic = useGql(GetLocationDocument, { id });
  const found = basic.data?.getLocation ?? null;
  const list = useGql(
    LocationsDocument,
    found ? { filter: found.name, organization: found.organizationId ?? undefined, activeFilterType: 'all' as const } : null,
  );
  const location = list.data?.locations.find((l) => l.id === id) ?? null;
  return {
    location,
    isPending: basic.isPending || (found !== null && list.isPending),
    notFound: (basic.isSuccess && !found) || basic.error?.code === 'NOT_FOUND' || (list.isSuccess && !location),
    isError: basic.isError || list.isError,
    refetch: () => void (basic.isError ? basic.refetch() : list.refetch()),
  };
}
