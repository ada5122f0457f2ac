/**
 * Duplicate requests on the approvals queue (issue 17 item 4): `PrescriptionTask.duplicates`
 * lists the active prescriptions and other pending requests of the same patient and product family.
 * The tasks of one response are checked together (one DataLoader per request, two queries per
 * location); core's `duplicatesOf` decides.
 */
import DataLoader from 'dataloader';
import { duplicatesOf } from '@vetrx/core/task';
import type { RequestContext } from '../../context/context.js';
import { carriedCandidates, type DuplicateCandidateRow } from '../../repositories/task-duplicates.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { PrescriptionTaskRow } from '../parents.js';

export interface DuplicateOut {
  kind: 'task' | 'prescription';
  prescriptionTaskId: number | null;
  prescriptionId: number | null;
  rxNumber: string | null;
  productTitle: string;
  at: Date;
}

const loaders = new WeakMap<RequestContext, DataLoader<PrescriptionTaskRow, DuplicateOut[]>>();

/** The duplicates of pending tasks, computed together per location. */
export async function duplicatesOfTasks(ctx: RequestContext, tasks: readonly PrescriptionTaskRow[]): Promise<DuplicateOut[][]> {
  const today = ctx.now().toISOString().slice(0, 10);
  const checked = tasks.map((task) => task.status === 'PENDING' && task.locationPatientId !== null);
  const byLocation = new Map<number, number[]>();
  tasks.forEach((task, i) => {
    if (checked[i]) byLocation.set(task.locationId, [...(byLocation.get(task.locationId) ?? []), i]);
  });
  // The candidates and the tasks' products (for their families) are read at once, not one after the other.
  const [families, candidates] = await Promise.all([
    Promise.all(tasks.map(async (task, i) => (checked[i] ? ((await ctx.loaders.product.load(task.productId))?.productFamilyId ?? null) : null))),
    Promise.all(
      [...byLocation].map(async ([locationId, idx]) => {
        const patients = [...new Set(idx.map((i) => tasks[i].locationPatientId!))];
        const products = [...new Set(idx.map((i) => tasks[i].productId))];
        return [locationId, await ctx.repos.tasks.duplicateCandidates(locationId, patients, products)] as const;
      }),
    ).then((entries) => new Map<number, DuplicateCandidateRow[]>(entries)),
  ]);
  return tasks.map((task, i) => duplicatesAmong(task, families[i], candidates.get(task.locationId) ?? [], today));
}

/** Core's duplicate check of one task among candidates, as the contract's rows. */
function duplicatesAmong(task: PrescriptionTaskRow, productFamilyId: number | null, candidates: readonly DuplicateCandidateRow[], today: string): DuplicateOut[] {
  const hits = duplicatesOf({ ...task, productFamilyId }, candidates, today) as DuplicateCandidateRow[];
  return hits.map((h) => ({
    kind: h.kind,
    prescriptionTaskId: h.kind === 'task' ? Number(h.id) : null,
    prescriptionId: h.kind === 'prescription' ? Number(h.id) : null,
    rxNumber: h.kind === 'prescription' ? h.rxNumber : null,
    productTitle: h.productTitle,
    at: new Date(h.at),
  }));
}

function loaderOf(ctx: RequestContext): DataLoader<PrescriptionTaskRow, DuplicateOut[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((tasks) => duplicatesOfTasks(ctx, tasks), { cache: false });
    loaders.set(ctx, loader);
  }
  return loader;
}

export const approvalsDuplicateResolvers: Resolvers = {
  PrescriptionTask: {
    duplicates: (task, _a, ctx) => {
      if (task.status !== 'PENDING' || task.locationPatientId === null) return [];
      // A card of the queue's page statement carries its page's candidates.
      const carried = carriedCandidates(task);
      return carried ? duplicatesAmong(task, carried.productFamilyId, carried.candidates, ctx.now().toISOString().slice(0, 10)) : loaderOf(ctx).load(task);
    },
  },
};
