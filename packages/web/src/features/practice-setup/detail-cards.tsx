/**
 * The read-only organization details and practice details cards (admin §2.4 organization and practice
 * detail, §2.5 practice settings). Labels and states come from core.
 */
import { HStack, Text, Wrap } from '@chakra-ui/react';
import type { AdminLocationFieldsFragment } from '@vetrx/core/fragments/AdminLocationFields';
import type { AdminOrganizationFieldsFragment } from '@vetrx/core/fragments/AdminOrganizationFields';
import type { LocationFieldsFragment } from '@vetrx/core/fragments/LocationFields';
import { yesNoLabel } from '@vetrx/core/admin';
import { formatPhoneDisplay } from '@vetrx/core/format';
import { PIMS_LABELS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import type { ReactNode } from 'react';
import { LuBuilding2, LuHospital } from 'react-icons/lu';
import { PimsConnection } from '../../shared/pims/PimsConnection';
import { useAuthService } from '../../app/auth/AuthProvider';
import { AddressLines, DetailCard, PhoneLines } from '../../components/page/DetailCard';
import { ActiveDot, PharmacyBadge, PimsBadge, WritebackBadge } from './indicators';

function pharmacyNames(list: readonly { name: string; isPrimary: boolean }[]) {
  return [...list].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)).map((p) => p.name).join(', ');
}

export function OrganizationDetailsCard({ organization, actions }: { organization: AdminOrganizationFieldsFragment; actions?: ReactNode }) {
  return (
    <DetailCard
      title={L.organizationDetails}
      icon={<LuBuilding2 />}
      actions={actions}
      data-testid="organization-details"
      rows={[
        { label: L.name, value: organization.name },
        { label: L.dbaName, value: organization.dbaName },
        { label: L.accountNumber, value: organization.accountno },
        { label: L.status, value: <ActiveDot isActive={organization.isActive} /> },
        { label: L.email, value: organization.emailAddress },
        { label: L.fax, value: organization.fax ? formatPhoneDisplay(organization.fax) : null },
        { label: L.website, value: organization.website },
        { label: L.hin, value: organization.HIN },
        { label: L.pimsEnabled, value: yesNoLabel(organization.isPIMSEnabled) },
        { label: L.pharmacies, value: pharmacyNames(organization.organizationPharmacies) },
        { label: L.phones, value: <PhoneLines phones={organization.organizationPhones} />, wide: true },
        { label: L.addresses, value: <AddressLines addresses={organization.organizationAddresses} />, wide: true },
      ]}
    />
  );
}

export function PracticeDetailsCard({ location, actions }: { location: AdminLocationFieldsFragment | LocationFieldsFragment; actions?: ReactNode }) {
  const auth = useAuthService();
  return (
    <DetailCard
      title={L.practiceDetails}
      icon={<LuHospital />}
      actions={actions}
      data-testid="practice-details"
      rows={[
        { label: L.locationName, value: location.name },
        { label: L.organization, value: location.organization?.name },
        { label: L.status, value: <ActiveDot isActive={location.isActive} /> },
        { label: L.email, value: location.emailAddress },
        { label: L.website, value: location.website },
        { label: L.hin, value: location.HIN },
        { label: L.accountNumber, value: location.locationAccountId },
        { label: L.portalType, value: location.locationPortalType.name },
        { label: L.officeUseEnabled, value: yesNoLabel(location.isOfficeUseEnabled) },
        { label: L.priceBook, value: location.priceBookType },
        {
          label: L.primaryPharmacy,
          value: (
            <Wrap gap="2" align="center">
              <PharmacyBadge location={location} />
              {location.locationPharmacies.length > 1 && (
                <Text textStyle="sm" color="fg.muted">
                  {pharmacyNames(location.locationPharmacies)}
                </Text>
              )}
            </Wrap>
          ),
        },
        {
          label: L.pimsConfiguration,
          value: (
            <HStack gap="2" wrap="wrap">
              <PimsBadge location={location} />
              <WritebackBadge location={location} />
            </HStack>
          ),
        },
        ...(location.isPimsEnabled || location.pimsAccountId
          ? [{ label: PIMS_LABELS.pimsConnection, value: <PimsConnection location={location} auth={auth} />, wide: true }]
          : []),
        { label: L.phones, value: <PhoneLines phones={location.locationPhones} />, wide: true },
        { label: L.addresses, value: <AddressLines addresses={location.locationAddresses} />, wide: true },
      ]}
    />
  );
}

