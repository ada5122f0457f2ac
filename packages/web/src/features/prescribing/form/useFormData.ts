/**
 * What the prescription form reads from the API: the product and its family (forms, strengths, pack
 * sizes), the client and patient, the location's authorizing vets, workflow users and statuses,
 * reasons for compounding, shortcuts and pharmacies. Every query is scoped to the selected location.
 */
import {
  GetLocationClientDocument,
  GetLocationPatientDocument,
  GetLocationUsersThatCanAuthorizeDocument,
  GetProductByProductIdDocument,
  GetProductPresentationsForProductFamilyDocument,
  GetProductsExtendedDataFromProductFamilyDocument,
  type GetProductsExtendedDataFromProductFamilyQuery,
  LocationsUsersDocument,
  PharmacyOptionsDocument,
  ReasonForCompoundDocument,
  ShortcutDocument,
  WorkflowStatusDocument,
} from '@vetrx/core/api';
import { useGql } from '../../../api/useGql';
import { useProductLocation } from '../../products/hooks';

const ALL_DELIVERY = ['1-2', '2-3', '3-5', '5+'];

export type FamilyProduct = GetProductsExtendedDataFromProductFamilyQuery['getProductsExtendedDataFromProductFamily']['classificationProductMap'][number]['strengthProductMap'][number]['products'][number];

export function useFormData(args: { productId: string | null; presentationId: string | null; clientId: string | null; patientId: string | null; isOfficeUse: boolean }) {
  const { locationId } = useProductLocation();
  const product = useGql(GetProductByProductIdDocument, args.productId ? { id: args.productId } : null);
  const family = product.data?.getProductByProductId?.productFamily.productFamily ?? null;
  const presentationId = args.presentationId ?? product.data?.getProductByProductId?.productPresentationId ?? null;
  const forms = useGql(
    GetProductPresentationsForProductFamilyDocument,
    family && locationId ? { locationId, productFamily: family, isOfficeUse: args.isOfficeUse, rxDeliveryDaysFilter: ALL_DELIVERY } : null,
    { staleTime: 60_000 },
  );
  const extended = useGql(
    GetProductsExtendedDataFromProductFamilyDocument,
    family && locationId && presentationId
      ? { productFamily: family, productPresentationId: presentationId, locationId, isOfficeUse: args.isOfficeUse, configureFilter: { rxDeliveryDaysFilter: ALL_DELIVERY } }
      : null,
    { gcTime: 0, staleTime: 0, placeholderData: (previous) => previous },
  );
  const client = useGql(GetLocationClientDocument, args.clientId && !args.isOfficeUse ? { id: args.clientId } : null);
  const patient = useGql(GetLocationPatientDocument, args.patientId && !args.isOfficeUse ? { id: args.patientId } : null);
  const vets = useGql(GetLocationUsersThatCanAuthorizeDocument, locationId ? { locationId } : null, { staleTime: 60_000 });
  const users = useGql(LocationsUsersDocument, locationId ? { locationIds: [locationId], activeFilterType: 'active', take: 500 } : null, { staleTime: 60_000 });
  const statuses = useGql(WorkflowStatusDocument, {}, { staleTime: 300_000 });
  const reasons = useGql(ReasonForCompoundDocument, {}, { staleTime: 300_000 });
  const shortcuts = useGql(ShortcutDocument, locationId ? { locationId } : null);
  const pharmacies = useGql(PharmacyOptionsDocument, {}, { staleTime: 300_000 });

  const strengths = (extended.data?.getProductsExtendedDataFromProductFamily.classificationProductMap ?? []).flatMap((c) => c.strengthProductMap);
  return {
    locationId,
    product: product.data?.getProductByProductId ?? null,
    productLoading: product.isPending && args.productId !== null,
    forms: forms.data?.getProductPresentationsForProductFamily ?? [],
    strengths,
    flavors: extended.data?.getProductsExtendedDataFromProductFamily.flavorProductMap ?? [],
    familyLoading: extended.isPending,
    client: client.data?.getLocationClient ?? null,
    patient: patient.data?.getLocationPatient ?? null,
    patientLoading: patient.isPending && args.patientId !== null && !args.isOfficeUse,
    vets: vets.data?.getLocationUsersThatCanAuthorize ?? [],
    vetsLoaded: vets.isSuccess,
    users: users.data?.locationsUsers.data ?? [],
    statuses: statuses.data?.workflowStatus ?? [],
    reasons: reasons.data?.reasonForCompound ?? [],
    shortcuts: shortcuts.data?.shortcut ?? [],
    pharmacies: pharmacies.data?.pharmacyOptions ?? [],
    refetchPatient: () => patient.refetch(),
  };
}
