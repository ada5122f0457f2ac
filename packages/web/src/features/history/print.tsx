/**
 * Print RX of the Rx detail view (prescribing §2 Printable prescription form, letter size): the
 * prescription as core's PrintSource, shown in the prescribing feature's print view (letter pages,
 * the browser's print dialog, Close); core's printedPrescription decides every printed line.
 */
import { Button } from '@chakra-ui/react';
import { PharmacyOptionsDocument } from '@vetrx/core/operations/PharmacyOptions';
import { useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../app/session/SessionContext';
import { PrintView } from '../prescribing/print/PrintView';
import { printSourceOf } from '../prescribing/print/printSource';
import type { RxDetail } from './RxDetailDrawer';

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
          closeAfterPrint
        />
      )}
    </>
  );
}
