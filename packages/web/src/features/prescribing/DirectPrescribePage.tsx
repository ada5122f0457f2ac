/**
 * /create/rx/direct/ — draft editing (prescribing §2): receives a prescription in navigation state,
 * titled Editing Draft, no step bar, Back goes back. Copy and Decline-and-copy use the same route with
 * a copy of the task or prescription without its id (`copy: true`). With only `prescriptionId` in the
 * state, the draft is loaded.
 */
import { Button, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import { GetPrescriptionDocument } from '@vetrx/core/operations/GetPrescription';
import { PRESCRIBING_LABELS, PRESCRIBING_UI } from '@vetrx/core/messages';
import { afterPrescribePath } from '@vetrx/core/prescription';
import { LuArrowLeft } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router';
import { useGql } from '../../api/useGql';
import { PageWrapper } from '../../components/page/PageWrapper';
import { PrescriptionForm } from '../../shared/prescription-form/PrescriptionForm';
import type { SavedPrescriptionSource } from '../../shared/prescriptions/form-types';
import type { DirectPrescribeState } from '../../shared/prescriptions/copy-navigation';
import { PatientFactsPanel } from '../../shared/patients/PatientFactsPanel';

/**
 * Navigation state of /create/rx/direct/: a prescription (a copy has no id, `copy: true` — see core's
 * `directPrescribeCopyState`), or the id of a draft to load.
 */

export default function DirectPrescribePage() {
  const navigate = useNavigate();
  const { state } = useLocation() as { state: DirectPrescribeState | null };
  const needsLoad = !state?.prescription && !!state?.prescriptionId;
  const loaded = useGql(GetPrescriptionDocument, needsLoad ? { id: state!.prescriptionId! } : null);
  const given = state?.prescription;
  const prescription: SavedPrescriptionSource | null =
    given && given.productId != null ? { ...given, productId: given.productId } : (loaded.data?.getPrescription ?? null);
  const copy = state?.copy === true || (!!prescription && !prescription.id);
  return (
    <PageWrapper trail={[{ label: PRESCRIBING_LABELS.editingDraft }]}>
      <Stack gap="5" data-testid="direct-prescribe">
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" size="lg">
            {PRESCRIBING_LABELS.editingDraft}
          </Heading>
          <Button variant="outline" size="sm" onClick={() => navigate(-1)} data-testid="direct-back">
            <LuArrowLeft /> {PRESCRIBING_LABELS.back}
          </Button>
        </Flex>
        {needsLoad && loaded.isPending ? (
          <Skeleton h="64" borderRadius="xl" />
        ) : !prescription ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{PRESCRIBING_UI.missingPrescription}</Alert.Description>
          </Alert.Root>
        ) : (
          <>
            {/* Draft editing and copies say for whom (client and patient) and what a vet doses by. */}
            <PatientFactsPanel
              isOfficeUse={prescription.isOfficeUse === true}
              clientId={prescription.locationClientId == null ? null : String(prescription.locationClientId)}
              patientId={prescription.locationPatientId == null ? null : String(prescription.locationPatientId)}
            />
            <PrescriptionForm
              mode="create"
              source={{ kind: 'prescription', prescription, copy }}
              onSaved={({ prescription: rx }) => navigate(afterPrescribePath(rx.locationClientId, rx.locationPatientId, { isOfficeUse: rx.isOfficeUse }))}
            />
          </>
        )}
      </Stack>
    </PageWrapper>
  );
}
