/**
 * Per-location feature flags named by the specifications (clients §6, admin §6). The server answers
 * `hasFeature(feature, locationId)`; callers gather the answers into a {@link LocationFeatures} record.
 *
 * @example
 * import { LOCATION_FEATURES } from '@vetrx/core/common';
 */
export const LOCATION_FEATURES = [
  'hasReportingPage',
  'salesforce2Way',
  'pimsImport',
  'pimsWriteback',
  'pimsAlertModal',
  'patientGender',
  'oobo',
  'orderHistory',
] as const;

/**
 * One of {@link LOCATION_FEATURES}.
 *
 * @example
 * import type { LocationFeature } from '@vetrx/core/common';
 */
export type LocationFeature = (typeof LOCATION_FEATURES)[number];

/**
 * The features of one location; a missing key means the feature is off.
 *
 * @example
 * import type { LocationFeatures } from '@vetrx/core/common';
 */
export type LocationFeatures = Readonly<Partial<Record<LocationFeature, boolean | null>>>;

/**
 * True only when the feature is explicitly on for the location.
 *
 * @example
 * hasFeature({ hasReportingPage: true }, 'hasReportingPage') // true
 */
export function hasFeature(features: LocationFeatures | null | undefined, feature: LocationFeature): boolean {
  return features?.[feature] === true;
}

/**
 * Builds {@link LocationFeatures} from the list of enabled feature names (`Location.features`); names
 * outside {@link LOCATION_FEATURES} are ignored.
 *
 * @example
 * featuresFromList(['oobo', 'unknown']) // { oobo: true }
 */
export function featuresFromList(enabled: readonly string[] | null | undefined): LocationFeatures {
  const out: Partial<Record<LocationFeature, boolean>> = {};
  for (const name of enabled ?? []) {
    if ((LOCATION_FEATURES as readonly string[]).includes(name)) out[name as LocationFeature] = true;
  }
  return out;
}
