/**
 * Demo records the specs look up with the signed-in user's session: the user's Maple Grove membership,
 * a plain dog to prescribe for, a request's details; and a request's card in the approvals queue.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { GetPrescriptionTaskDocument, type GetPrescriptionTaskQuery } from '@vetrx/core/operations/GetPrescriptionTask';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { MeDocument, type MeQuery } from '@vetrx/core/operations/Me';
import { GetLocationPatientDocument, type GetLocationPatientQuery } from '@vetrx/core/operations/getLocationPatient';
import { gql, searchQueue } from './helpers';

export type TaskDetail = NonNullable<GetPrescriptionTaskQuery['getPrescriptionTask']>;
/** A request as the queue finds it: by its patient's name, in its client's group. */
type TaskRef = { id: string; locationClientId: string; locationPatient?: { name: string } | null };
type Client = LocationClientSearchQuery['locationClientSearch']['data'][number];
type Patient = NonNullable<GetLocationPatientQuery['getLocationPatient']>;

/** The signed-in user's membership at Maple Grove Animal Hospital: the location, the location user and the user's name there. */
export async function mapleGrove(page: Page): Promise<{ locationId: string; locationUserId: string; displayName: string }> {
  const { me } = await gql<MeQuery>(page, MeDocument, {});
  const lu = me.user!.locationsUsers.find((l) => l.location.name === 'Maple Grove Animal Hospital')!;
  return { locationId: lu.locationId, locationUserId: lu.id, displayName: lu.displayName };
}

/**
 * An active dog (15–60 lbs) of an active client, with a weight, a real birthdate and nothing the
 * conflict check compares (no allergies, conditions or medications): the form asks for no patient
 * prompt and finds no conflict for a dog product. `skip` passes over that many, so tests do not share
 * a patient; `fromEnd` reads the clients from the end of the list, away from other specs' patients;
 * `withBreed` asks for a breed too.
 */
export async function plainDog(page: Page, locationId: string, opts: { skip?: number; fromEnd?: boolean; withBreed?: boolean } = {}): Promise<{ client: Client; patient: Patient }> {
  const { locationClientSearch } = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId, activeFilterType: 'active', take: 200, skip: 0 });
  const clients = opts.fromEnd ? [...locationClientSearch.data].reverse() : locationClientSearch.data;
  let seen = 0;
  for (const client of clients) {
    if (!client.isActive || !client.firstName || !client.lastName) continue;
    for (const link of client.locationPatientClients) {
      const p = link.locationPatient;
      if (!link.isActive || !p || !p.isActive || p.isDeceased || p.species?.code !== 'canine') continue;
      const { getLocationPatient: patient } = await gql<GetLocationPatientQuery>(page, GetLocationPatientDocument, { id: p.id });
      if (!patient || !patient.weight || !patient.birthdate || patient.birthdate.startsWith('1900') || (opts.withBreed && !patient.breed)) continue;
      if (patient.allergies.length || patient.healthConditions.length || patient.medications.length) continue;
      if (patient.weight > 60 || patient.weight < 15 || patient.weightUnit !== 'lbs') continue;
      if (seen++ < (opts.skip ?? 0)) continue;
      return { client, patient };
    }
  }
  throw new Error('No plain dog at Maple Grove');
}

/** A request with its details (GetPrescriptionTask). */
export async function taskDetail(page: Page, id: string): Promise<TaskDetail> {
  return (await gql<GetPrescriptionTaskQuery>(page, GetPrescriptionTaskDocument, { id })).getPrescriptionTask!;
}

/**
 * The part of an AddPrescription input that names the request's client, pet and product (one pack),
 * with the signed-in vet at Maple Grove as the authorizing vet.
 */
export async function prescriptionFor(page: Page, task: TaskDetail) {
  const { locationId, locationUserId } = await mapleGrove(page);
  return { locationId, locationClientId: task.locationClientId, locationPatientId: task.locationPatientId, productId: task.productId, unitPerFill: task.product.packsizeQty ?? 1, authorizingVet: locationUserId };
}

/** AddPrescription's `prescriptionTaskToAttach` for a pending request: the draft is linked to it, the request stays pending. */
export const attachToPending = (task: TaskDetail) => ({ id: task.id, status: 'PENDING', type: task.type, action: null, initiatedBy: task.initiatedBy, origin: task.origin });

/** Narrows the approvals queue on screen to the task's patient by the name search, the filters opened first. */
export async function narrowQueue(page: Page, task: TaskRef): Promise<void> {
  const toggle = page.getByTestId('filters-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await searchQueue(page, task.locationPatient!.name);
}

/** The task's card in the queue on screen, visible, its client's group opened. */
export async function openTaskCard(page: Page, task: TaskRef): Promise<Locator> {
  const group = page.locator(`[data-testid="task-group"][data-client-id="${task.locationClientId}"]`);
  await expect(group).toBeVisible();
  if ((await group.getAttribute('data-open')) !== 'true') await group.getByTestId('task-group-header').click();
  const card = page.locator(`[data-testid="task-card"][data-task-id="${task.id}"]`);
  await expect(card).toBeVisible();
  return card;
}

/** Opens /approve narrowed to the task's patient (the filter count says 1) and returns the task's card. */
export async function showTask(page: Page, task: TaskRef): Promise<Locator> {
  await page.goto('/approve');
  await expect(page.getByTestId('filters-toggle')).toBeVisible();
  await narrowQueue(page, task);
  await expect(page.getByTestId('filters-toggle')).toContainText('1');
  return openTaskCard(page, task);
}

/**
 * After Approve or Authorize: when the conflict note asks (the pet's records trip the conflict check),
 * notes that it was discussed with the owner and continues.
 */
export async function passConflictNote(page: Page): Promise<void> {
  const note = page.getByTestId('conflict-note');
  if (await note.isVisible({ timeout: 1500 }).catch(() => false)) {
    await note.fill('Discussed with the owner.');
    await page.getByTestId('conflict-continue').click();
  }
}

/**
 * When the safety check asks the vet's reason (issue 42: a major finding against what the demo pet
 * already takes — its prescriptions and pending requests — or a dose far outside the label), types one.
 * Call it once the product and the directions are on the form, before Authorize or Approve. Says
 * whether a reason was asked.
 */
export async function giveSafetyReasonIfAsked(scope: Page | Locator): Promise<boolean> {
  await expect(scope.getByTestId('safety-check')).toBeVisible();
  const reason = scope.getByTestId('input-safetyOverrideReason');
  if (!(await reason.isVisible())) return false;
  if ((await reason.inputValue()) === '') await reason.fill('Reviewed against the current medications with the owner.');
  return true;
}
