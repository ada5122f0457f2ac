import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, requiredRef, ts } from './_columns.js';
import { locationUsers, users } from './access.js';
import { prescriptions } from './prescribing.js';

/**
 * Every print of a prescription (issue 42 item 4): copy 1 is the original, each later
 * print a copy numbered in order — unique per prescription, so two prints can never share a number.
 * Who printed it and when come from the session; a controlled substance's reprint keeps its reason.
 * Written with its audit row in one transaction (RecordPrescriptionPrint).
 */
export const prescriptionPrints = pgTable(
  'prescription_prints',
  {
    id: id(),
    prescriptionId: requiredRef(() => prescriptions.id),
    copyNumber: integer().notNull(),
    printedAt: ts().notNull(),
    /** The acting user (the impersonated user while a support user impersonates). */
    printedByUserId: requiredRef(() => users.id),
    printedByLocationUserId: requiredRef(() => locationUsers.id),
    impersonatorUsername: text(),
    reason: text(),
  },
  (t) => [
    uniqueIndex('prescription_prints_copy').on(t.prescriptionId, t.copyNumber),
    check('prescription_prints_copy_number_check', sql`${t.copyNumber} >= 1`),
  ],
);
