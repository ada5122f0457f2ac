/**
 * Recorded prints of a prescription (issue 42 item 4), bound to the caller: a
 * prescription of a location the caller works at, else nothing. Prints are numbered inside the
 * transaction that records them, the prescription's row locked first, so two prints at the same
 * moment are numbered one after the other (the unique (prescription, copy number) index is the
 * backstop). Reads for the Rx detail go through the loaders (`printsByPrescription`).
 */
import { asc, and, eq } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import { atCallerLocations, requireTx, worksAt, type RepositoryScope } from './scope.js';

/** A recorded print with the date of its prescription's original print (what a COPY mark names). */
export type PrescriptionPrintRow = typeof t.prescriptionPrints.$inferSelect & { originalPrintedAt: Date };

/**
 * Adds each print's original date (copy 1's print time) to the prints of one prescription, oldest
 * first.
 *
 * @example
 * withOriginal(rows) // [{ copyNumber: 1, originalPrintedAt: rows[0].printedAt, … }, …]
 */
export function withOriginal(rows: readonly (typeof t.prescriptionPrints.$inferSelect)[]): PrescriptionPrintRow[] {
  const original = rows.find((r) => r.copyNumber === 1) ?? rows[0];
  return rows.map((r) => ({ ...r, originalPrintedAt: (original ?? r).printedAt }));
}

/** The prints repository of one request. */
export function prescriptionPrintsRepository(scope: RepositoryScope) {
  return {
    /**
     * Inside `mutate()`: locks the prescription's row until the transaction ends and answers the prints
     * already recorded, oldest first; null for a prescription of a location the caller does not work at.
     */
    async lockForPrint(rx: { id: number; locationId: number }): Promise<PrescriptionPrintRow[] | null> {
      const tx = requireTx(scope);
      if (!worksAt(scope, rx.locationId)) return null;
      const [locked] = await tx
        .select({ id: t.prescriptions.id })
        .from(t.prescriptions)
        .where(and(eq(t.prescriptions.id, rx.id), eq(t.prescriptions.locationId, rx.locationId), atCallerLocations(scope, t.prescriptions.locationId)))
        .for('update');
      if (!locked) return null;
      return withOriginal(await tx.select().from(t.prescriptionPrints).where(eq(t.prescriptionPrints.prescriptionId, rx.id)).orderBy(asc(t.prescriptionPrints.copyNumber)));
    },

    /** Inside `mutate()`, after {@link lockForPrint}: writes one print of a prescription the caller works at. */
    async insert(
      rx: { id: number; locationId: number },
      print: { copyNumber: number; reason: string | null; printedAt: Date; printedByUserId: number; printedByLocationUserId: number; impersonatorUsername: string | null },
      originalPrintedAt: Date | null,
    ): Promise<PrescriptionPrintRow | null> {
      const tx = requireTx(scope);
      if (!worksAt(scope, rx.locationId)) return null;
      const [row] = await tx
        .insert(t.prescriptionPrints)
        .values({ prescriptionId: rx.id, ...print })
        .returning();
      return { ...row, originalPrintedAt: originalPrintedAt ?? row.printedAt };
    },
  };
}
