/**
 * AddLocationPatient, UpdateLocationPatient (full form, simple weight / birth date forms, link update),
 * UpdateLocationPatientForConflict and UpsertLocationPatientClient (clients §4, §5, §7). Core validates
 * each field; the server checks what needs the database — reference codes, the breed's species, the
 * prescribing vet, the clients (same location, active to add a patient) — and, when a patient is made
 * inactive or gets a date of death, declines its pending prescription requests in the same transaction.
 */
import { checkCanAddPatient, patientDeclineCause } from '@vetrx/core/client';
import { CLIENT_VALIDATION_MESSAGES as M, PIMS_MESSAGES } from '@vetrx/core/messages';
import { trimToNull, type FieldErrors } from '@vetrx/core/common';
import {
  isSelectableAsPrescribingVet,
  validateLocationPatientInput,
  validateLocationPatientUpdate,
  validatePatientConflictWeight,
  type LocationPatientClientInput,
} from '@vetrx/core/patient';
import { mutate } from '../../unit-of-work.js';
import { parseId, type RequestContext } from '../../context/context.js';
import { assertValid, badInput, firstMessage } from '../../errors.js';
import type { SystemDeclineResult } from '../../repositories/clients-write.js';
import type { Repositories } from '../../repositories/index.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { LocationPatientRow } from '../parents.js';
import { locationFeatures, scopedClient, scopedPatient } from './clients-scope.js';
import { checkPimsImport } from './pims.js';

interface ReferenceFields {
  speciesCode?: string;
  breedCode?: string | null;
  allergies?: string[];
  healthConditions?: string[];
  currentMeds?: string[];
  prescVetLocationUserId?: string | number | null;
}

/** Checks the fields that refer to other records: codes in their lists, the breed's and conditions' species, the vet. */
async function checkReferences(ctx: RequestContext, locationId: number, v: ReferenceFields, speciesCode: string | null): Promise<void> {
  const ref = await ctx.loaders.reference();
  const errors: FieldErrors = {};
  if (v.breedCode != null) {
    const breed = ref.breeds.get(v.breedCode);
    if (!breed || breed.speciesCode !== speciesCode) errors.breedCode = M.breedNotForSpecies;
  }
  if (v.allergies?.some((c) => !ref.allergies.has(c))) errors.allergies = M.unknownReferenceCode;
  if (v.currentMeds?.some((c) => !ref.medications.has(c))) errors.currentMeds = M.unknownReferenceCode;
  if (v.healthConditions) {
    const conditions = v.healthConditions.map((c) => ref.healthConditions.get(c));
    if (conditions.some((h) => !h)) errors.healthConditions = M.unknownReferenceCode;
    else if (conditions.some((h) => h!.speciesCode !== null && h!.speciesCode !== speciesCode)) errors.healthConditions = M.conditionNotForSpecies;
  }
  if (v.prescVetLocationUserId != null) {
    const lu = await ctx.repos.at(locationId).records.locationUser(Number(v.prescVetLocationUserId));
    const role = lu ? await ctx.loaders.role.load(lu.roleId) : null;
    if (!lu || !role || !lu.isActive || !isSelectableAsPrescribingVet(role)) {
      errors.prescVetLocationUserId = M.prescribingVetNotSelectable;
    }
  }
  if (Object.keys(errors).length) throw badInput(firstMessage(errors), errors);
}

/**
 * Checks the client links of a patient: every client exists at the patient's location (else
 * NOT_FOUND), and a client being linked actively must be active ('Client is not active').
 */
async function checkLinks(ctx: RequestContext, locationId: number, links: readonly LocationPatientClientInput[]): Promise<void> {
  for (const link of links) {
    const client = await scopedClient(ctx, link.locationClientId, locationId);
    if (link.isActive) {
      const r = checkCanAddPatient(client);
      if (!r.ok) throw badInput(firstMessage(r.errors), r.errors);
    }
  }
}

/** Declines the patient's pending requests when the change asks for it (clients §4). */
async function declineIfNeeded(repos: Repositories, before: LocationPatientRow, after: LocationPatientRow, now: Date): Promise<SystemDeclineResult | null> {
  const cause = patientDeclineCause({ wasActive: before.isActive, isActive: after.isActive, wasDeceased: before.isDeceased, isDeceased: after.isDeceased });
  return cause ? repos.clientRecords.declinePending({ locationId: after.locationId, locationPatientId: after.id }, cause, now) : null;
}

async function updatePatient(ctx: RequestContext, id: unknown, input: Record<string, unknown>, operation: string): Promise<LocationPatientRow> {
  const existing = await scopedPatient(ctx, id);
  const features = await locationFeatures(ctx, existing.locationId);
  const v = assertValid(
    validateLocationPatientUpdate({ ...input, id: existing.id }, { today: ctx.now(), features, stored: existing }),
  );
  const speciesCode = v.speciesCode ?? existing.speciesCode;
  await checkReferences(
    ctx,
    existing.locationId,
    {
      speciesCode: v.speciesCode,
      // A new species re-checks the stored breed and conditions too.
      breedCode: v.breedCode !== undefined ? v.breedCode : v.speciesCode !== undefined ? existing.breedCode : undefined,
      allergies: v.allergies,
      healthConditions: v.healthConditions ?? (v.speciesCode !== undefined ? existing.healthConditions : undefined),
      currentMeds: v.currentMeds,
      prescVetLocationUserId: v.prescVetLocationUserId,
    },
    speciesCode,
  );
  if (v.locationPatientClients) await checkLinks(ctx, existing.locationId, v.locationPatientClients);
  // One PIMS record is one animal: a PIMS patient another patient of the location is linked to is refused.
  const linkId = trimToNull(v.pimsId) ?? trimToNull(v.pimsProviderId);
  if (linkId !== null && (await ctx.repos.clientRecords.otherPatientLinked(existing, linkId, v.pimsConnectionType ?? existing.pimsConnectionType))) {
    throw badInput(PIMS_MESSAGES.patientLinkedElsewhere, { pimsId: PIMS_MESSAGES.patientLinkedElsewhere });
  }
  const set: Partial<LocationPatientRow> = {};
  if (v.name !== undefined) set.name = v.name;
  if (v.speciesCode !== undefined) set.speciesCode = v.speciesCode;
  if (v.breedCode !== undefined) set.breedCode = v.breedCode;
  if (v.gender !== undefined) set.gender = v.gender;
  if (v.birthdate !== undefined) set.birthdate = v.birthdate;
  if (v.weight !== undefined) set.weight = v.weight;
  if (v.weightUnit !== undefined) set.weightUnit = v.weightUnit;
  if (v.allergies !== undefined) set.allergies = v.allergies;
  if (v.healthConditions !== undefined) set.healthConditions = v.healthConditions;
  if (v.currentMeds !== undefined) set.medications = v.currentMeds;
  if (v.pimsId !== undefined) set.pimsId = v.pimsId;
  if (v.pimsProviderId !== undefined) set.pimsProviderId = v.pimsProviderId;
  if (v.pimsConnectionType !== undefined) set.pimsConnectionType = v.pimsConnectionType;
  if (v.isActive !== undefined) set.isActive = v.isActive;
  if (v.prescVetLocationUserId !== undefined) set.prescVetLocationUserId = v.prescVetLocationUserId == null ? null : Number(v.prescVetLocationUserId);
  if (v.isPIMSImport !== undefined) set.isPimsImport = v.isPIMSImport;
  if (v.deceasedDate !== undefined) set.deceasedDate = v.deceasedDate;
  if (v.isDeceased !== undefined) set.isDeceased = v.isDeceased;
  return mutate(ctx, operation, async ({ repos, record }) => {
    const now = ctx.now();
    const before = await repos.clientRecords.patient(existing.id);
    const row = await repos.clientRecords.updatePatient(existing.id, { ...set, updatedAt: now });
    if (v.locationPatientClients) await repos.clientRecords.setPatientLinks(row.id, v.locationPatientClients);
    const declined = await declineIfNeeded(repos, before, row, now);
    record({
      entity: 'LocationPatient',
      entityId: row.id,
      locationId: row.locationId,
      before,
      after: { ...row, locationPatientClients: await repos.clientRecords.patientLinks(row.id), ...(declined ? { systemDecline: declined } : {}) },
    });
    return row;
  });
}

export const patientResolvers: Resolvers = {
  Mutation: {
    addLocationPatient: async (_p, { input }, ctx) => {
      const m = ctx.requireLocation(input.locationId);
      const features = await locationFeatures(ctx, m.locationId);
      const v = assertValid(validateLocationPatientInput(input, { isUpdate: false, today: ctx.now(), features }));
      await checkReferences(ctx, m.locationId, v, v.speciesCode);
      const links = v.locationPatientClients ?? [];
      await checkLinks(ctx, m.locationId, links);
      await checkPimsImport(ctx, m.locationId, v);
      return mutate(ctx, 'AddLocationPatient', async ({ repos, record }) => {
        const now = ctx.now();
        const row = await repos.clientRecords.insertPatient({
            locationId: m.locationId,
            name: v.name,
            speciesCode: v.speciesCode,
            breedCode: v.breedCode,
            gender: v.gender,
            birthdate: v.birthdate,
            weight: v.weight,
            weightUnit: v.weightUnit,
            isActive: v.isActive,
            isDeceased: v.isDeceased,
            deceasedDate: v.deceasedDate,
            pimsId: v.pimsId,
            pimsProviderId: v.pimsProviderId,
            pimsConnectionType: v.pimsConnectionType,
            prescVetLocationUserId: v.prescVetLocationUserId == null ? null : Number(v.prescVetLocationUserId),
            isPimsImport: v.isPIMSImport,
            allergies: v.allergies,
            healthConditions: v.healthConditions,
            medications: v.currentMeds,
            createdAt: now,
            updatedAt: now,
        });
        await repos.clientRecords.setPatientLinks(row.id, links);
        record({ entity: 'LocationPatient', entityId: row.id, locationId: row.locationId, before: null, after: { ...row, locationPatientClients: await repos.clientRecords.patientLinks(row.id) } });
        return row;
      });
    },
    updateLocationPatient: (_p, { updatePatientId, input }, ctx) => {
      const id = updatePatientId ?? input.id;
      if (id == null) throw badInput(M.fieldRequired, { id: M.fieldRequired });
      return updatePatient(ctx, id, input as Record<string, unknown>, 'UpdateLocationPatient');
    },
    updateLocationPatientForConflict: async (_p, { input }, ctx) => {
      const v = assertValid(validatePatientConflictWeight(input));
      return updatePatient(ctx, v.id, { weight: v.weight, weightUnit: v.weightUnit }, 'UpdateLocationPatientForConflict');
    },
    upsertLocationPatientClient: async (_p, { input }, ctx) => {
      const patient = await scopedPatient(ctx, input.locationPatientId);
      const link: LocationPatientClientInput = {
        locationPatientId: patient.id,
        locationClientId: parseId(input.locationClientId, 'Client'),
        isActive: input.isActive ?? true,
        isPrimary: input.isPrimary ?? false,
      };
      await checkLinks(ctx, patient.locationId, [link]);
      return mutate(ctx, 'UpsertLocationPatientClient', async ({ repos, record }) => {
        const clientId = Number(link.locationClientId);
        const before = await repos.clientRecords.patientLink(patient.id, clientId);
        await repos.clientRecords.setPatientLinks(patient.id, [link]);
        const after = (await repos.clientRecords.patientLink(patient.id, clientId))!;
        record({ entity: 'LocationPatientClient', entityId: after.id, locationId: patient.locationId, before, after });
        return after;
      });
    },
  },
};
