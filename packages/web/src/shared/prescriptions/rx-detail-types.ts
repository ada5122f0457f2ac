import type { GetPrescriptionDetailQuery } from '@vetrx/core/operations/GetPrescriptionDetail';

/**
 * A prescription as its detail view loads it. A leaf that RxDetailDrawer and its Print RX button
 * (./print, which the drawer renders) both import, so the button does not import the drawer back
 * (decision 0365).
 */
export type RxDetail = NonNullable<GetPrescriptionDetailQuery['getPrescriptionDetail']>;
