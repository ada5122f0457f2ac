/**
 * Print RX of the Rx detail view (prescribing §2 Printable prescription form, letter size): the
 * prescription as core's PrintSource, shown in the prescribing feature's print view (letter pages,
 * the browser's print dialog, Close), which opens in front of the drawer and records each print
 * (decision 0280); core's printedPrescription decides every printed line and the COPY mark.
 */
import { Box, Button } from '@chakra-ui/react';
import { PharmacyOptionsDocument } from '@vetrx/core/operations/PharmacyOptions';
import { PRINT_RECORD_MESSAGES } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { Tooltip } from '../../components/ui/tooltip';
import { PrintView } from '../print/PrintView';
import { printSourceOf } from '../print/printSource';
import type { RxDetail } from './rx-detail-types';

/** Print RX: opens the print view of the prescription; it records the print before printing. */
export function PrintRxButton({ rx, label }: { rx: RxDetail; label: string }) {
  const { location } = useCurrentLocation();
  const pharmacies = useGql(PharmacyOptionsDocument, {}, { staleTime: 30 * 60_000 });
  const [printing, setPrinting] = useState(false);
  return (
    <>
      {rx.issuedDate ? (
        <Button variant="outline" onClick={() => setPrinting(true)} data-testid="rx-print">
          <LuPrinter /> {label}
        </Button>
      ) : (
        // A draft (or a rejected one) was never issued: nothing to print (the server refuses it too).
        <Tooltip content={PRINT_RECORD_MESSAGES.notIssued} showArrow>
          <Box as="span" tabIndex={0} display="inline-flex" aria-label={PRINT_RECORD_MESSAGES.notIssued}>
            <Button variant="outline" disabled data-testid="rx-print">
              <LuPrinter /> {label}
            </Button>
          </Box>
        </Tooltip>
      )}
      {printing && (
        <PrintView
          printable={{ source: printSourceOf(rx, { priceBookType: location?.priceBookType, pharmacies: pharmacies.data?.pharmacyOptions ?? [] }), rx: { id: rx.id, prints: rx.prints } }}
          onClose={() => setPrinting(false)}
          closeAfterPrint
        />
      )}
    </>
  );
}
