/**
 * The client list and the order history at scale: LocationClientSearch with the filters a front desk
 * types (nothing, a later page, a name fragment, a full name, an e-mail fragment, phone digits, a pet's
 * name, the Add Client modal's pipe filter, inactive clients) and GetOrdersByLocationId with the order
 * history filters (none, a status, a name, a date range, all of them together, a later page).
 */
import dayjs from 'dayjs';
import { GetOrdersByLocationIdDocument } from '@vetrx/core/operations/GetOrdersByLocationId';
import { GetOrdersCountDocument } from '@vetrx/core/operations/GetOrdersCount';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { localClientSearchFilter } from '@vetrx/core/client';
import { LOCATION } from '@vetrx/fixtures';
import type { Benchmark, BenchContext } from './run.js';
import { DEMO_NOW } from '../src/testing/index.js';

const MG = String(LOCATION.mapleGrove);
const page = { locationId: MG, take: 10, skip: 0 };
type Client = LocationClientSearchQuery['locationClientSearch']['data'][number];

let sample: Client | null = null;
/** A well-filled active client of Maple Grove (e-mail, phone, a pet), picked once. */
async function someClient(ctx: BenchContext): Promise<Client> {
  if (sample) return sample;
  const r = await ctx.query<LocationClientSearchQuery>(LocationClientSearchDocument, { ...page, take: 200, skip: 400 });
  sample =
    r.locationClientSearch.data.find(
      (c) => c.email && c.lastName && c.phones.some((p) => p.isActive) && c.locationPatientClients.some((l) => l.isActive && l.locationPatient),
    ) ?? r.locationClientSearch.data[0];
  return sample;
}

const orders = { locationId: MG, take: 10, skip: 0 };
const lastMonth = { startDateFilter: dayjs(DEMO_NOW).subtract(30, 'day').toISOString(), endDateFilter: DEMO_NOW.toISOString() };

export const benchmarks: Benchmark[] = [
  { name: 'LocationClientSearch · no filter, page 1', document: LocationClientSearchDocument, variables: () => page },
  { name: 'LocationClientSearch · no filter, page 150', document: LocationClientSearchDocument, variables: () => ({ ...page, skip: 1490 }) },
  { name: 'LocationClientSearch · 3 characters "son"', document: LocationClientSearchDocument, variables: () => ({ ...page, filter: 'son' }) },
  {
    name: 'LocationClientSearch · full name',
    document: LocationClientSearchDocument,
    variables: async (ctx) => {
      const c = await someClient(ctx);
      return { ...page, filter: `${c.firstName} ${c.lastName}` };
    },
  },
  { name: 'LocationClientSearch · e-mail fragment "example.org"', document: LocationClientSearchDocument, variables: () => ({ ...page, filter: 'example.org' }) },
  {
    name: 'LocationClientSearch · phone, last 7 digits',
    document: LocationClientSearchDocument,
    variables: async (ctx) => ({ ...page, filter: (await someClient(ctx)).phones.find((p) => p.isActive)!.phoneNumber.slice(-7) }),
  },
  {
    name: 'LocationClientSearch · pet name',
    document: LocationClientSearchDocument,
    variables: async (ctx) => ({ ...page, filter: (await someClient(ctx)).locationPatientClients.find((l) => l.isActive && l.locationPatient)!.locationPatient!.name }),
  },
  {
    name: 'LocationClientSearch · modal pipe filter (last name + pet)',
    document: LocationClientSearchDocument,
    variables: async (ctx) => {
      const c = await someClient(ctx);
      const pet = c.locationPatientClients.find((l) => l.isActive && l.locationPatient)!.locationPatient!.name;
      return { ...page, activeFilterType: 'active', organizationId: '1', filter: localClientSearchFilter({ lastName: c.lastName, patientName: pet }) };
    },
  },
  { name: 'LocationClientSearch · inactive clients', document: LocationClientSearchDocument, variables: () => ({ ...page, activeFilterType: 'non_active' }) },
  { name: 'GetOrdersByLocationId · no filter, page 1', document: GetOrdersByLocationIdDocument, variables: () => orders },
  { name: 'GetOrdersByLocationId · status completed', document: GetOrdersByLocationIdDocument, variables: () => ({ ...orders, statusFilter: ['completed'] }) },
  { name: 'GetOrdersByLocationId · open statuses', document: GetOrdersByLocationIdDocument, variables: () => ({ ...orders, statusFilter: ['in-progress', 'ready for fulfillment', 'sent to fulfillment'] }) },
  {
    name: 'GetOrdersByLocationId · client or patient name',
    document: GetOrdersByLocationIdDocument,
    variables: async (ctx) => ({ ...orders, nameSearchInput: (await someClient(ctx)).lastName }),
  },
  { name: 'GetOrdersByLocationId · last 30 days', document: GetOrdersByLocationIdDocument, variables: () => ({ ...orders, ...lastMonth }) },
  {
    name: 'GetOrdersByLocationId · name + status + dates',
    document: GetOrdersByLocationIdDocument,
    variables: () => ({ ...orders, nameSearchInput: 'an', statusFilter: ['completed', 'shipped', 'fulfilled'], ...lastMonth }),
  },
  { name: 'GetOrdersByLocationId · page 50', document: GetOrdersByLocationIdDocument, variables: () => ({ ...orders, skip: 490 }) },
  { name: 'GetOrdersCount · open statuses', document: GetOrdersCountDocument, variables: () => ({ locationId: MG, statusFilter: ['in-progress', 'ready for fulfillment', 'sent to fulfillment'] }) },
];
