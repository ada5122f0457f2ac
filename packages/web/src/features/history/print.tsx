/**
 * Print RX of the Rx detail view (prescribing §2 Printable prescription form, letter size): the
 * prescription as core's PrintSource, shown in the prescribing feature's print view (letter pages,
 * the browser's print dialog, Close); core's printedPrescription decides every printed line.
 */
import { Button } from '@chakra-ui/react';
import { PharmacyOptionsDocument } from '@vetrx/core/api';
import type { PrintSource } from '@vetrx/core/prescription';
import { displayedPrice } from '@vetrx/core/product';
import { useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../app/session/SessionContext';
import { PrintView } from '../prescribing/print/PrintView';
import { faxesFor, practiceOf } from '../prescribing/print/printSource';
import type { RxDetail } from './RxDetailDrawer';

/** The print source of a prescription as the detail view loads it (the same shape as the form's saved prescription). */
export function printSourceOf(rx: RxDetail, opts: { priceBookType?: string | null; pharmacies: readonly { code: string; fax?: string | null }[] }): PrintSource {
  const p = rx.locationPatient;
  const product = rx.product;
  const location = rx.location;
  return {
    issuedDate: rx.issuedDate ?? null,
    rxNumber: rx.rxNumber,
    ...faxesFor(product.fullfillmentVendor, location, opts.pharmacies),
    productName: product.productFamily.name,
    form: product.productPresentation.description,
    strength: product.strengthDisplay,
    flavor: rx.flavor?.name ?? null,
    price: displayedPrice(product, opts.priceBookType, rx.unitPerFill),
    unitPerFill: rx.unitPerFill ?? null,
    quantity: rx.unitPerFill != null && product.packsizeQty > 0 ? rx.unitPerFill / product.packsizeQty : null,
    packsizeDisplay: product.packsizeDisplay,
    directions: rx.directions ?? null,
    daysSupply: rx.daysSupply ?? null,
    refills: rx.refills ?? null,
    prnFlag: rx.prnFlag,
    prescExpiryDate: rx.prescExpiryDate ?? null,
    workflowUser: rx.workflowLocationUser?.displayName ?? null,
    autoShipPrompt: rx.autoShipPrompt,
    notifyClientDate: rx.notifyClientDate ?? null,
    noteToClient: rx.noteToClient ?? null,
    noteToPharmacy: rx.noteToPharmacy ?? null,
    submittedBy: rx.submittedBy?.displayName ?? null,
    authorizingVet: rx.authorizingVetLocationUser ?? null,
    patient: p
      ? { name: p.name, species: p.species?.name ?? null, weight: p.weight ?? null, weightUnit: p.weightUnit, birthdate: p.birthdate ?? null, allergies: p.allergies.map((a) => a.name) }
      : null,
    practice: location ? practiceOf(location) : { name: '', addresses: [], phones: [] },
    controlled: { isControlled: product.isControlled, deaSchedule: product.deaSchedule },
    place: { locationState: location?.locationAddresses.find((a) => a.isActive)?.state ?? null },
  };
}

/** Print RX: opens the print view of the prescription. */
export function PrintRxButton({ rx, label }: { rx: RxDetail; label: string }) {
  const { location } = useCurrentLocation();
  const pharmacies = useGql(PharmacyOptionsDocument, {}, { staleTime: 30 * 60_000 });
  const [printing, setPrinting] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setPrinting(true)} data-testid="rx-print">
        <LuPrinter /> {label}
      </Button>
      {printing && (
        <PrintView
          sources={[printSourceOf(rx, { priceBookType: location?.priceBookType, pharmacies: pharmacies.data?.pharmacyOptions ?? [] })]}
          onClose={() => setPrinting(false)}
        />
      )}
    </>
  );
}
