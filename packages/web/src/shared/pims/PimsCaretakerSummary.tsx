/**
 * A PIMS client (caretaker) in a list or a panel: name, PIMS ID, e-mail, primary phone and address,
 * and its patients (deceased ones marked). Decides nothing; the texts are core's.
 */
import { Badge, Box, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { speciesFromPims } from '@vetrx/core/patient';
import { PIMS_LABELS as L } from '@vetrx/core/messages';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { SpeciesIcon } from '../patients/SpeciesIcon';
import { pimsEmail, pimsName, pimsPrimaryAddress, pimsPrimaryPhone, type PimsCaretaker } from './pims-model';

function Line({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <HStack gap="1.5" minW="0" color="fg.muted" textStyle="sm">
      <Box aria-hidden flexShrink={0}>
        {icon}
      </Box>
      <Text truncate>{children}</Text>
    </HStack>
  );
}

export function PimsCaretakerSummary({ caretaker, showPatients = true }: { caretaker: PimsCaretaker; showPatients?: boolean }) {
  const email = pimsEmail(caretaker);
  const phone = pimsPrimaryPhone(caretaker);
  const address = pimsPrimaryAddress(caretaker);
  return (
    <Stack gap="1.5" minW="0" data-testid="pims-caretaker" data-pims-id={caretaker.pimsId ?? undefined}>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{pimsName(caretaker)}</Text>
        <Badge size="sm" variant="outline" fontFamily="mono">
          {L.pimsId} {caretaker.pimsId ?? caretaker.providerId}
        </Badge>
        {!caretaker.isActive && (
          <Badge size="sm" colorPalette="gray">
            {L.inactiveInPims}
          </Badge>
        )}
      </HStack>
      <Stack gap="0.5" minW="0">
        {email && <Line icon={<LuMail />}>{email}</Line>}
        {phone && <Line icon={<LuPhone />}>{phone}</Line>}
        {address && <Line icon={<LuMapPin />}>{address}</Line>}
      </Stack>
      {showPatients && caretaker.patients.length > 0 && (
        <Wrap gap="1.5" aria-label={L.pimsPatients}>
          {caretaker.patients.map((p) => (
            <Badge key={p.id} size="sm" variant="subtle" colorPalette={p.isDeceased ? 'gray' : 'brand'} gap="1">
              <SpeciesIcon code={speciesFromPims(p.normalizedSpecies ?? p.species)} boxSize="3" />
              {p.name}
              {p.isDeceased && ` · ${L.deceased}`}
            </Badge>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
