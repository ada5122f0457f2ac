/**
 * Types of the GraphQL SDL (`src/api/schema`) that callers build themselves rather than receive from an
 * operation: the PIMS records a PIMS adapter returns (PimsCaretaker, PimsPatient, PimsUser, PimsAddress).
 * What an operation returns or takes is typed by its module (`@vetrx/core/operations/<Name>`: `…Query`,
 * `…Variables`). Generated from the SDL, so the contract and the types never drift.
 *
 * @example
 * import type { PimsCaretaker } from '@vetrx/core/entities';
 * const name = (c: Pick<PimsCaretaker, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`;
 */
export type { PimsAddress, PimsCaretaker, PimsPatient, PimsUser } from './generated.js';
