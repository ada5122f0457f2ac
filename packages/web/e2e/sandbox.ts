/**
 * Tests make their own data through the sandbox (issue 14) instead of using up
 * the demo practice's seeded pending tasks: a support user's page, signed in once per worker, calls
 * the sandbox GraphQL operations — a pet owner's order that becomes a Client Request, a
 * recommendation, a renewal, ticks of the clock, the pharmacy's steps and the order lines' moves.
 *
 * @example
 * const sb = await sandboxDriver(browser);
 * const request = await sb.clientRequest('Maple Grove Animal Hospital');
 */
import type { Browser, Page } from '@playwright/test';
import { GetPrescriptionTaskDocument, type GetPrescriptionTaskQuery } from '@vetrx/core/operations/GetPrescriptionTask';
import { LocationsDocument, type LocationsQuery } from '@vetrx/core/operations/Locations';
import { SandboxActivityDocument, type SandboxActivityQuery } from '@vetrx/core/operations/SandboxActivity';
import { SandboxAdvancePrescriptionDocument } from '@vetrx/core/operations/SandboxAdvancePrescription';
import { SandboxGenerateExpiringDocument } from '@vetrx/core/operations/SandboxGenerateExpiring';
import { SandboxMoveOrderLineDocument } from '@vetrx/core/operations/SandboxMoveOrderLine';
import { SandboxPlaceOrderDocument, type SandboxPlaceOrderMutation } from '@vetrx/core/operations/SandboxPlaceOrder';
import { SandboxProductsDocument, type SandboxProductsQuery } from '@vetrx/core/operations/SandboxProducts';
import { SandboxReceiveHardCopyDocument } from '@vetrx/core/operations/SandboxReceiveHardCopy';
import { SandboxRecommendDocument } from '@vetrx/core/operations/SandboxRecommend';
import { SandboxRenewDocument } from '@vetrx/core/operations/SandboxRenew';
import { SandboxTickDocument, type SandboxTickMutation } from '@vetrx/core/operations/SandboxTick';
import { gql, signIn, stillSignedIn } from './helpers';

const SUPPORT = 'support@demo.vetrx.dev';
/** Works at every location the e2e tests create requests at (Maple Grove). */
const READER = 'vet@demo.vetrx.dev';

/** A new pending Client Request: its task and who and what it is for. */
export interface SandboxRequest {
  taskId: string;
  locationId: string;
  locationClientId: string;
  locationPatientId: string;
  productId: string;
  patientName: string;
  clientFirstName: string;
  clientLastName: string;
}

type SandboxLine = SandboxActivityQuery['sandboxActivity']['lines'][number];

/** Clients of a location with what the approval form needs of their pets (weight, birthdate). */
const CLIENTS_WITH_PETS = `query SandboxE2eClients($locationId: ID!, $skip: Int) {
  locationClientSearch(filter: null, locationId: $locationId, activeFilterType: active, take: 50, skip: $skip) {
    data { id firstName lastName locationPatientClients { isActive locationPatient { id name isActive isDeceased weight birthdate species { code } } } }
  }
}`;
interface ClientsWithPets {
  locationClientSearch: {
    data: Array<{
      id: string;
      firstName: string | null;
      lastName: string | null;
      locationPatientClients: Array<{ isActive: boolean; locationPatient: { id: string; name: string; isActive: boolean; isDeceased: boolean; weight: number | null; birthdate: string | null; species: { code: string } | null } | null }>;
    }>;
  };
}

/** The pages this worker keeps between tests: the support user's, which drives the sandbox, and a vet's, which reads. */
const keptPages: Partial<Record<'driver' | 'reader', Page>> = {};
/** Pets already given a request by this worker (each request gets a pet of its own). */
const usedPets = new Set<string>();

/** A kept page of `username` at `start`, signed in again (a new context) once its sign-in no longer serves. */
async function keptPage(role: 'driver' | 'reader', browser: Browser, username: string, start: string): Promise<Page> {
  const kept = keptPages[role];
  if (kept && (await stillSignedIn(kept))) return kept;
  await kept?.context().close();
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.VETRX_E2E_PORT}` });
  const page = await context.newPage();
  await signIn(page, username, start);
  keptPages[role] = page;
  return page;
}

const supportPage = (browser: Browser) => keptPage('driver', browser, SUPPORT, '/support');

/**
 * A vet of the practice's page, for reading its clients' pets and the new tasks (a support user's
 * client search does not list the pets linked to each client).
 */
const vetPage = (browser: Browser) => keptPage('reader', browser, READER, '/dashboard');

/**
 * The sandbox, driven by a support user's session (one page per worker, kept between tests).
 *
 * @example
 * const sb = await sandboxDriver(browser);
 * await sb.tick(locationId, 3);
 */
export async function sandboxDriver(browser: Browser) {
  const page = await supportPage(browser);
  const run = <T>(doc: { toString(): string }, vars: Record<string, unknown>) => gql<T>(page, doc, vars);
  const read = async <T>(doc: { toString(): string }, vars: Record<string, unknown>) => gql<T>(await vetPage(browser), doc, vars);

  async function locationId(name: string): Promise<string> {
    const r = await run<LocationsQuery>(LocationsDocument, { filter: name, activeFilterType: 'all', take: 5 });
    const hit = r.locations.find((l) => l.name === name);
    if (!hit) throw new Error(`No location named ${name}`);
    return hit.id;
  }

  async function order(input: { locationId: string; locationClientId: string; locationPatientId: string; productId: string; quantity?: number; isAutoship?: boolean }) {
    const r = await run<SandboxPlaceOrderMutation>(SandboxPlaceOrderDocument, { input: { quantity: 1, isAutoship: false, ...input } });
    return r.sandboxPlaceOrder;
  }

  /**
   * Pets of the location with a weight and a birth date (what the approval form needs), active, alive and
   * linked to an active client, that no earlier call of this worker used; each pet is handed out once.
   */
  async function* freshPets(loc: string, species?: readonly string[]) {
    for (let skip = 0; skip < 400; skip += 50) {
      const clients = await read<ClientsWithPets>(CLIENTS_WITH_PETS, { locationId: loc, skip });
      if (clients.locationClientSearch.data.length === 0) return;
      for (const c of clients.locationClientSearch.data) {
        for (const link of c.locationPatientClients) {
          const p = link.locationPatient;
          if (!link.isActive || !p || !p.isActive || p.isDeceased || p.weight == null || !p.birthdate || Number(p.birthdate.slice(0, 4)) <= 1900) continue;
          // A species the product is labelled for, when asked: no species conflict on Approve.
          if (species && !species.includes(p.species?.code ?? '')) continue;
          if (usedPets.has(p.id)) continue;
          usedPets.add(p.id);
          yield { client: c, pet: p };
        }
      }
    }
  }

  const request = (loc: string, c: ClientsWithPets['locationClientSearch']['data'][number], p: { id: string; name: string }, productId: string, taskId: string): SandboxRequest => ({
    taskId,
    locationId: loc,
    locationClientId: c.id,
    locationPatientId: p.id,
    productId,
    patientName: p.name,
    clientFirstName: c.firstName ?? '',
    clientLastName: c.lastName ?? '',
  });

  /** Is the new task flagged as a possible duplicate (another pending request or an active Rx of the family)? */
  const flagged = async (taskId: string) => ((await read<GetPrescriptionTaskQuery>(GetPrescriptionTaskDocument, { id: taskId })).getPrescriptionTask?.duplicates.length ?? 0) > 0;

  /**
   * A pet owner at the location orders an active, non-controlled Rx product for a pet with a weight
   * and a birthdate (what the approval form needs) that has no prescription for it: a new pending
   * Client Request. Each call uses a pet no earlier call of this worker used. `unflagged`: only a
   * request no duplicate flag marks (bulk approval leaves flagged ones alone).
   */
  async function clientRequest(location: string, opts: { quantity?: number; isAutoship?: boolean; productText?: string; unflagged?: boolean; species?: readonly string[] } = {}): Promise<SandboxRequest> {
    const loc = /^\d+$/.test(location) ? location : await locationId(location);
    const products = await run<SandboxProductsQuery>(SandboxProductsDocument, { text: opts.productText ?? null, controlled: false, take: 40 });
    for await (const { client: c, pet: p } of freshPets(loc, opts.species)) {
      for (const { id: productId } of products.sandboxProducts) {
        const placed = await order({ locationId: loc, locationClientId: c.id, locationPatientId: p.id, productId, quantity: opts.quantity ?? 1, isAutoship: opts.isAutoship ?? false });
        if (placed.outcome !== 'TASK') continue;
        if (opts.unflagged && (await flagged(placed.taskId!))) break;
        return request(loc, c, p, productId, placed.taskId!);
      }
    }
    throw new Error('The sandbox found no pet and product for a new Client Request');
  }

  /** A Recommendation Request (practice staff's suggestion through the storefront) for a pet no earlier call used. */
  async function recommendation(location: string, opts: { productText?: string } = {}): Promise<SandboxRequest> {
    const loc = /^\d+$/.test(location) ? location : await locationId(location);
    const products = await run<SandboxProductsQuery>(SandboxProductsDocument, { text: opts.productText ?? null, controlled: false, take: 1 });
    for await (const { client: c, pet: p } of freshPets(loc)) {
      const productId = products.sandboxProducts[0].id;
      const taskId = (await run<{ sandboxRecommend: string }>(SandboxRecommendDocument, { input: { locationId: loc, locationClientId: c.id, locationPatientId: p.id, productId, quantity: 1 } })).sandboxRecommend;
      return request(loc, c, p, productId, taskId);
    }
    throw new Error('The sandbox found no pet for a new Recommendation');
  }

  return {
    page,
    locationId,
    order,
    clientRequest,
    recommendation,
    /** Ids of active, non-controlled Rx products the storefront sells. */
    products: async (take: number) => (await run<SandboxProductsQuery>(SandboxProductsDocument, { text: null, controlled: false, take })).sandboxProducts.map((p) => p.id),
    recommend: async (input: { locationId: string; locationClientId: string; locationPatientId: string; productId: string; quantity?: number }) =>
      (await run<{ sandboxRecommend: string }>(SandboxRecommendDocument, { input: { quantity: 1, ...input } })).sandboxRecommend,
    renew: async (prescriptionId: string) => (await run<{ sandboxRenew: string }>(SandboxRenewDocument, { prescriptionId })).sandboxRenew,
    expiring: async (locationIdValue: string) => (await run<{ sandboxGenerateExpiring: number }>(SandboxGenerateExpiringDocument, { locationId: locationIdValue })).sandboxGenerateExpiring,
    tick: async (locationIdValue: string, ticks = 1, traffic = false) => (await run<SandboxTickMutation>(SandboxTickDocument, { locationId: locationIdValue, ticks, traffic })).sandboxTick,
    advanceRx: async (prescriptionId: string, outcome: 'accept' | 'moreInfo' | 'decline' = 'accept') =>
      (await run<{ sandboxAdvancePrescription: string | null }>(SandboxAdvancePrescriptionDocument, { prescriptionId, outcome })).sandboxAdvancePrescription,
    hardCopy: async (prescriptionId: string) => (await run<{ sandboxReceiveHardCopy: boolean }>(SandboxReceiveHardCopyDocument, { prescriptionId })).sandboxReceiveHardCopy,
    moveLine: async (lineItemId: string, stop: 'cancel' | 'refund' | 'void' | null = null) =>
      (await run<{ sandboxMoveOrderLine: string }>(SandboxMoveOrderLineDocument, { lineItemId, stop })).sandboxMoveOrderLine,
    /** The location's sandbox order lines, newest first. */
    lines: async (locationIdValue: string): Promise<SandboxLine[]> =>
      (await run<SandboxActivityQuery>(SandboxActivityDocument, { locationId: locationIdValue, take: 100 })).sandboxActivity.lines,
  };
}

