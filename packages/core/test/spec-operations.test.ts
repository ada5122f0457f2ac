import { describe, expect, it } from 'vitest';
import { operations } from '../src/api/index.js';

/**
 * Every operation the specification names (§7 "The calls it makes" of each document) ships as a
 * named document in core, named exactly as the spec names it (case included).
 */
const SPEC_OPERATIONS: Record<string, readonly string[]> = {
  'prescribing.md': [
    'hasFeature', 'ProductFamilies', 'SearchProductFamilies', 'GetProductPresentationsForProductFamily',
    'GetProductPresentationById', 'GetProductByProductId', 'GetProductsExtendedDataFromProductFamily', 'GetPrescription',
    'GetPrescriptionsByLocationPatientId', 'GetPrescriptionHistory', 'GetPrescriptionCount', 'Prescriptions',
    'GetPrescriptionTask', 'GetPrescriptionTasks', 'GetPrescriptionTasksGrouped', 'getLocationUsersThatCanAuthorize',
    'LocationsUsers', 'WorkflowStatus', 'declineReason', 'ReasonForCompound', 'PharmacyOptions', 'Shortcut',
    'GetLineItemsByPrescriptionId', 'GetOrder', 'GetLocationUser', 'GetLocation', 'GetLocationClient', 'getLocationPatient',
    'getPimsConsultsByPatientId', 'getPimsConsultsByCode', 'AddPrescription', 'UpdatePrescription', 'UpsertPrescriptionTask',
    'DeclinePrescription', 'DeletePrescription', 'ArchivePrescription', 'UpdatePrescriptionTaskWorkflow',
    'upsertPrescriptionWorkflow', 'UpdateLocationPatient', 'AddShortcut',
  ],
  'clients-and-patients.md': [
    'LocationClientSearch', 'GetLocationClient', 'GetLocationClientByPimsId', 'AddLocationClient', 'UpdateLocationClient',
    'UpsertLocationClient', 'GetUnlinkedLocationClients', 'getLocationPatient', 'GetLocationPatientByPimsId',
    'GetLocationPatientsByFilter', 'AddLocationPatient', 'UpdateLocationPatient', 'UpdateLocationPatientForConflict',
    'UpsertLocationPatientClient', 'GetPrescription', 'searchPimsCaretakers', 'getPimsCaretakerById', 'searchPimsPatients',
    'getPimsCaretakerList', 'getPimsPatientList', 'getPimsPatientById', 'hasFeature', 'GetOrdersByLocationId',
    'GetOrdersByLocationPatientIds', 'GetOrdersCount', 'GetOrderStatus', 'GetOrder', 'GetLineItemsByPrescriptionId',
  ],
  'administration-and-access.md': [
    'Locations', 'LocationCount', 'GetLocation', 'Organizations', 'GetOrganization', 'LocationsUsers', 'GetLocationUser',
    'getLocationUsersThatCanAuthorize', 'getLocationUserByLocationIdAndRole', 'Users', 'GetUser', 'GetUserByUsername',
    'GetSupportUser', 'Roles', 'Modules', 'Shortcut', 'GetOfficeUseClient', 'GetOrdersByLocationId', 'GetOrdersCount',
    'GetOrderStatus', 'hasFeature', 'featureFlags', 'GetReportEmbedUrl', 'PharmacyOptions', 'PortalTypes', 'PhoneTypes',
    'AddressTypes', 'searchPimsCaretakers', 'getPimsCaretakerList', 'getPimsCaretakerById', 'searchPimsUsers', 'getPimsUser',
    'getPimsPatientList', 'getInstallInformation', 'getInstallStatus', 'LocationClientSearch', 'GetLocationClientByPimsId',
    'GetLocationPatientByPimsId', 'AddLocation', 'UpdateLocation', 'UpdateLocationWritebackEnabled', 'AddOrganization',
    'UpdateOrganization', 'AddUser', 'UpdateUser', 'UpdateLocationUser', 'LocationUserProfilePictureUpload',
    'RemoveLocationUserProfilePicture', 'ChangePrimaryLocation', 'AddRole', 'UpdateRole', 'AddDelegatedUser',
    'DeleteDelegatedUser', 'AddShortcut', 'UpdateShortcut', 'DeleteShortcut', 'AddOfficeUseClient', 'syncPimsUsers',
  ],
};

describe('every operation the spec names ships in core under its exact name', () => {
  for (const [spec, names] of Object.entries(SPEC_OPERATIONS)) {
    it(spec, () => {
      const missing = names.filter((n) => !(n in operations));
      expect(missing).toEqual([]);
    });
  }
  it('each document is named as its key (the operation name is the contract)', () => {
    for (const [name, doc] of Object.entries(operations)) {
      expect(doc.toString()).toMatch(new RegExp(`(query|mutation)\\s+${name}\\b`));
    }
  });
});
