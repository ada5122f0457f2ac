import { rxStatusDisplay } from '@vetrx/core/record';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { LocationRow } from '../parents.js';
import type { RequestContext } from '../../context/context.js';

const need = <T>(value: T | null | undefined, what: string): T => {
  if (value == null) throw new Error(`${what} is missing`);
  return value;
};

async function pharmaciesOf(location: LocationRow, ctx: RequestContext) {
  const [links, ref] = await Promise.all([ctx.loaders.locationPharmaciesByLocation.load(location.id), ctx.loaders.reference()]);
  return links.map((l) => {
    const p = ref.pharmacies.get(l.pharmacyCode);
    return { code: l.pharmacyCode, name: p?.name ?? l.pharmacyCode, fax: p?.fax ?? null, isPrimary: l.isPrimary };
  });
}

/**
 * Field resolvers that turn database rows into the contract's object types. Relations go through the
 * per-request loaders; they do not re-check location scope because the parent was reached through a
 * scoped query.
 */
export const typeResolvers: Resolvers = {
  Location: {
    HIN: (l) => l.hin,
    organization: (l, _a, ctx) => (l.organizationId ? ctx.loaders.organization.load(l.organizationId) : null),
    locationPortalType: async (l, _a, ctx) => need((await ctx.loaders.reference()).portalTypes.get(l.locationPortalTypeId), 'Portal type'),
    isPimsAccountSecretSet: (l) => Boolean(l.pimsAccountSecret),
    locationAddresses: (l, _a, ctx) => ctx.loaders.locationAddressesByLocation.load(l.id),
    locationPhones: (l, _a, ctx) => ctx.loaders.locationPhonesByLocation.load(l.id),
    locationPharmacies: (l, _a, ctx) => pharmaciesOf(l, ctx),
    primaryPharmacy: async (l, _a, ctx) => (await pharmaciesOf(l, ctx)).find((p) => p.isPrimary) ?? null,
    features: async (l, _a, ctx) =>
      (await ctx.loaders.locationFeaturesByLocation.load(l.id)).filter((f) => f.enabled).map((f) => f.feature).sort(),
  },
  Organization: {
    HIN: (o) => o.hin,
    isPIMSEnabled: (o) => o.isPimsEnabled,
    organizationAddresses: (o, _a, ctx) => ctx.repos.organizations.addresses(o.id),
    organizationPhones: (o, _a, ctx) => ctx.repos.organizations.phones(o.id),
    organizationPharmacies: async (o, _a, ctx) => {
      const [links, ref] = await Promise.all([
        ctx.repos.organizations.pharmacies(o.id),
        ctx.loaders.reference(),
      ]);
      return links.map((l) => ({ code: l.pharmacyCode, name: ref.pharmacies.get(l.pharmacyCode)?.name ?? l.pharmacyCode, fax: ref.pharmacies.get(l.pharmacyCode)?.fax ?? null, isPrimary: l.isPrimary }));
    },
    locations: (o, _a, ctx) => ctx.repos.organizations.locations(o.id),
  },
  Phone: {
    phoneType: async (p, _a, ctx) => (p.phoneTypeId == null ? null : ((await ctx.loaders.reference()).phoneTypes.get(p.phoneTypeId) ?? null)),
    isPrimary: (p) => p.isPrimary ?? false,
  },
  Address: {
    addressType: async (a, _x, ctx) => (a.addressTypeId == null ? null : ((await ctx.loaders.reference()).addressTypes.get(a.addressTypeId) ?? null)),
  },
  User: {
    userPhones: (u, _a, ctx) => ctx.loaders.userPhonesByUser.load(u.id),
    locationsUsers: (u, _a, ctx) => ctx.loaders.locationUsersByUser.load(u.id),
  },
  LocationUser: {
    user: async (lu, _a, ctx) => need(await ctx.loaders.user.load(lu.userId), 'User'),
    location: async (lu, _a, ctx) => need(await ctx.loaders.location.load(lu.locationId), 'Location'),
    role: async (lu, _a, ctx) => need(await ctx.loaders.role.load(lu.roleId), 'Role'),
    locationUserPhones: (lu, _a, ctx) => ctx.loaders.locationUserPhonesByLocationUser.load(lu.id),
    delegatedUsers: (lu, _a, ctx) => ctx.loaders.delegationsByLocationUser.load(lu.id),
    delegatedAccess: (lu, _a, ctx) => ctx.loaders.delegationsByDelegate.load(lu.id),
  },
  DelegatedUser: {
    delegatedLocationsUsers: (d, _a, ctx) => ctx.loaders.locationUser.load(d.delegatedLocationUserId),
  },
  Role: {
    rolesModules: (r, _a, ctx) => ctx.loaders.rolesModulesByRole.load(r.id),
  },
  RolesModule: {
    module: async (rm, _a, ctx) => need(await ctx.loaders.module.load(rm.moduleId), 'Module'),
  },
  Module: {
    childModules: (m, _a, ctx) => ctx.repos.roles.childModules(m.id),
  },
  LocationClient: {
    isPIMSImport: (c) => c.isPimsImport,
    phones: (c, _a, ctx) => ctx.loaders.clientPhonesByClient.load(c.id),
    addresses: (c, _a, ctx) => ctx.loaders.clientAddressesByClient.load(c.id),
    locationPatientClients: (c, _a, ctx) => ctx.loaders.patientClientsByClient.load(c.id),
  },
  LocationPatientClient: {
    locationPatient: (l, _a, ctx) => ctx.loaders.locationPatient.load(l.locationPatientId),
    locationClient: (l, _a, ctx) => ctx.loaders.locationClient.load(l.locationClientId),
  },
  LocationPatient: {
    species: async (p, _a, ctx) => (p.speciesCode ? ((await ctx.loaders.reference()).species.get(p.speciesCode) ?? null) : null),
    breed: async (p, _a, ctx) => (p.breedCode ? ((await ctx.loaders.reference()).breeds.get(p.breedCode) ?? null) : null),
    breedId: (p) => p.breedCode,
    isPIMSImport: (p) => p.isPimsImport,
    prescVetLocationUser: (p, _a, ctx) => (p.prescVetLocationUserId ? ctx.loaders.locationUser.load(p.prescVetLocationUserId) : null),
    allergies: async (p, _a, ctx) => {
      const ref = await ctx.loaders.reference();
      return p.allergies.map((code) => ({ code, name: ref.allergies.get(code)?.name ?? code }));
    },
    healthConditions: async (p, _a, ctx) => {
      const ref = await ctx.loaders.reference();
      return p.healthConditions.map((code) => ({ code, name: ref.healthConditions.get(code)?.name ?? code }));
    },
    medications: async (p, _a, ctx) => {
      const ref = await ctx.loaders.reference();
      return p.medications.map((code) => ({ code, name: ref.medications.get(code)?.name ?? code }));
    },
    locationPatientClients: (p, _a, ctx) => ctx.loaders.patientClientsByPatient.load(p.id),
  },
  Product: {
    productFamily: async (p, _a, ctx) => {
      const f = need(await ctx.loaders.productFamily.load(p.productFamilyId), 'Product family');
      return { id: String(f.id), productFamily: f.productFamily, name: f.name, isPrnOnly: f.isPrnOnly };
    },
    productPresentation: async (p, _a, ctx) => need(await ctx.loaders.productPresentation.load(p.productPresentationId), 'Presentation'),
    productSpecies: (p) => p.species,
    productFlavors: async (p, _a, ctx) => {
      const links = await ctx.loaders.flavorsByProduct.load(p.id);
      const flavors = await ctx.loaders.flavor.loadMany(links.map((l) => l.flavorId));
      return flavors.filter((f): f is NonNullable<typeof f> & { id: number } => Boolean(f) && !(f instanceof Error));
    },
    priceBooks: (p, _a, ctx) => ctx.loaders.priceBooksByProduct.load(p.id),
  },
  Prescription: {
    rxStatus: (p) => ({ code: p.rxStatusCode, description: rxStatusDisplay({ rxStatus: { code: p.rxStatusCode }, archived: p.archived, isFillable: p.isFillable }).label }),
    rxOrigin: (p) => ({ code: p.rxOriginCode }),
    authorizingVet: (p) => p.authorizingVetLocationUserId,
    authorizingVetLocationUser: (p, _a, ctx) => (p.authorizingVetLocationUserId ? ctx.loaders.locationUser.load(p.authorizingVetLocationUserId) : null),
    workflowLocationUser: (p, _a, ctx) => (p.workflowLocationUserId ? ctx.loaders.locationUser.load(p.workflowLocationUserId) : null),
    flavor: (p, _a, ctx) => (p.flavorId ? ctx.loaders.flavor.load(p.flavorId) : null),
    prescriptionWorkflows: (p, _a, ctx) => ctx.loaders.prescriptionWorkflowsByPrescription.load(p.id),
    locationClient: (p, _a, ctx) => (p.locationClientId ? ctx.loaders.locationClient.load(p.locationClientId) : null),
    locationPatient: (p, _a, ctx) => (p.locationPatientId ? ctx.loaders.locationPatient.load(p.locationPatientId) : null),
    product: async (p, _a, ctx) => need(await ctx.loaders.product.load(p.productId), 'Product'),
    location: (p, _a, ctx) => ctx.loaders.location.load(p.locationId),
  },
  PrescriptionWorkflow: {
    currentWorkflowStatus: async (w, _a, ctx) => (await ctx.loaders.reference()).workflowStatuses.get(w.currentWorkflowStatusId) ?? null,
    workflowLocationUser: (w, _a, ctx) => ctx.loaders.locationUser.load(w.workflowLocationUserId),
  },
  PrescriptionTaskWorkflow: {
    currentWorkflowStatus: async (w, _a, ctx) => (await ctx.loaders.reference()).workflowStatuses.get(w.currentWorkflowStatusId) ?? null,
    workflowLocationUser: (w, _a, ctx) => ctx.loaders.locationUser.load(w.workflowLocationUserId),
  },
  PrescriptionTask: {
    assignedToLocationUser: (x, _a, ctx) => (x.assignedToLocationUserId ? ctx.loaders.locationUser.load(x.assignedToLocationUserId) : null),
    actionedByLocationUser: (x, _a, ctx) => (x.actionedByLocationUserId ? ctx.loaders.locationUser.load(x.actionedByLocationUserId) : null),
    prescription: (x, _a, ctx) => (x.prescriptionId ? ctx.loaders.prescription.load(x.prescriptionId) : null),
    previousPrescription: (x, _a, ctx) => (x.previousPrescriptionId ? ctx.loaders.prescription.load(x.previousPrescriptionId) : null),
    product: async (x, _a, ctx) => need(await ctx.loaders.product.load(x.productId), 'Product'),
    flavor: (x, _a, ctx) => (x.flavorId ? ctx.loaders.flavor.load(x.flavorId) : null),
    locationClient: async (x, _a, ctx) => need(await ctx.loaders.locationClient.load(x.locationClientId), 'Client'),
    locationPatient: (x, _a, ctx) => (x.locationPatientId ? ctx.loaders.locationPatient.load(x.locationPatientId) : null),
    prescriptionTaskWorkflow: async (x, _a, ctx) => (await ctx.loaders.taskWorkflowByTask.load(x.id))[0] ?? null,
  },
  Order: {
    status: async (o, _a, ctx) => {
      const s = (await ctx.loaders.reference()).orderStatuses.get(o.statusCode);
      return s ? { id: String(s.id), code: s.code, description: s.description } : { id: '0', code: o.statusCode, description: o.statusCode };
    },
    placedBy: (o) => (o.placedByType || o.placedByName ? { type: o.placedByType, name: o.placedByName } : null),
    locationClient: (o, _a, ctx) => (o.locationClientId ? ctx.loaders.locationClient.load(o.locationClientId) : null),
    lineItems: (o, _a, ctx) => ctx.loaders.lineItemsByOrder.load(o.id),
  },
  LineItem: {
    product: (li, _a, ctx) => (li.productId ? ctx.loaders.product.load(li.productId) : null),
    patient: (li, _a, ctx) => (li.locationPatientId ? ctx.loaders.locationPatient.load(li.locationPatientId) : null),
    shipment: async (li, _a, ctx) => (await ctx.loaders.shipmentsByLineItem.load(li.id))[0] ?? null,
  },
  Shipment: {
    trackingURL: (s) => s.trackingUrl,
  },
};

