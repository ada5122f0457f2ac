/**
 * Organizations and locations (administration-and-access.md §2.4, §2.5, §5 Locations/Organizations, §7):
 * the support area's lists, the location and organization forms, and the support writeback switch.
 *
 * An update changes the fields it sends: a field left out of the input keeps its stored value (the
 * stored record is the base the input is laid over before core validates it).
 */
import {
  ADMIN_MODULE_LINKS,
  canAddOrganization,
  canEditPimsAccountId,
  isMaskedSecret,
  PRACTICE_MASTER_FEATURE,
  validateLocationInput,
  validateOrganizationInput,
  writebackRefusal,
} from '@vetrx/core/admin';
import { postalAddress, trimToNull } from '@vetrx/core/common';
import { ADMIN_VALIDATION_MESSAGES, PRACTICE_SETUP_REFUSALS } from '@vetrx/core/messages';
import { BRAND_PORTAL_TYPE } from '@vetrx/core/product';
import { mutate } from '../../unit-of-work.js';
import { parseId, type RequestContext } from '../../context/context.js';
import { assertValid, badInput, conflict, firstMessage, forbidden, notFound } from '../../errors.js';
import { openSecret, PimsSecretError, sealSecret } from '../../pims/secret.js';
import type { LocationSnapshot } from '../../repositories/practices.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { isSupportCaller, requireModuleAt, requireSupportArea } from './admin-practice-access.js';

/** The stored PIMS secret opened; null when this server's keys cannot open it (then any secret sent replaces it). */
function openStoredSecret(stored: string): string | null {
  try {
    return openSecret(stored);
  } catch {
    return null;
  }
}

/** A PIMS secret sealed for storage; refused (nothing written) when the server has no key to seal it with. */
function sealStoredSecret(secret: string): string {
  try {
    return sealSecret(secret);
  } catch (e) {
    if (e instanceof PimsSecretError) throw badInput('The PIMS account secret cannot be stored: this server has no key to encrypt it with.', { pimsAccountSecret: 'The PIMS account secret cannot be stored: this server has no key to encrypt it with.' });
    throw e;
  }
}

type Snapshot = LocationSnapshot;
type CheckedOrganization = Extract<ReturnType<typeof validateOrganizationInput>, { ok: true }>['value'];
type CheckedLocation = Extract<ReturnType<typeof validateLocationInput>, { ok: true }>['value'];

/** The organization columns a checked organization input writes (AddOrganization, UpdateOrganization). */
const organizationColumns = (value: CheckedOrganization) => ({
  name: value.name,
  dbaName: value.dbaName,
  accountno: value.accountno,
  emailAddress: value.emailAddress as string,
  fax: value.fax,
  hin: value.HIN,
  website: value.website,
  isPimsEnabled: value.isPIMSEnabled,
});

/** An organization's phones, addresses and pharmacies as the practices repository writes them. */
const organizationContacts = (value: CheckedOrganization, pharmacyCodes: string[]) => ({ phones: value.organizationPhones, addresses: value.organizationAddresses, pharmacyCodes });

/** The location columns a checked location input writes as sent (AddLocation, UpdateLocation). */
const locationColumns = (value: CheckedLocation) => ({
  name: value.name,
  emailAddress: value.emailAddress as string,
  hin: value.HIN,
  website: value.website,
  isOfficeUseEnabled: value.isOfficeUseEnabled,
  pimsAccountId: value.pimsAccountId,
  pimsConnectionType: value.pimsConnectionType,
  pimsWritebackAccountId: value.pimsWritebackAccountId,
  pimsWritebackLocationId: value.pimsWritebackLocationId,
  isEnabledForWriteback: value.isEnabledForWriteback,
  locationAccountId: value.locationAccountId,
});

interface StoredContacts {
  phones: { uuid: string; phoneTypeId: number | null; phoneNumber: string }[];
  addresses: { uuid: string; addressTypeId: number | null; addressLine1: string; addressLine2: string | null; city: string; state: string; zip: string }[];
}

const contactInput = (s: StoredContacts) => ({
  phones: s.phones.map((p) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber })),
  addresses: s.addresses.map((a) => ({
    uuid: a.uuid,
    addressTypeId: a.addressTypeId,
    ...postalAddress(a),
  })),
});

/** The stored location as an UpdateLocation input (the base an update is laid over). */
function storedLocationInput(s: Snapshot): Record<string, unknown> {
  const l = s.location;
  const contacts = contactInput(s.audit);
  return {
    name: l.name,
    emailAddress: l.emailAddress,
    HIN: l.hin,
    website: l.website,
    isActive: l.isActive,
    isOfficeUseEnabled: l.isOfficeUseEnabled,
    isPimsEnabled: l.isPimsEnabled,
    pimsAccountId: l.pimsAccountId,
    pimsConnectionType: l.pimsConnectionType,
    pimsWritebackAccountId: l.pimsWritebackAccountId,
    pimsWritebackLocationId: l.pimsWritebackLocationId,
    isEnabledForWriteback: l.isEnabledForWriteback,
    locationAccountId: l.locationAccountId,
    locationPortalTypeId: l.locationPortalTypeId,
    pharmacyCodes: s.audit.pharmacyCodes,
    locationPhones: contacts.phones,
    locationAddresses: contacts.addresses,
  };
}

/** Only the defined keys of an input (GraphQL leaves out what the caller did not send). */
function sent(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

/** Refuses pharmacy codes that are not known pharmacies. */
async function checkPharmacies(ctx: RequestContext, codes: readonly string[] | null): Promise<void> {
  if (codes && (await ctx.repos.practices.unknownPharmacyCodes(codes)).length) {
    throw badInput(PRACTICE_SETUP_REFUSALS.unknownPharmacy, { pharmacyCodes: PRACTICE_SETUP_REFUSALS.unknownPharmacy });
  }
}

/** Refuses a portal type that does not exist (the field is required: 'Please indicate product display'). */
async function checkPortalType(ctx: RequestContext, id: string | number, field: 'portalType' | 'locationPortalTypeId'): Promise<number> {
  const n = Number(id);
  const ref = await ctx.loaders.reference();
  if (!Number.isSafeInteger(n) || !ref.portalTypes.has(n)) {
    throw badInput(ADMIN_VALIDATION_MESSAGES.portalTypeRequired, { [field]: ADMIN_VALIDATION_MESSAGES.portalTypeRequired });
  }
  return n;
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** The organization an add names, or none; NOT_FOUND for an id that does not exist. */
async function organizationFor(ctx: RequestContext, id: string | number | null | undefined) {
  if (id == null || id === '') return null;
  const org = await ctx.loaders.organization.load(parseId(id, 'Organization'));
  if (!org) throw notFound('Organization');
  return org;
}

/**
 * Refuses AddOrganization / AddLocation while a location in scope is mastered in Salesforce (core's
 * canAddOrganization): every location, or the organization's when the location joins one.
 */
async function requireAddable(ctx: RequestContext, organizationId: number | null): Promise<void> {
  const masteredLocations = await ctx.repos.practices.countLocations({ feature: PRACTICE_MASTER_FEATURE, organizationId });
  if (!canAddOrganization({ masteredLocations })) throw forbidden(PRACTICE_SETUP_REFUSALS.masteredInSalesforce);
}

export const adminPracticeLocationResolvers: Resolvers = {
  Query: {
    locations: async (_p, args, ctx) => {
      requireSupportArea(ctx);
      return ctx.repos.practices.listLocations({
        filter: args.filter,
        activeFilterType: args.activeFilterType,
        includeOrganization: args.includeOrganization,
        organizationId: args.organization == null ? null : parseId(args.organization, 'Organization'),
        skip: args.skip,
        take: args.take,
      });
    },
    locationCount: async (_p, args, ctx) => {
      requireSupportArea(ctx);
      return ctx.repos.practices.countLocations({
        filter: args.filter,
        activeFilterType: args.activeFilterType,
        includeOrganization: args.includeOrganization,
        organizationId: args.organization == null ? null : parseId(args.organization, 'Organization'),
        feature: trimToNull(args.feature),
      });
    },
    organizations: async (_p, args, ctx) => {
      requireSupportArea(ctx);
      return ctx.repos.practices.listOrganizations(args);
    },
    getOrganization: async (_p, { id }, ctx) => {
      ctx.requireUser();
      const orgId = parseId(id, 'Organization');
      if (!isSupportCaller(ctx)) {
        const mine = await ctx.loaders.location.loadMany(ctx.locationIds);
        if (!mine.some((l) => l && !(l instanceof Error) && l.organizationId === orgId)) throw notFound('Organization');
      }
      const org = await ctx.loaders.organization.load(orgId);
      if (!org) throw notFound('Organization');
      return org;
    },
  },
  Mutation: {
    addLocation: async (_p, { input }, ctx) => {
      requireSupportArea(ctx);
      const org = await organizationFor(ctx, input.organizationId);
      await requireAddable(ctx, org?.id ?? null);
      const value = assertValid(validateLocationInput(input, { isUpdate: false, isSupportUser: true, belongsToOrganization: org !== null }));
      const portalTypeId = await checkPortalType(ctx, (value as { portalType?: string | number }).portalType as string | number, 'portalType');
      const codes = value.pharmacyCodes ?? (org ? await ctx.repos.practices.organizationPharmacyCodes(org.id) : []);
      await checkPharmacies(ctx, codes);
      return mutate(ctx, 'AddLocation', async ({ repos, record }) => {
        const { row, after } = await repos.practices.insertLocation(
          { ...locationColumns(value), organizationId: org?.id ?? null, isActive: true, isPimsEnabled: value.isPimsEnabled ?? false, locationPortalTypeId: portalTypeId },
          { phones: value.locationPhones, addresses: value.locationAddresses, pharmacyCodes: codes },
        );
        record({ entity: 'Location', entityId: row.id, locationId: row.id, before: null, after: after?.audit });
        return row;
      });
    },

    updateLocation: async (_p, { updateLocationId, input }, ctx) => {
      const id = parseId(updateLocationId, 'Location');
      const support = isSupportCaller(ctx);
      const membership = support ? null : await requireModuleAt(ctx, id, ADMIN_MODULE_LINKS.practiceSettings);
      ctx.requireUser();
      const stored = await ctx.repos.practices.location(id);
      if (!stored) throw notFound('Location');
      const existing = stored.location;
      const raw = sent(input);
      const { pimsAccountSecret: rawSecret, organizationId: _ignored, ...fields } = raw;
      void _ignored;
      const merged = { ...storedLocationInput(stored), ...fields, id, organizationId: existing.organizationId };
      const value = assertValid(
        validateLocationInput(merged, { isUpdate: true, isSupportUser: support, belongsToOrganization: existing.organizationId !== null, existing }),
      );
      // The write-only secret: left out or the 32-asterisk mask keeps it, empty clears it.
      const secretInput = typeof rawSecret === 'string' ? rawSecret : rawSecret === null ? null : undefined;
      // Stored sealed (AES-256-GCM): compared open, so sending the stored secret again changes nothing.
      let secret = existing.pimsAccountSecret;
      if (secretInput !== undefined && !(secretInput !== null && isMaskedSecret(secretInput))) {
        const checked = assertValid(validateLocationInput({ ...merged, pimsAccountSecret: secretInput }, { isUpdate: true, isSupportUser: support, belongsToOrganization: existing.organizationId !== null, existing }));
        const next = checked.pimsAccountSecret ?? null;
        if (next === null) secret = null;
        else if (!existing.pimsAccountSecret || openStoredSecret(existing.pimsAccountSecret) !== next) secret = sealStoredSecret(next);
      }
      const pharmacyCodes = value.pharmacyCodes ?? stored.audit.pharmacyCodes;
      if (membership) {
        const errors: Record<string, string> = {};
        const accountEditable = canEditPimsAccountId(membership.role, existing.pimsConnectionType);
        const pimsChanges: [string, unknown, unknown][] = [
          ['isPimsEnabled', value.isPimsEnabled ?? existing.isPimsEnabled, existing.isPimsEnabled],
          ['pimsConnectionType', value.pimsConnectionType, existing.pimsConnectionType],
          ['pimsWritebackAccountId', value.pimsWritebackAccountId, existing.pimsWritebackAccountId],
          ['pimsWritebackLocationId', value.pimsWritebackLocationId, existing.pimsWritebackLocationId],
          ['isEnabledForWriteback', value.isEnabledForWriteback, existing.isEnabledForWriteback],
          ...(accountEditable
            ? []
            : ([
                ['pimsAccountId', value.pimsAccountId, existing.pimsAccountId],
                ['pimsAccountSecret', secret, existing.pimsAccountSecret],
              ] as [string, unknown, unknown][])),
        ];
        for (const [field, next, before] of pimsChanges) if (!same(next, before)) errors[field] = PRACTICE_SETUP_REFUSALS.pimsSupportOnly;
        if (pharmacyCodes.join(',') !== stored.audit.pharmacyCodes.join(',')) errors.pharmacyCodes = PRACTICE_SETUP_REFUSALS.pharmacySupportOnly;
        if (Object.keys(errors).length) throw badInput(firstMessage(errors), errors);
      }
      const portalTypeId = await checkPortalType(ctx, (value as { locationPortalTypeId?: string | number }).locationPortalTypeId as string | number, 'locationPortalTypeId');
      await checkPharmacies(ctx, pharmacyCodes);
      return mutate(ctx, 'UpdateLocation', async ({ repos, record }) => {
        const written = await repos.practices.updateLocation(
          id,
          {
            ...locationColumns(value),
            isActive: (value as { isActive?: boolean }).isActive ?? existing.isActive,
            isPimsEnabled: value.isPimsEnabled ?? existing.isPimsEnabled,
            pimsAccountSecret: secret,
            locationPortalTypeId: portalTypeId,
            updatedAt: ctx.now(),
          },
          { phones: value.locationPhones, addresses: value.locationAddresses, pharmacyCodes },
        );
        if (!written) throw notFound('Location');
        const { row, after } = written;
        record({ entity: 'Location', entityId: id, locationId: id, before: stored.audit, after: after?.audit });
        return row;
      });
    },

    updateLocationWritebackEnabled: async (_p, { id, isEnabledForWriteback }, ctx) => {
      requireSupportArea(ctx);
      const locationId = parseId(id, 'Location');
      const stored = await ctx.repos.practices.location(locationId);
      if (!stored) throw notFound('Location');
      const refusal = writebackRefusal({ isEnabledForWriteback, pimsAccountId: stored.location.pimsAccountId });
      if (refusal) throw badInput(refusal, { isEnabledForWriteback: refusal });
      return mutate(ctx, 'UpdateLocationWritebackEnabled', async ({ repos, record }) => {
        const row = await repos.practices.setWriteback(locationId, isEnabledForWriteback, ctx.now());
        // The account may have been cleared meanwhile: the same rule on the row as written.
        const after = writebackRefusal({ isEnabledForWriteback, pimsAccountId: row.pimsAccountId });
        if (after) throw conflict(after);
        record({
          entity: 'Location',
          entityId: locationId,
          locationId,
          before: { isEnabledForWriteback: stored.location.isEnabledForWriteback },
          after: { isEnabledForWriteback: row.isEnabledForWriteback },
        });
        return row;
      });
    },

    addOrganization: async (_p, { input }, ctx) => {
      requireSupportArea(ctx);
      await requireAddable(ctx, null);
      const value = assertValid(validateOrganizationInput(input, { isUpdate: false, isSupportUser: true }));
      const codes = value.pharmacyCodes ?? [];
      await checkPharmacies(ctx, codes);
      const createMatching = input.createMatchingLocation !== false;
      const ref = await ctx.loaders.reference();
      const portal = [...ref.portalTypes.values()].find((p) => p.code === BRAND_PORTAL_TYPE) ?? [...ref.portalTypes.values()][0];
      return mutate(ctx, 'AddOrganization', async ({ repos, record }) => {
        const org = await repos.practices.insertOrganization(
          { ...organizationColumns(value), isActive: true },
          organizationContacts(value, codes),
        );
        let matchingLocationId: number | null = null;
        if (createMatching) {
          const { row: location } = await repos.practices.insertLocation(
            {
              name: value.name,
              organizationId: org.id,
              emailAddress: value.emailAddress as string,
              hin: value.HIN,
              website: value.website,
              isActive: true,
              isPrimary: true,
              isOfficeUseEnabled: false,
              isPimsEnabled: value.isPIMSEnabled,
              locationPortalTypeId: portal.id,
            },
            organizationContacts(value, codes),
          );
          matchingLocationId = location.id;
        }
        const after = await repos.practices.organizationAfterWrite(org.id);
        record({ entity: 'Organization', entityId: org.id, before: null, after: { ...after?.audit, matchingLocationId } });
        return org;
      });
    },

    updateOrganization: async (_p, { id, input }, ctx) => {
      requireSupportArea(ctx);
      const orgId = parseId(id, 'Organization');
      const stored = await ctx.repos.practices.organization(orgId);
      if (!stored) throw notFound('Organization');
      const o = stored.organization;
      const contacts = contactInput(stored.audit);
      const merged = {
        name: o.name,
        dbaName: o.dbaName,
        accountno: o.accountno,
        emailAddress: o.emailAddress,
        fax: o.fax,
        HIN: o.hin,
        website: o.website,
        isPIMSEnabled: o.isPimsEnabled,
        isActive: o.isActive,
        pharmacyCodes: stored.audit.pharmacyCodes,
        organizationPhones: contacts.phones,
        organizationAddresses: contacts.addresses,
        ...sent(input),
        id: orgId,
      };
      const value = assertValid(validateOrganizationInput(merged, { isUpdate: true, isSupportUser: true, existing: o }));
      const codes = value.pharmacyCodes ?? stored.audit.pharmacyCodes;
      await checkPharmacies(ctx, codes);
      return mutate(ctx, 'UpdateOrganization', async ({ repos, record }) => {
        const row = await repos.practices.updateOrganization(
          orgId,
          { ...organizationColumns(value), isActive: value.isActive as boolean, updatedAt: ctx.now() },
          organizationContacts(value, codes),
        );
        if (!row) throw notFound('Organization');
        const after = await repos.practices.organizationAfterWrite(orgId);
        record({ entity: 'Organization', entityId: orgId, before: stored.audit, after: after?.audit });
        return row;
      });
    },
  },
};
