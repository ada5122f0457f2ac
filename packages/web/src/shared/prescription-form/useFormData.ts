/**
 * What the prescription form reads from the API: the product and its family (forms, strengths, pack
 * sizes), the client and patient, the location's authorizing vets, workflow users and statuses,
 * reasons for compounding, shortcuts and pharmacies. Every query is scoped to the selected location.
 */
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetProductByProductIdDocument } from '@vetrx/core/operations/GetProductByProductId';
import {
  GetProductPresentationsForProductFamilyDocument,
} from '@vetrx/core/operations/GetProductPresentationsForProductFamily';
import { GetLocationUserDocument } from '@vetrx/core/operations/GetLocationUser';
import type { GetProductByProductIdQuery } from '@vetrx/core/operations/GetProductByProductId';
import {
  GetProductsExtendedDataFromProductFamilyDocument,
  type GetProductsExtendedDataFromProductFamilyQuery,
} from '@vetrx/core/operations/GetProductsExtendedDataFromProductFamily';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { PharmacyOptionsDocument } from '@vetrx/core/operations/PharmacyOptions';
import { ReasonForCompoundDocument } from '@vetrx/core/operations/ReasonForCompound';
import { ShortcutDocument } from '@vetrx/core/operations/Shortcut';
import { WorkflowStatusDocument } from '@vetrx/core/operations/WorkflowStatus';
import { GetLocationPatientDocument } from '@vetrx/core/operations/getLocationPatient';
import { GetLocationUsersThatCanAuthorizeDocument } from '@vetrx/core/operations/getLocationUsersThatCanAuthorize';
import { useGql, type GqlRequest } from '../../api/useGql';
import { useProductLocation } from '../products/hooks';

const ALL_DELIVERY = ['1-2', '2-3', '3-5', '5+'];

export type FamilyProduct = GetProductsExtendedDataFromProductFamilyQuery['getProductsExtendedDataFromProductFamily']['classificationProductMap'][number]['strengthProductMap'][number]['products'][number];

/** Whom and what a form is for: the product, the client and patient (none for office use). */
export interface FormIds {
  productId: string | null;
  clientId: string | null;
  patientId: string | null;
  isOfficeUse: boolean;
}

type ProductAnswer = NonNullable<GetProductByProductIdQuery['getProductByProductId']>;

/**
 * The product family's queries, known once the product is: its forms, strengths and pack sizes, and the
 * products of one presentation (`presentationId`, or the product's own). `useFormData` asks them; a
 * prefetch of the form starts them when the product's answer arrives.
 */
export function familyQueries(product: ProductAnswer | null, args: { presentationId: string | null; isOfficeUse: boolean }, locationId: string | null) {
  const family = product?.productFamily.productFamily ?? null;
  const presentationId = args.presentationId ?? product?.productPresentationId ?? null;
  return {
    forms: {
      document: GetProductPresentationsForProductFamilyDocument,
      variables: family && locationId ? { locationId, productFamily: family, isOfficeUse: args.isOfficeUse, rxDeliveryDaysFilter: ALL_DELIVERY } : null,
      staleTime: 60_000,
    },
    extended: {
      document: GetProductsExtendedDataFromProductFamilyDocument,
      variables:
        family && locationId && presentationId
          ? { productFamily: family, productPresentationId: presentationId, locationId, isOfficeUse: args.isOfficeUse, configureFilter: { rxDeliveryDaysFilter: ALL_DELIVERY } }
          : null,
    },
  };
}

/** The signed-in user at the location (the submit bar's own checks); one key for the bar and a prefetch. */
export function locationUserQuery(locationUserId: string | null) {
  return { document: GetLocationUserDocument, variables: locationUserId ? { id: locationUserId } : null, staleTime: 60_000 };
}

/**
 * The form's queries that need only its ids and the location; the product's answer then starts its
 * family's (`familyQueries`). `useFormData` asks them; an Approve press starts them beside the
 * task's own query, a round trip before the form that asks them has rendered.
 */
export function formQueries(ids: FormIds, locationId: string | null) {
  return {
    product: {
      document: GetProductByProductIdDocument,
      variables: ids.productId ? { id: ids.productId } : null,
      then: (answer: GetProductByProductIdQuery) => Object.values(familyQueries(answer.getProductByProductId ?? null, { presentationId: null, isOfficeUse: ids.isOfficeUse }, locationId)),
    },
    client: { document: GetLocationClientDocument, variables: ids.clientId && !ids.isOfficeUse ? { id: ids.clientId } : null },
    patient: { document: GetLocationPatientDocument, variables: ids.patientId && !ids.isOfficeUse ? { id: ids.patientId } : null },
    vets: { document: GetLocationUsersThatCanAuthorizeDocument, variables: locationId ? { locationId } : null, staleTime: 60_000 },
    users: { document: LocationsUsersDocument, variables: locationId ? { locationIds: [locationId], activeFilterType: 'active' as const, take: 500 } : null, staleTime: 60_000 },
    statuses: { document: WorkflowStatusDocument, variables: {}, staleTime: 300_000 },
    reasons: { document: ReasonForCompoundDocument, variables: {}, staleTime: 300_000 },
    shortcuts: { document: ShortcutDocument, variables: locationId ? { locationId } : null },
    pharmacies: { document: PharmacyOptionsDocument, variables: {}, staleTime: 300_000 },
  };
}

/** A query of {@link formQueries} (or {@link locationUserQuery}) through `useGql`, with its own freshness. */
export function useFormQuery<TResult, TVariables>({ document, variables, staleTime }: GqlRequest<TResult, TVariables>) {
  return useGql(document, variables, staleTime === undefined ? {} : { staleTime });
}

export function useFormData(args: FormIds & { presentationId: string | null }) {
  const { locationId } = useProductLocation();
  const q = formQueries(args, locationId);
  const product = useFormQuery(q.product);
  const f = familyQueries(product.data?.getProductByProductId ?? null, args, locationId);
  const forms = useFormQuery(f.forms);
  // Always asked again when drawn (prices, stock); a prefetched answer shows meanwhile, and another
  // presentation's stays up while the new one loads.
  const extended = useGql(f.extended.document, f.extended.variables, { staleTime: 0, placeholderData: (previous) => previous });
  const client = useFormQuery(q.client);
  const patient = useFormQuery(q.patient);
  const vets = useFormQuery(q.vets);
  const users = useFormQuery(q.users);
  const statuses = useFormQuery(q.statuses);
  const reasons = useFormQuery(q.reasons);
  const shortcuts = useFormQuery(q.shortcuts);
  const pharmacies = useFormQuery(q.pharmacies);

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
