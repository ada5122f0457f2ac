/** Sessions and answers for the PIMS component tests: a location with PIMS, import and the alert on. */
import { assignment, location, practiceMe, VET_MODULES } from '../../test/fixtures';
import { testSession } from '../../test/wrapper';

export const PIMS_ACCOUNT = { pimsAccountId: 'acct-1', pimsConnectionType: 'EZYVET' };

export function pimsLocation(features: string[] = ['pimsImport', 'pimsAlertModal', 'oobo']) {
  return location({
    id: '1',
    organizationId: '1',
    organization: { id: '1', name: 'Org', isPIMSEnabled: true, isPimsImportEnabled: true },
    isPimsEnabled: true,
    ...PIMS_ACCOUNT,
    features,
  });
}

export function pimsSession(opts: { features?: string[]; oobo?: boolean } = {}) {
  const modules = opts.oobo === false ? VET_MODULES : [...VET_MODULES, { name: 'oobo', link: null, isNavigation: false }];
  return testSession(practiceMe([assignment({ location: pimsLocation(opts.features), modules })]));
}

export function pimsPatient(over: Record<string, unknown> = {}) {
  return {
    id: 'ds-P-1',
    pimsId: 'P-1',
    providerId: null,
    name: 'Juniper',
    dateOfBirth: '2018-06-14',
    dateOfDeath: null,
    gender: 'Female Spayed',
    breed: 'Maine Coon',
    species: 'Feline',
    currentWeight: 13.2,
    currentWeightUnit: 'lbs',
    currentWeightInPounds: 13.2,
    isDeleted: false,
    isDeceased: false,
    isActive: true,
    allergies: [],
    normalizedGender: 'S',
    normalizedSpecies: 'feline',
    ...over,
  };
}
