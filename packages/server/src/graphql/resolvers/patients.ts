/**
 * AddLocationPatient, UpdateLocationPatient (full form, simple weight / birth date forms, link update),
 * UpdateLocationPatientForConflict and UpsertLocationPatientClient (clients §4, §5, §7). Core validates
 * each field; the server checks what needs the database — reference codes, the breed's species, the
 * prescribing vet, the clients (same location, active to add a patient) — and, when a patient is made
 * inactive or gets a date of death, declines its pending prescription requests in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import { checkCanAddPatient, patientDeclineCause } from '@vetrx/core/client';
import type { FieldErrors } from '@vetrx/core/common';
import { CLIENT_VALIDATION_MESSAGES as M } from '@vetrx/core/messages';
import {
  isSelectableAsPrescribingVet,
  validateLocationPatientInput,
  validateLocationPatientUpdate,
  validatePatientConflictWeight,
  type LocationPatientClientInput,
} from '@vetrx/core/patient';
import { mutate } from '../../audit.js';
import { parseId, type RequestContext } from '../../context/context.js';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { assertValid, badInput, firstMessage, notFound } from '../../errors.js';
import { declinePendingTasks, type SystemDeclineResult } from '../../repositories/clients-write.js';
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
    const lu = await ctx.loaders.locationUser.load(Number(v.prescVetLocationUserId));
    const role = lu ? await ctx.loaders.role.load(lu.roleId) : null;
    if (!lu || !role || lu.locationId !== locationId || !lu.isActive || !isSelectableAsPrescribingVet(role)) {
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
    const client = await scopedClient(ctx, link.locationClientId);
    if (client.locationId !== locationId) throw notFound('Client');
    if (link.isActive) {
      const r = checkCanAddPatient(client);
      if (!r.ok) throw badInput(firstMessage(r.errors), r.errors);
    }
  }
}

/** Writes the links of a patient: an existing (patient, client) link is updated, a new one inserted; one primary. */
async function upsertLinks(tx: Tx, locationPatientId: number, links: readonly LocationPatientClientInput[]): Promise<void> {
  const lpc = t.locationPatientClients;
  if (links.some((l) => l.isActive && l.isPrimary)) {
    await tx.update(lpc).set({ isPrimary: false }).where(eq(lpc.locationPatientId, locationPatientId));
  }
  for (const link of links) {
    const locationClientId = Number(link.locationClientId);
    const values = { isActive: link.isActive, isPrimary: link.isActive && link.isPrimary };
    await tx
      .insert(lpc)
      .values({ locationPatientId, locationClientId, ...values })
      .onConflictDoUpdate({ target: [lpc.locationPatientId, lpc.locationClientId], set: values });
  }
  // A patient with active links keeps exactly one primary client: the first active link when none is.
  const now = await linksOf(tx, locationPatientId);
  const active = now.filter((l) => l.isActive).sort((a, b) => a.id - b.id);
  if (active.length && !active.some((l) => l.isPrimary)) {
    await tx.update(lpc).set({ isPrimary: true }).where(eq(lpc.id, active[0].id));
  }
}

async function linksOf(tx: Tx, locationPatientId: number) {
  return tx.select().from(t.locationPatientClients).where(eq(t.locationPatientClients.locationPatientId, locationPatientId));
}

/** Declines the patient's pending requests when the change asks for it (clients §4). */
async function declineIfNeeded(tx: Tx, before: LocationPatientRow, after: LocationPatientRow, now: Date): Promise<SystemDeclineResult | null> {
  const cause = patientDeclineCause({ wasActive: before.isActive, isActive: after.isActive, wasDeceased: before.isDeceased, isDeceased: after.isDeceased });
  return cause ? declinePendingTasks(tx, { locationId: after.locationId, locationPatientId: after.id }, cause, now) : null;
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
  const set: Partial<typeof t.locationPatients.$inferInsert> = {};
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
  return mutate(ctx, operation, async ({ tx, record }) => {
    const now = ctx.now();
    const [before] = await tx.select().from(t.locationPatients).where(eq(t.locationPatients.id, existing.id));
    const [row] = await tx
      .update(t.locationPatients)
      .set({ ...set, updatedAt: now })
      .where(eq(t.locationPatients.id, existing.id))
      .returning();
    if (v.locationPatientClients) await upsertLinks(tx, row.id, v.locationPatientClients);
    const declined = await declineIfNeeded(tx, before, row, now);
    record({
      entity: 'LocationPatient',
      entityId: row.id,
      locationId: row.locationId,
      before,
      after: { ...row, locationPatientClients: await linksOf(tx, row.id), ...(declined ? { systemDecline: declined } : {}) },
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
      return mutate(ctx, 'AddLocationPatient', async ({ tx, record }) => {
        const now = ctx.now();
        const [row] = await tx
          .insert(t.locationPatients)
          .values({
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
          })
          .returning();
        await upsertLinks(tx, row.id, links);
        record({ entity: 'LocationPatient', entityId: row.id, locationId: row.locationId, before: null, after: { ...row, locationPatientClients: await linksOf(tx, row.id) } });
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
      return mutate(ctx, 'UpsertLocationPatientClient', async ({ tx, record }) => {
        const lpc = t.locationPatientClients;
        const where = and(eq(lpc.locationPatientId, patient.id), eq(lpc.locationClientId, Number(link.locationClientId)));
        const [before] = await tx.select().from(lpc).where(where);
        await upsertLinks(tx, patient.id, [link]);
        const [after] = await tx.select().from(lpc).where(where);
        record({ entity: 'LocationPatientClient', entityId: after.id, locationId: patient.locationId, before: before ?? null, after });
        return after;
      });
    },
  },
};
