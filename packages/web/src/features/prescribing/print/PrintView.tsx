/**
 * The printable prescription (prescribing §2 "Printable prescription form"): one US-letter page per
 * prescription with every field core's printedPrescription lists, and for a controlled product the
 * checklist page with mailing instructions. A dedicated print view over the app: on screen a preview
 * with Print and Close; in print only the letter pages (`@page { size: letter }`, page breaks).
 */
import { Box, Button, chakra, Flex, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { PRINT_LABELS } from '@vetrx/core/messages';
import { type PrintedPrescription, type PrintLine, printedPrescription, type PrintSource } from '@vetrx/core/prescription';
import { useEffect, useRef } from 'react';
import { LuPrinter, LuX } from 'react-icons/lu';
import { Logo } from '../../../app/shell/Logo';
import './print.css';

function Lines({ lines, columns = 2 }: { lines: readonly PrintLine[]; columns?: number }) {
  return (
    <chakra.dl className="rx-print-lines" display="grid" gridTemplateColumns={`repeat(${columns}, minmax(0, 1fr))`} columnGap="6" rowGap="1" fontSize="10pt" lineHeight="1.35">
      {lines.map((l, i) => (
        <Box key={`${l.label}-${i}`} display="flex" gap="2" minW="0" data-testid={`print-line-${l.label}`}>
          <chakra.dt fontWeight="600" color="gray.700" flexShrink={0}>
            {l.label}:
          </chakra.dt>
          <chakra.dd m="0" color="black" wordBreak="break-word">
            {l.value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="1.5" borderTopWidth="1.5px" borderColor="gray.800" pt="1.5">
      <Heading as="h3" fontSize="10.5pt" textTransform="uppercase" letterSpacing="0.06em" color="gray.800">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** One prescription as printed pages (shared by the preview and the printout). */
export function PrintedPages({ printed }: { printed: PrintedPrescription }) {
  const L = PRINT_LABELS;
  return (
    <>
      <Box className="rx-print-page" data-testid="print-page">
        <Stack gap="3">
          <Flex justify="space-between" align="start">
            <Stack gap="1">
              <Logo size="lg" />
              <Heading as="h2" fontSize="16pt" color="black">
                {L.title}
              </Heading>
            </Stack>
            <Stack gap="0.5" textAlign="end">
              {printed.header.map((l) => (
                <Text key={l.label} fontSize="10pt" color="black" data-testid={`print-line-${l.label}`}>
                  <b>{l.label}:</b> {l.value}
                </Text>
              ))}
            </Stack>
          </Flex>
          <Section title={L.authorization}>
            <Lines lines={printed.authorization} />
            <Text fontSize="10pt" fontStyle="italic" color="black" mt="1" data-testid="print-esignature">
              {L.eSignature}: {printed.eSignature}
            </Text>
          </Section>
          {printed.patient && (
            <Section title={L.patient}>
              <Lines lines={printed.patient} />
            </Section>
          )}
          <Section title={L.practice}>
            <Lines lines={printed.practice} />
          </Section>
          <Section title={L.authorizingVet}>
            <Lines lines={printed.prescriber} />
            <HStack gap="3" mt="5" align="end">
              <Text fontSize="10pt" fontWeight="600">
                {L.signatureLine}:
              </Text>
              <Box flex="1" borderBottomWidth="1px" borderColor="black" h="6" />
            </HStack>
          </Section>
        </Stack>
      </Box>
      {printed.controlledChecklist && (
        <Box className="rx-print-page" data-testid="print-checklist">
          <Stack gap="4" color="black">
            <Logo size="md" />
            <Heading as="h2" fontSize="16pt">
              {printed.controlledChecklist.title}
            </Heading>
            <Text fontWeight="600">{printed.controlledChecklist.notice}</Text>
            <Text>{printed.controlledChecklist.intro}</Text>
            <Stack as="ul" gap="2" listStyleType="none" ps="0">
              {printed.controlledChecklist.items.map((item) => (
                <HStack as="li" key={item} align="start" gap="3">
                  <Box w="4" h="4" borderWidth="1.5px" borderColor="black" mt="0.5" flexShrink={0} aria-hidden />
                  <Text>{item}</Text>
                </HStack>
              ))}
            </Stack>
            <Heading as="h3" fontSize="12pt" mt="2">
              {printed.controlledChecklist.mailingTitle}
            </Heading>
            <Text fontWeight="600">{printed.controlledChecklist.instruction}</Text>
            <Stack as="ol" gap="1.5" ps="5" listStyleType="decimal">
              {printed.controlledChecklist.mailing.map((m) => (
                <li key={m}>
                  <Text>{m}</Text>
                </li>
              ))}
            </Stack>
            <Lines lines={printed.prescriber} />
          </Stack>
        </Box>
      )}
    </>
  );
}

/**
 * The print view: the letter pages over the app, Print (window.print) and Close. Opens the browser's
 * print dialog once when shown (`autoPrint`). It sits above any open drawer; with `closeAfterPrint`
 * it closes itself when the browser's print dialog closes, so no preview is left behind (the Rx
 * detail drawer's Print RX — decision 0140).
 */
export function PrintView({
  sources,
  onClose,
  autoPrint = true,
  closeAfterPrint = false,
}: {
  sources: readonly PrintSource[];
  onClose(): void;
  autoPrint?: boolean;
  closeAfterPrint?: boolean;
}) {
  const printed = sources.map(printedPrescription);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    document.body.classList.add('rx-printing');
    closeRef.current?.focus();
    const timer = autoPrint ? setTimeout(() => window.print(), 400) : null;
    return () => {
      document.body.classList.remove('rx-printing');
      if (timer) clearTimeout(timer);
    };
  }, [autoPrint]);
  useEffect(() => {
    if (!closeAfterPrint) return;
    window.addEventListener('afterprint', onClose);
    return () => window.removeEventListener('afterprint', onClose);
  }, [closeAfterPrint, onClose]);
  return (
    <Portal>
      <Box
        className="rx-print-root"
        position="fixed"
        inset="0"
        zIndex="calc(var(--chakra-z-index-modal) + 50)"
        bg="gray.100"
        overflowY="auto"
        role="dialog"
        aria-modal="true"
        aria-label={PRINT_LABELS.title}
        data-testid="print-view"
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <Flex className="rx-print-toolbar" position="sticky" top="0" zIndex="1" bg="bg" borderBottomWidth="1px" px="4" py="3" justify="space-between" align="center" gap="3">
          <Heading as="h2" size="md">
            {PRINT_LABELS.title}
          </Heading>
          <HStack gap="2">
            <Button colorPalette="brand" onClick={() => window.print()} data-testid="print-button">
              <LuPrinter /> {PRINT_LABELS.print}
            </Button>
            <Button ref={closeRef} variant="outline" onClick={onClose} data-testid="print-close">
              <LuX /> {PRINT_LABELS.close}
            </Button>
          </HStack>
        </Flex>
        <Stack className="rx-print-sheets" gap="6" py="6" align="center">
          {printed.map((p, i) => (
            <PrintedPages key={i} printed={p} />
          ))}
        </Stack>
      </Box>
    </Portal>
  );
}
