import { MAIN_ROUTES } from '@vetrx/core/access';
import type {
  GetPrescriptionHistoryQuery,
  GetPrescriptionHistoryQueryVariables,
} from '@vetrx/core/operations/GetPrescriptionHistory';
import { formatDate } from '@vetrx/core/format';
import { rxStatusDisplay } from '@vetrx/core/record';
import type { DirectPrescribeState } from '../../shared/prescriptions/copy-navigation';
import { DRAFT_STATUS_FILTERS } from './tiles';

/** How many drafts the dashboard's create panel shows (prescribing §2 Dashboard). */
export const DASHBOARD_DRAFTS_TAKE = 3;

export type DraftSummary = GetPrescriptionHistoryQuery['getPrescriptionHistory'][number];

/** The current vet's own, not archived drafts, newest first as the server orders them. */
export function draftsVariables(locationId: string, locationUserId: string): GetPrescriptionHistoryQueryVariables {
  return {
    locationId,
    prescribingVetId: locationUserId,
    rxStatusFilters: DRAFT_STATUS_FILTERS,
    archived: false,
    skip: 0,
    take: DASHBOARD_DRAFTS_TAKE,
  };
}

/** What a draft card shows. */
export function draftCard(rx: DraftSummary) {
  const client = [rx.locationClient?.firstName, rx.locationClient?.lastName].filter(Boolean).join(' ');
  return {
    id: rx.id,
    patient: rx.locationPatient?.name ?? '',
    species: rx.locationPatient?.species?.name ?? '',
    client,
    product: rx.product.title,
    form: rx.product.productPresentation.description,
    date: formatDate(rx.draftCreateDate ?? rx.createdAt),
    status: rxStatusDisplay(rx),
    // Opens the draft on the direct screen, as Continue does on /create's Active RX Drafts.
    to: `${MAIN_ROUTES.createRxDirect}/`,
    state: { prescriptionId: rx.id } satisfies DirectPrescribeState,
  };
}
