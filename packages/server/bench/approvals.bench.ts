/**
 * The approvals queue and prescription history at scale: the grouped queue with representative
 * filters (the default Pending view, a request type, a name search, a later page of another status, a
 * created-date range) and the history list (first page, a client, statuses, a date range, a later page).
 */
import dayjs from 'dayjs';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { GetPrescriptionTasksGroupedDocument } from '@vetrx/core/operations/GetPrescriptionTasksGrouped';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { LOCATION } from '@vetrx/fixtures';
import type { Benchmark } from './run.js';
import { DEMO_NOW } from '../src/testing/index.js';

const MG = String(LOCATION.mapleGrove);
const grouped = { locationId: MG, take: 10, groupTake: 10 };
const history = { locationId: MG, take: 10, skip: 0, productApprovalTypeFilters: ['AOTC', 'RX', 'OTC'] };

export const benchmarks: Benchmark[] = [
  { name: 'GetPrescriptionTasksGrouped · Pending, page 1', document: GetPrescriptionTasksGroupedDocument, variables: () => ({ ...grouped, status: ['PENDING'], skip: 0 }) },
  {
    name: 'GetPrescriptionTasksGrouped · AllExceptExpiringRx, Pending',
    document: GetPrescriptionTasksGroupedDocument,
    variables: () => ({ ...grouped, status: ['PENDING'], type: ['approval', 'draft', 'renewal'], skip: 0 }),
  },
  { name: 'GetPrescriptionTasksGrouped · name search "ma"', document: GetPrescriptionTasksGroupedDocument, variables: () => ({ ...grouped, status: ['PENDING'], nameFilter: 'ma', skip: 0 }) },
  {
    name: 'GetPrescriptionTasksGrouped · vet-approved + vet-declined, page 5',
    document: GetPrescriptionTasksGroupedDocument,
    variables: () => ({ ...grouped, status: ['VET_APPROVED', 'vet-declined'], skip: 40 }),
  },
  {
    name: 'GetPrescriptionTasksGrouped · any status, created last 7 days',
    document: GetPrescriptionTasksGroupedDocument,
    variables: () => ({ ...grouped, startDateTime: dayjs(DEMO_NOW).subtract(7, 'day').toISOString(), endDateTime: DEMO_NOW.toISOString(), skip: 0 }),
  },
  { name: 'GetPrescriptionHistory · page 1', document: GetPrescriptionHistoryDocument, variables: () => history },
  {
    name: 'GetPrescriptionHistory · one client',
    document: GetPrescriptionHistoryDocument,
    variables: async (ctx) => {
      const r = await ctx.query<{ locationClientSearch: { data: { id: string }[] } }>(LocationClientSearchDocument, { locationId: MG, filter: 'a', take: 1, skip: 0 });
      return { ...history, locationClientId: r.locationClientSearch.data[0]?.id ?? null };
    },
  },
  { name: 'GetPrescriptionHistory · Draft + Created, not archived', document: GetPrescriptionHistoryDocument, variables: () => ({ ...history, rxStatusFilters: ['DRAFT', 'CREATED'], archived: false }) },
  {
    name: 'GetPrescriptionHistory · last 90 days, Rx only, page 20',
    document: GetPrescriptionHistoryDocument,
    variables: () => ({ ...history, skip: 190, productApprovalTypeFilters: ['RX'], startDateTime: dayjs(DEMO_NOW).subtract(90, 'day').toISOString(), endDateTime: DEMO_NOW.toISOString() }),
  },
];
