import { Stack, Text } from '@chakra-ui/react';
import { SpeciesIcon } from '../patients/SpeciesIcon';

/** A patient as lists show it: the species icon, then the name over "species · breed". For a row's HStack. */
export function PatientIdentity({ patient }: { patient: { name: string; species?: { code?: string | null; name?: string | null } | null; breed?: { name?: string | null } | null } }) {
  return (
    <>
      <SpeciesIcon code={patient.species?.code} color="brand.solid" boxSize="5" />
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" truncate>
          {patient.name}
        </Text>
        <Text textStyle="xs" color="fg.muted" truncate>
          {[patient.species?.name, patient.breed?.name].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </>
  );
}
