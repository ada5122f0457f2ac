/**
 * The reference lists of the patient form (clients §7 Lookups): species, breeds and health conditions
 * of the chosen species, allergies, medications, and the prescribing vets of the location (roles Vet
 * and vet admin, or any role that can authorize — core's isSelectableAsPrescribingVet).
 */
import { AllergiesDocument } from '@vetrx/core/operations/Allergies';
import { BreedsBySpeciesDocument } from '@vetrx/core/operations/BreedsBySpecies';
import { HealthConditionsBySpeciesDocument } from '@vetrx/core/operations/HealthConditionsBySpecies';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { MedicationsDocument } from '@vetrx/core/operations/Medications';
import { SpeciesDocument } from '@vetrx/core/operations/Species';
import { isSelectableAsPrescribingVet } from '@vetrx/core/patient';
import { useMemo } from 'react';
import { useGql } from '../../api/useGql';
import type { MultiSelectOption } from '../../components/ui/multi-select';

const LONG = { staleTime: 60 * 60_000 } as const;
const toOptions = (rows: readonly { code: string; name: string }[] | undefined): MultiSelectOption[] =>
  (rows ?? []).map((r) => ({ value: r.code, label: r.name }));

export function usePatientLookups(locationId: string | null, speciesCode: string | null) {
  const species = useGql(SpeciesDocument, {}, LONG);
  const breeds = useGql(BreedsBySpeciesDocument, speciesCode ? { speciesCode } : null, LONG);
  const conditions = useGql(HealthConditionsBySpeciesDocument, speciesCode ? { speciesCode } : null, LONG);
  const allergies = useGql(AllergiesDocument, {}, LONG);
  const medications = useGql(MedicationsDocument, {}, LONG);
  const users = useGql(LocationsUsersDocument, locationId ? { locationIds: [locationId], activeFilterType: 'active', take: 500, skip: 0 } : null, LONG);
  const conditionOptions = useMemo(() => toOptions(conditions.data?.healthConditionsBySpecies), [conditions.data]);
  const allergyOptions = useMemo(() => toOptions(allergies.data?.allergies), [allergies.data]);
  const medicationOptions = useMemo(() => toOptions(medications.data?.medications), [medications.data]);
  const vets = useMemo(
    () =>
      (users.data?.locationsUsers.data ?? [])
        .filter((u) => u.isActive && u.locationId === locationId && isSelectableAsPrescribingVet(u.role))
        .sort((a, b) => a.displayName.localeCompare(b.displayName)),
    [users.data, locationId],
  );
  return {
    species: species.data?.species ?? [],
    breeds: breeds.data?.breedsBySpecies ?? [],
    conditionOptions,
    allergyOptions,
    medicationOptions,
    vets,
    isPending: species.isPending || allergies.isPending || medications.isPending,
  };
}
