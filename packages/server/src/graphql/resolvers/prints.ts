/**
 * Recorded prints (issue 42 item 4): RecordPrescriptionPrint records one print of an
 * issued prescription — the original or the next copy — with its audit row in one transaction, before
 * the browser's print dialog opens; a prescription's `prints` lists them for the Rx detail. Who may
 * print is whoever may read the prescription (a member of its location); another location's answers
 * NOT_FOUND. Core's validatePrintRecord numbers the print and refuses a controlled substance's reprint
 * without a reason.
 */
import { PRINT_RECORD_MESSAGES } from '@vetrx/core/messages';
import { validatePrintRecord } from '@vetrx/core/prescription';
import { mutate } from '../../unit-of-work.js';
import { parseId } from '../../context/context.js';
import { assertValid, conflict, notFound } from '../../errors.js';
import { withOriginal } from '../../repositories/prints.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export const printsResolvers: Resolvers = {
  Mutation: {
    recordPrescriptionPrint: async (_p, { prescriptionId, reason }, ctx) => {
      const user = ctx.requireUser();
      const rx = await ctx.repos.prescriptions.byId(parseId(prescriptionId, 'Prescription'));
      if (!rx) throw notFound('Prescription');
      const membership = ctx.requireLocation(rx.locationId);
      // A draft (or a rejected one) was never issued: there is no prescription to print yet.
      if (!rx.issuedDate) throw conflict(PRINT_RECORD_MESSAGES.notIssued);
      const product = await ctx.loaders.product.load(rx.productId);
      if (!product) throw notFound('Product');
      return mutate(ctx, 'RecordPrescriptionPrint', async ({ repos, record }) => {
        // The prescription stays locked until the print is written: a print at the same moment waits and
        // is numbered after this one.
        const previous = await repos.prints.lockForPrint(rx);
        if (!previous) throw notFound('Prescription');
        const checked = assertValid(validatePrintRecord({ controlled: product, previousPrints: previous.length, reason }));
        const print = await repos.prints.insert(
          rx,
          {
            copyNumber: checked.copyNumber,
            reason: checked.reason,
            printedAt: ctx.now(),
            printedByUserId: user.id,
            printedByLocationUserId: membership.locationUser.id,
            impersonatorUsername: ctx.impersonator?.username ?? null,
          },
          previous[0]?.printedAt ?? null,
        );
        if (!print) throw notFound('Prescription');
        record({
          entity: 'Prescription',
          entityId: rx.id,
          locationId: rx.locationId,
          before: null,
          after: { printId: print.id, rxNumber: rx.rxNumber, copyNumber: print.copyNumber, originalPrintedAt: print.originalPrintedAt, reason: print.reason },
        });
        return print;
      });
    },
  },
  Prescription: {
    prints: async (p, _a, ctx) => withOriginal(await ctx.loaders.printsByPrescription.load(p.id)),
  },
  PrescriptionPrint: {
    printedBy: (p, _a, ctx) => ctx.loaders.locationUser.load(p.printedByLocationUserId),
  },
};
