import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver types generated from core's SDL. Run `npx -y pnpm@12.21.0 --filter @vetrx/server codegen`. */
const config: CodegenConfig = {
  schema: '../core/src/api/schema/*.graphql',
  generates: {
    'src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../../context/context.js#RequestContext',
        defaultMapper: 'Partial<{T}>',
        scalars: { DateTime: 'string | Date', Date: 'string', JSON: 'unknown', ID: 'string | number' },
        useIndexSignature: false,
        maybeValue: 'T | null | undefined',
        inputMaybeValue: 'T | null | undefined',
        emitLegacyCommonJSImports: false,
        mapperTypeSuffix: 'Parent',
        mappers: {
          Location: '../parents.js#LocationRow',
          Organization: '../parents.js#OrganizationRow',
          User: '../parents.js#UserRow',
          LocationUser: '../parents.js#LocationUserRow',
          Role: '../parents.js#RoleRow',
          Module: '../parents.js#ModuleRow',
          RolesModule: '../parents.js#RolesModuleRow',
          DelegatedUser: '../parents.js#DelegationRow',
          Phone: '../parents.js#PhoneRow',
          Address: '../parents.js#AddressRow',
          LocationPharmacy: '../parents.js#LocationPharmacyRow',
          LocationClient: '../parents.js#LocationClientRow',
          LocationPatient: '../parents.js#LocationPatientRow',
          LocationPatientClient: '../parents.js#LocationPatientClientRow',
          Product: '../parents.js#ProductRow',
          ProductPresentation: '../parents.js#ProductPresentationRow',
          Flavor: '../parents.js#FlavorRow',
          Prescription: '../parents.js#PrescriptionRow',
          PrescriptionWorkflow: '../parents.js#PrescriptionWorkflowRow',
          PrescriptionPrint: '../parents.js#PrescriptionPrintRow',
          PrescriptionTask: '../parents.js#PrescriptionTaskRow',
          PrescriptionTaskWorkflow: '../parents.js#PrescriptionTaskWorkflowRow',
          Order: '../parents.js#OrderRow',
          LineItem: '../parents.js#LineItemRow',
          Shipment: '../parents.js#ShipmentRow',
          Shortcut: '../parents.js#ShortcutRow',
        },
      },
    },
  },
};
export default config;
