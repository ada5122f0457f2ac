/**
 * /clients/profile/{locationClientId} (clients §2 Client profile): client details, the patients list,
 * the selected patient's profile and medical information, the patient's prescription history, and the
 * Order History section (with the orderHistory feature). The optional query `patientId` (base64) or the
 * navigation state's `locationPatientId` selects a patient. Back goes to /create?createBy=client; a
 * missing client id redirects to /create. Add Patient needs an active client, Add Product an active
 * patient (then /create/rx/product-selection with base64 clientId and patientId).
 */
import { Box, Button, Grid, GridItem, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import { CREATE_BY_CLIENT_PATH, decodeRouteId, encodeRouteId, MAIN_ROUTES } from '@vetrx/core/access';
import { isApiError, ERROR_CODES } from '@vetrx/core/api';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { checkCanAddPatient, clientFullName } from '@vetrx/core/client';
import { CLIENT_EMPTY_STATES, CLIENT_LABELS, CLIENT_TOASTS } from '@vetrx/core/messages';
import { checkCanAddProduct } from '@vetrx/core/patient';
import { useMemo, useState } from 'react';
import { LuArrowLeft, LuRefreshCw } from 'react-icons/lu';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useGql } from '../../api/useGql';
import { PageWrapper } from '../../components/page/PageWrapper';
import { notify } from '../../components/ui/toaster';
import { PatientPrescriptionHistory } from '../../shared/prescriptions/PatientPrescriptionHistory';
import { OrderHistory } from '../../shared/orders/OrderHistory';
import { PatientModal } from '../../shared/patients/PatientModal';
import { PatientWeightEditDialog } from '../../shared/patients/PatientWeightEditDialog';
import { HelpClientButton } from '../../shared/help-client/HelpClientButton';
import { useAuthService } from '../../app/auth/AuthProvider';
import { ClientPimsActions } from '../../shared/pims/ClientPimsActions';
import { PimsLinkDialog } from '../../shared/pims/PimsLinkDialog';
import { PimsPatientImportModal } from '../../shared/pims/PimsPatientImportModal';
import { usePatientPimsDiff, useClientPimsUpdate } from '../../shared/pims/PimsUpdates';
import { usePimsAccount } from '../../shared/pims/usePimsAccount';
import { EditClientDialog } from './EditClientDialog';
import { ClientDetailsPanel, MedicalInformationPanel, Panel, PatientProfilePanel, PatientsPanel } from './ProfilePanels';
import { useLocationFlags } from '../../session/useLocationFlags';
import { TOAST_DURATION } from '../../lib/ui-constants';
import { useRecordLocation } from '../../session/useRecordLocation';

const short = { duration: TOAST_DURATION.short };

export default function ClientProfilePage() {
  const { locationClientId } = useParams();
  if (!locationClientId) return <Navigate to={MAIN_ROUTES.create} replace />;
  return <Profile key={locationClientId} locationClientId={locationClientId} />;
}

function Profile({ locationClientId }: { locationClientId: string }) {
  const navigate = useNavigate();
  const { state: routeStateRaw, pathname } = useLocation();
  const routeState = routeStateRaw as { locationPatientId?: string | number } | null;
  const [params, setParams] = useSearchParams();
  const flags = useLocationFlags();
  const query = useGql(GetLocationClientDocument, { id: locationClientId });
  const client = query.data?.getLocationClient ?? null;
  // A client of another of the user's locations: the page works at the client's.
  useRecordLocation(client?.locationId);
  const [editingClient, setEditingClient] = useState<'edit' | 'pims' | null>(null);
  const [patientModal, setPatientModal] = useState<'add' | 'edit' | 'pims' | null>(null);
  const [editingWeight, setEditingWeight] = useState(false);
  const [pimsDialog, setPimsDialog] = useState<'link' | 'import' | null>(null);
  const pims = usePimsAccount();
  const auth = useAuthService();

  const patients = useMemo(() => (client?.locationPatientClients ?? []).flatMap((l) => (l.locationPatient ? [l.locationPatient] : [])), [client]);
  const queryPatientId = params.get('patientId') ? decodeRouteId(params.get('patientId')!) : null;
  const wantedId = queryPatientId ?? (routeState?.locationPatientId != null ? String(routeState.locationPatientId) : null);
  const firstActive = [...(client?.locationPatientClients ?? [])]
    .filter((l) => l.locationPatient)
    .sort((a, b) => Number(b.isActive && b.locationPatient!.isActive) - Number(a.isActive && a.locationPatient!.isActive) || a.locationPatient!.name.localeCompare(b.locationPatient!.name))[0]
    ?.locationPatient;
  const patient = patients.find((p) => p.id === wantedId) ?? firstActive ?? null;

  const clientPims = useClientPimsUpdate(client, pims.account);
  const patientDiffs = usePatientPimsDiff(patient, pims.account);

  const selectPatient = (id: string) => setParams({ patientId: encodeRouteId(id) }, { replace: true });

  const addPatient = () => {
    if (!client) return;
    const r = checkCanAddPatient(client);
    if (!r.ok) notify('warning', CLIENT_TOASTS.clientNotActive, short);
    else setPatientModal('add');
  };
  const addProduct = () => {
    if (!client || !patient) return;
    const r = checkCanAddProduct(patient);
    if (!r.ok) {
      notify('warning', CLIENT_TOASTS.patientNotActive, short);
      return;
    }
    navigate(`${MAIN_ROUTES.productSelection}?clientId=${encodeURIComponent(encodeRouteId(client.id))}&patientId=${encodeURIComponent(encodeRouteId(patient.id))}`);
  };

  const back = (
    <Button variant="outline" onClick={() => navigate(CREATE_BY_CLIENT_PATH)} data-testid="profile-back">
      <LuArrowLeft /> {CLIENT_LABELS.back}
    </Button>
  );

  if (query.isPending) {
    return (
      <PageWrapper actions={back}>
        <Grid templateColumns={{ base: '1fr', lg: '360px 1fr' }} gap="5">
          <Skeleton h="72" borderRadius="xl" />
          <Skeleton h="96" borderRadius="xl" />
        </Grid>
      </PageWrapper>
    );
  }
  if (!client) {
    const notFound = isApiError(query.error, ERROR_CODES.NOT_FOUND) || query.data?.getLocationClient === null;
    return (
      <PageWrapper actions={back}>
        <Box borderWidth="1px" borderRadius="xl" bg="bg" p="10" textAlign="center" data-testid="profile-not-found">
          <Text fontWeight="medium">{notFound ? CLIENT_EMPTY_STATES.noDataFound : (query.error?.message ?? CLIENT_EMPTY_STATES.noDataFound)}</Text>
        </Box>
      </PageWrapper>
    );
  }

  return (
    <PageWrapper
      title={clientFullName(client)}
      trail={[{ label: clientFullName(client) }]}
      actions={
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <HelpClientButton client={client} auth={auth} />
          {back}
        </HStack>
      }
    >
      {!client.isActive && (
        // clients §8: 'Client is not active' / 'Please activate client.' — the whole notice, with the way out.
        <Alert.Root status="warning" mb="5" data-testid="client-inactive-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{CLIENT_TOASTS.clientNotActive.title}</Alert.Title>
            <Alert.Description>{CLIENT_TOASTS.clientNotActive.description}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" onClick={() => setEditingClient('edit')} data-testid="client-inactive-edit">
            {CLIENT_LABELS.updateClient}
          </Button>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(300px, 380px) 1fr' }} gap="5" alignItems="start">
        <GridItem minW="0">
          <Stack gap="5">
            <ClientDetailsPanel
              client={client}
              pims={flags.pims}
              onEdit={() => setEditingClient('edit')}
              pimsSlot={
                pims.account ? (
                  <ClientPimsActions
                    client={client}
                    diffs={clientPims.diffs}
                    canImport={pims.pimsImport}
                    onReview={() => setEditingClient('pims')}
                    onLink={() => setPimsDialog('link')}
                    onImport={() => setPimsDialog('import')}
                  />
                ) : null
              }
            />
            <PatientsPanel client={client} selectedId={patient?.id ?? null} onSelect={selectPatient} onAdd={addPatient} />
          </Stack>
        </GridItem>
        <GridItem minW="0">
          <Stack gap="5">
            {patient ? (
              <>
                <Grid templateColumns={{ base: '1fr', xl: '1.1fr 1fr' }} gap="5" alignItems="start">
                  <PatientProfilePanel
                    patient={patient}
                    features={flags.features}
                    pims={flags.pims}
                    onEdit={() => setPatientModal('edit')}
                    onEditWeight={() => setEditingWeight(true)}
                    onAddProduct={addProduct}
                    pimsUpdate={
                      patientDiffs.length > 0 ? (
                        <Button size="xs" colorPalette="blue" variant="subtle" onClick={() => setPatientModal('pims')} data-testid="patient-pims-update">
                          <LuRefreshCw /> {CLIENT_LABELS.pimsUpdateAvailable}
                        </Button>
                      ) : null
                    }
                  />
                  <MedicalInformationPanel patient={patient} />
                </Grid>
                <Box layerStyle="card" p={{ base: '4', md: '5' }} minW="0">
                  <PatientPrescriptionHistory key={patient.id} locationPatientId={patient.id} />
                </Box>
              </>
            ) : (
              <Panel heading={CLIENT_LABELS.patientProfile}>
                <Text color="fg.muted" textAlign="center" py="6">
                  {CLIENT_EMPTY_STATES.noPatient}
                </Text>
              </Panel>
            )}
            {flags.orderHistory && flags.locationId && (
              <Stack as="section" gap="3" aria-labelledby="order-history-heading" data-testid="profile-order-history">
                <Heading as="h2" size="md" id="order-history-heading">
                  {CLIENT_LABELS.orderHistory}
                </Heading>
                <OrderHistory scope={{ kind: 'patients', locationId: flags.locationId, locationPatientIds: patients.map((p) => p.id) }} compact />
              </Stack>
            )}
          </Stack>
        </GridItem>
      </Grid>
      <EditClientDialog
        client={client}
        open={editingClient !== null}
        onClose={() => setEditingClient(null)}
        pimsUpdate={editingClient === 'pims' && clientPims.caretaker ? { caretaker: clientPims.caretaker, diffs: clientPims.diffs } : null}
      />
      {pims.account && pimsDialog === 'link' && <PimsLinkDialog open account={pims.account} locationClientId={client.id} onClose={() => setPimsDialog(null)} />}
      {pims.account && flags.locationId && pimsDialog === 'import' && (
        <PimsPatientImportModal
          open
          onClose={() => setPimsDialog(null)}
          account={pims.account}
          locationId={flags.locationId}
          locationClientId={client.id}
          clientName={clientFullName(client)}
          caretaker={{ pimsId: client.pimsId, providerId: client.pimsProviderId }}
          onImported={(id) => {
            setPimsDialog(null);
            navigate(pathname, { replace: true, state: { locationClientId: client.id, locationPatientId: id } });
          }}
        />
      )}
      {flags.locationId && (
        <PatientModal
          open={patientModal !== null}
          mode={patientModal === 'add' || patientModal === null ? 'add' : 'edit'}
          pimsDiffs={patientModal === 'pims' ? patientDiffs : undefined}
          onClose={() => setPatientModal(null)}
          locationId={flags.locationId}
          locationClientId={client.id}
          features={flags.features}
          patient={patientModal === 'edit' || patientModal === 'pims' ? patient : null}
          onSaved={(id) => {
            setPatientModal(null);
            selectPatient(id);
          }}
        />
      )}
      {patient && editingWeight && <PatientWeightEditDialog patient={patient} open={editingWeight} onClose={() => setEditingWeight(false)} />}
    </PageWrapper>
  );
}
