/**
 * The print view: the printable prescription's letter pages over the app, Print and Close, and the
 * browser's print dialog. Every print of an issued prescription is recorded by the server before the
 * print dialog opens (RecordPrescriptionPrint): the first is the original, each later one
 * a copy whose pages carry the COPY mark with the original's date; reprinting a controlled substance's
 * prescription first asks the reason (core's reprintReasonRequired; the server refuses without one).
 * If the print cannot be recorded, nothing is printed.
 *
 * Print after authorizing (issue 59 item 3) opens the view before the prescription is issued (the
 * spec's order) and prints nothing until it is: the view asks the form to authorize (`issue`), then
 * prints the issued record's page — built by the same `printSourceOf` as every reprint, with its Rx
 * number, price and Safety Review line — and records it as the original. The first reprint is that
 * page with the COPY line.
 *
 * It is a dialog of its own, so it opens in front of whatever is open — the Rx detail drawer included
 * (issue 45) — and takes the pointer and the focus from it.
 */
import { Button, Flex, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/ui/chakra-late';
import { isApiError } from '@vetrx/core/api';
import { GetPrescriptionAuditTrailDocument } from '@vetrx/core/operations/GetPrescriptionAuditTrail';
import { GetPrescriptionDetailDocument } from '@vetrx/core/operations/GetPrescriptionDetail';
import { RecordPrescriptionPrintDocument } from '@vetrx/core/operations/RecordPrescriptionPrint';
import { PRESCRIBING_TOASTS, PRINT_LABELS, PRINT_RECORD_MESSAGES } from '@vetrx/core/messages';
import { nextPrint, type PrintCopy, printedPrescription, type PrintSource, type RecordedPrint, reprintReasonRequired } from '@vetrx/core/prescription';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LuPrinter, LuX } from 'react-icons/lu';
import { toastApiError } from '../../api/errors';
import { useGqlMutation } from '../../api/useGqlMutation';
import { TOAST_DURATION } from '../../lib/ui-constants';
import { PrintedPages } from './PrintedPages';
import { ReprintReasonDialog } from './ReprintReasonDialog';

/** An issued prescription's page and the prints recorded of it. */
export interface Printable {
  source: PrintSource;
  rx: { id: string; prints: readonly RecordedPrint[] };
}

/** Time for the pages to lay out (fonts, the logo) before the browser's print dialog takes the page. */
const PRINT_DELAY_MS = 400;

/**
 * The print view of one printout.
 *
 * - `printable`: the issued prescription's page (`source`, from `printSourceOf`) and the prints already
 *   recorded of it (`rx`); each print is recorded before the browser's dialog opens.
 * - `issue`: instead of `printable`, Print after authorizing: authorizes the prescription and answers
 *   its page, or null when the save is refused (the view then closes, nothing printed).
 * - `closeAfterPrint`: close when the browser's print dialog closes (the Rx detail's Print RX).
 */
export function PrintView({
  printable,
  issue,
  onClose,
  closeAfterPrint = false,
}: {
  printable?: Printable;
  issue?: () => Promise<Printable | null>;
  onClose(): void;
  closeAfterPrint?: boolean;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const [issued, setIssued] = useState<Printable | null>(null);
  const [issuing, setIssuing] = useState(false);
  const current = issued ?? printable ?? null;
  const rx = current?.rx ?? null;
  const source = current?.source ?? null;
  // The prints of this prescription as far as this view knows: those it was given, then each it recorded.
  const [prints, setPrints] = useState<readonly RecordedPrint[]>(printable?.rx.prints ?? []);
  const [shown, setShown] = useState<PrintCopy | null>(null);
  const [asking, setAsking] = useState<{ error: string | null } | null>(null);
  const [printRequests, setPrintRequests] = useState(0);
  const record = useGqlMutation(RecordPrescriptionPrintDocument, { invalidates: [GetPrescriptionDetailDocument, GetPrescriptionAuditTrailDocument] });
  const recordPrint = record.mutate;

  const printNow = useCallback(() => setPrintRequests((n) => n + 1), []);
  const saveFor = useCallback(
    (prescriptionId: string, reason: string | null) => {
      recordPrint(
        { prescriptionId, reason },
        {
          onSuccess: ({ recordPrescriptionPrint: print }) => {
            setPrints((list) => [...list, { copyNumber: print.copyNumber, printedAt: print.printedAt }]);
            setShown({ copyNumber: print.copyNumber, originalPrintedAt: print.originalPrintedAt });
            setAsking(null);
            printNow();
          },
          onError: (error) => {
            // The server's count can be ahead of ours (someone printed it meanwhile): it asks for the reason.
            const field = isApiError(error) ? error.fields.reason : undefined;
            if (field) {
              setAsking({ error: field });
              return;
            }
            setAsking(null);
            toastApiError(error, PRESCRIBING_TOASTS.printError, TOAST_DURATION.short);
          },
        },
      );
    },
    [recordPrint, printNow],
  );
  const save = useCallback((reason: string | null) => rx && saveFor(rx.id, reason), [rx, saveFor]);

  /**
   * One print: recorded first (asking the reason a controlled reprint needs), then the browser's
   * dialog. Before the prescription is issued, it is issued first and its page is the original.
   */
  const requestPrint = useCallback(() => {
    if (rx && source) {
      if (reprintReasonRequired(source.controlled, prints.length)) setAsking({ error: null });
      else save(null);
      return;
    }
    if (!issue || issuing) return;
    setIssuing(true);
    void issue().then(
      (done) => {
        setIssuing(false);
        if (!done) return onClose();
        setIssued(done);
        setPrints(done.rx.prints);
        saveFor(done.rx.id, null);
      },
      () => {
        setIssuing(false);
        onClose();
      },
    );
  }, [rx, source, prints.length, save, saveFor, issue, issuing, onClose]);

  // Opening the view prints once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    requestPrint();
  }, [requestPrint]);

  useEffect(() => {
    if (printRequests === 0) return;
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [printRequests]);

  useEffect(() => {
    document.body.classList.add('rx-printing');
    return () => document.body.classList.remove('rx-printing');
  }, []);
  useEffect(() => {
    if (!closeAfterPrint) return;
    window.addEventListener('afterprint', onClose);
    return () => window.removeEventListener('afterprint', onClose);
  }, [closeAfterPrint, onClose]);

  // The pages as they print: the recorded print's mark, or, until it is recorded, the print to come.
  const copy = shown ?? (rx ? nextPrint(prints) : null);
  const printed = source && printedPrescription(source, copy);
  const recorded = shown !== null;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="full" motionPreset="none" initialFocusEl={() => closeRef.current} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Positioner className="rx-print-positioner">
          <Dialog.Content className="rx-print-root" bg="gray.100" overflowY="auto" rounded="none" shadow="none" m="0" data-testid="print-view">
            <Flex className="rx-print-toolbar" position="sticky" top="0" zIndex="1" bg="bg" borderBottomWidth="1px" px="4" py="3" justify="space-between" align="center" gap="3" wrap="wrap">
              <Dialog.Title fontSize="lg" fontWeight="semibold">
                {PRINT_LABELS.title}
              </Dialog.Title>
              <HStack gap="3">
                {(record.isPending || issuing) && (
                  <Text textStyle="sm" color="fg.muted" data-testid="print-recording">
                    {issuing ? PRINT_RECORD_MESSAGES.issuing : PRINT_RECORD_MESSAGES.recording}
                  </Text>
                )}
                <Button colorPalette="brand" onClick={requestPrint} loading={record.isPending || issuing} data-testid="print-button" data-recorded={recorded || undefined}>
                  <LuPrinter /> {PRINT_LABELS.print}
                </Button>
                <Button ref={closeRef} variant="outline" onClick={onClose} disabled={issuing} data-testid="print-close">
                  <LuX /> {PRINT_LABELS.close}
                </Button>
              </HStack>
            </Flex>
            <Stack className="rx-print-sheets" gap="6" py="6" align="center" data-copy-number={copy?.copyNumber}>
              {printed && <PrintedPages printed={printed} />}
            </Stack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {rx && source && (
        <ReprintReasonDialog
          open={asking !== null}
          controlled={source.controlled}
          previousPrints={prints}
          serverError={asking?.error ?? null}
          saving={record.isPending}
          onConfirm={save}
          onCancel={() => {
            setAsking(null);
            // Nothing printed yet: the view closes without a print.
            if (!recorded) onClose();
          }}
        />
      )}
    </Dialog.Root>
  );
}
