/**
 * The printable prescription (prescribing §2 "Printable prescription form"): one US-letter page per
 * prescription with every field core's printedPrescription lists — for a controlled product the
 * client beside the patient and the checklist page with mailing instructions, on a reprint the COPY
 * mark with the original's date. The print view (PrintView.tsx) shows it over
 * the app; in print only the letter pages (`@page { size: letter }`, page breaks).
 */
import { Box, chakra, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PRINT_LABELS } from '@vetrx/core/messages';
import type { PrintedPrescription, PrintLine } from '@vetrx/core/prescription';
import { Logo } from '../../components/ui/Logo';
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

/** The COPY mark of a reprint: the word, and which copy of which original. */
function CopyMark({ copy }: { copy: NonNullable<PrintedPrescription['copy']> }) {
  return (
    <Flex align="center" gap="3" borderWidth="2px" borderColor="black" px="3" py="1.5" data-testid="print-copy-mark">
      <Text fontSize="18pt" fontWeight="800" color="black">
        {copy.mark}
      </Text>
      <Text fontSize="10pt" fontWeight="600" color="black">
        {copy.text}
      </Text>
    </Flex>
  );
}

/** One prescription as printed pages (shared by the preview and the printout). */
export function PrintedPages({ printed }: { printed: PrintedPrescription }) {
  const L = PRINT_LABELS;
  return (
    <>
      <Box className="rx-print-page" data-testid="print-page">
        <Stack gap="3">
          {printed.copy && <CopyMark copy={printed.copy} />}
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
          {printed.patient && printed.client ? (
            // A controlled substance's prescription: the client beside the patient.
            <Flex gap="6" className="rx-print-parties">
              <Box flex="1" minW="0" data-testid="print-patient">
                <Section title={L.patient}>
                  <Lines lines={printed.patient} columns={1} />
                </Section>
              </Box>
              <Box flex="1" minW="0" data-testid="print-client">
                <Section title={L.client}>
                  <Lines lines={printed.client} columns={1} />
                </Section>
              </Box>
            </Flex>
          ) : (
            printed.patient && (
              <Section title={L.patient}>
                <Lines lines={printed.patient} />
              </Section>
            )
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
            {printed.copy && <CopyMark copy={printed.copy} />}
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
