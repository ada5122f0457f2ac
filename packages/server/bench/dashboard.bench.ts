/**
 * The dashboard's tiles and the deep history pages at scale: the drafts count, the pending and
 * expiring task counts (as the dashboard asks for them), the unlinked-clients count, Me (every page
 * asks), and prescription history pages far from the start (page 5000 of ten, the last page).
 */
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { GetUnlinkedLocationClientsCountDocument } from '@vetrx/core/operations/GetUnlinkedLocationClientsCount';
import { MeDocument } from '@vetrx/core/operations/Me';
import { LOCATION } from '@vetrx/fixtures';
import type { Benchmark } from './run.js';

const MG = String(LOCATION.mapleGrove);
const allTypes = ['AOTC', 'RX', 'OTC'];

export const benchmarks: Benchmark[] = [
  { name: 'Me', document: MeDocument, variables: () => ({}) },
  { name: 'Dashboard · GetPrescriptionCount, drafts', document: GetPrescriptionCountDocument, variables: () => ({ locationId: MG, rxStatusFilters: ['DRAFT'], archived: false }) },
  {
    name: 'Dashboard · GetPrescriptionTasksCount, pending',
    document: GetPrescriptionTasksCountDocument,
    variables: () => ({ locationId: MG, status: ['PENDING'], type: ['approval', 'draft', 'renewal'] }),
  },
  { name: 'Dashboard · GetPrescriptionTasksCount, expiring', document: GetPrescriptionTasksCountDocument, variables: () => ({ locationId: MG, status: ['PENDING'], type: ['expiring'] }) },
  { name: 'Dashboard · GetUnlinkedLocationClientsCount', document: GetUnlinkedLocationClientsCountDocument, variables: () => ({ locationId: MG }) },
  { name: 'GetPrescriptionCount · every approval type', document: GetPrescriptionCountDocument, variables: () => ({ locationId: MG, productApprovalTypeFilters: allTypes }) },
  {
    name: 'GetPrescriptionHistory · page 5000, every approval type',
    document: GetPrescriptionHistoryDocument,
    variables: () => ({ locationId: MG, take: 10, skip: 49_990, productApprovalTypeFilters: allTypes }),
  },
  { name: 'GetPrescriptionHistory · page 5000, no filter', document: GetPrescriptionHistoryDocument, variables: () => ({ locationId: MG, take: 10, skip: 49_990 }) },
  {
    // The pager's last page, jumped to from the first (the issue 41 row: skip 443,680 on the 1M practice).
    name: 'GetPrescriptionHistory · last page, no filter',
    document: GetPrescriptionHistoryDocument,
    variables: async (ctx) => {
      const n = (await ctx.query<{ getPrescriptionCount: number }>(GetPrescriptionCountDocument, { locationId: MG })).getPrescriptionCount;
      return { locationId: MG, take: 10, skip: Math.max(0, Math.floor((n - 1) / 10) * 10) };
    },
  },
  {
    // Paging on from page 4999, as the pager's Next does: the page resumes after the last row.
    name: 'GetPrescriptionHistory · page 5000 after page 4999',
    document: GetPrescriptionHistoryDocument,
    variables: async (ctx) => {
      const page = { locationId: MG, take: 10, productApprovalTypeFilters: allTypes };
      await ctx.query(GetPrescriptionHistoryDocument, { ...page, skip: 49_980 });
      return { ...page, skip: 49_990 };
    },
  },
];
