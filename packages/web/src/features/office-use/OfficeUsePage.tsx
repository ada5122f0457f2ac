/**
 * /officeuserx (admin §2.5 Office use): the office details — name, e-mail, phones and address of the
 * location's office-use client, created automatically if missing — a Search Drug Name button to the
 * office product selection, and the office-use patient's prescriptions (active only by default).
 */
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { MAIN_ROUTES } from '@vetrx/core/access';
import { ADMIN_LABELS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { LuBuilding2, LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useCurrentLocation } from '../../session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { AddressLines, DetailCard, PhoneLines } from '../../components/page/DetailCard';
import { PageProblem } from '../../components/page/PageProblem';
import { OfficePrescriptions } from './OfficePrescriptions';
import { useOfficeUseClient } from './useOfficeUseClient';

export default function OfficeUsePage() {
  const navigate = useNavigate();
  const { locationId } = useCurrentLocation();
  const { client, patient, creating, isError, retry } = useOfficeUseClient(locationId);
  const searchDrug = () => navigate(MAIN_ROUTES.officeUseProductSelection, { state: { isOfficeUse: true } });

  return (
    <PageWrapper
      actions={
        <Button colorPalette="brand" onClick={searchDrug} disabled={!client} data-testid="search-drug-name">
          <LuSearch /> {ADMIN_LABELS.searchDrugName}
        </Button>
      }
    >
      {isError && !client ? (
        <PageProblem notFound={false} message={L.officeClientSetupFailed} onRetry={retry} />
      ) : !client ? (
        <Stack align="center" gap="3" py="16" color="fg.muted" data-testid="office-client-loading">
          <Spinner color="brand.solid" />
          {creating && <Text>{L.creatingOfficeClient}</Text>}
        </Stack>
      ) : (
        <Stack gap="5">
          <DetailCard
            title={L.officeDetails}
            icon={<LuBuilding2 />}
            data-testid="office-details"
            rows={[
              { label: L.name, value: [client.firstName, client.lastName].filter(Boolean).join(' ') },
              { label: L.email, value: client.email },
              { label: L.phones, value: <PhoneLines phones={client.phones} /> },
              { label: L.addresses, value: <AddressLines addresses={client.addresses} />, wide: true },
            ]}
          />
          {patient && <OfficePrescriptions locationPatientId={patient.id} />}
        </Stack>
      )}
    </PageWrapper>
  );
}
