/**
 * The spec's entities as TypeScript types, generated from the GraphQL SDL (`src/api/schema`), so the
 * contract and the types never drift: Prescription, PrescriptionTask, LocationClient, LocationPatient,
 * LocationUser, Location, Organization, Role, Module, Product, Order, LineItem, Shortcut, …
 *
 * Fields are exactly those of the API (nullable ones are `T | null`); resolver arguments and inputs are
 * exported too (e.g. `QueryGetPrescriptionHistoryArgs`).
 *
 * @example
 * import type { Prescription } from '@vetrx/core/entities';
 * const isDraft = (rx: Pick<Prescription, 'rxStatus'>) => rx.rxStatus.code === 'Draft';
 */
export type * from './generated.js';
