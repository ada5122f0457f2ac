/**
 * The rows repositories answer with (drizzle's inferred select types) — what GraphQL object types'
 * resolvers receive as `parent` (graphql/parents.ts re-exports them for the resolvers and codegen's
 * mappers). They live beside the repositories that read them so a repository never imports the GraphQL
 * layer.
 */
import type * as t from '../db/schema/index.js';

export type LocationRow = typeof t.locations.$inferSelect;
export type OrganizationRow = typeof t.organizations.$inferSelect;
export type UserRow = typeof t.users.$inferSelect;
export type LocationUserRow = typeof t.locationUsers.$inferSelect;
export type RoleRow = typeof t.roles.$inferSelect;
export type ModuleRow = typeof t.modules.$inferSelect;
export type RolesModuleRow = typeof t.rolesModules.$inferSelect;
export type DelegationRow = typeof t.delegations.$inferSelect;
/** A phone of any owner: the row keys and phone columns every phone table shares (a client's also says whether it is primary). */
export type PhoneRow = Omit<typeof t.userPhones.$inferSelect, 'userId'> & { isPrimary?: boolean | null };
/** An address of any owner: the row keys and address columns every address table shares. */
export type AddressRow = Omit<typeof t.organizationAddresses.$inferSelect, 'organizationId'>;
export type LocationClientRow = typeof t.locationClients.$inferSelect;
export type LocationPatientRow = typeof t.locationPatients.$inferSelect;
export type LocationPatientClientRow = typeof t.locationPatientClients.$inferSelect;
export type ProductRow = typeof t.products.$inferSelect;
export type ProductPresentationRow = typeof t.productPresentations.$inferSelect;
export type FlavorRow = typeof t.flavors.$inferSelect;
export type PrescriptionRow = typeof t.prescriptions.$inferSelect;
export type PrescriptionWorkflowRow = typeof t.prescriptionWorkflows.$inferSelect;
export type PrescriptionTaskRow = typeof t.prescriptionTasks.$inferSelect;
export type PrescriptionTaskWorkflowRow = typeof t.prescriptionTaskWorkflows.$inferSelect;
export type OrderRow = typeof t.orders.$inferSelect;
export type LineItemRow = typeof t.orderLineItems.$inferSelect;
export type ShipmentRow = typeof t.shipments.$inferSelect;
export type ShortcutRow = typeof t.shortcuts.$inferSelect & { locationId?: number | null };
export type LocationPharmacyRow = { code: string; name: string; fax: string | null; isPrimary: boolean };
