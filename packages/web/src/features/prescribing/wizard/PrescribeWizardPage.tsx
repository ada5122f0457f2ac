/**
 * /create/rx/ — the prescribe wizard (prescribing §2): Select Product, Select Client, Select Patient,
 * Prescribe. Core's wizard machine skips steps already known (from the base64 query parameters) and
 * clears the patient when the client changes; the header card shows the client (or Office Use), the
 * patient and the product with Change. After submit: the client profile (with patientId), or /create.
 */
import { Badge, Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetProductByProductIdDocument } from '@vetrx/core/operations/GetProductByProductId';
import { GetLocationPatientDocument } from '@vetrx/core/operations/getLocationPatient';
import { prescribeWizardMachine, prescribeWizardStepBar } from '@vetrx/core/prescription';
import { PRESCRIBING_LABELS, PRESCRIBING_UI } from '@vetrx/core/messages';
import { decodeRxQueryParams, encodeRxQueryParams } from '@vetrx/core/product';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { LuPawPrint, LuPill, LuUser } from 'react-icons/lu';
import { StepMarker } from '../../../components/ui/step-marker';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useGql } from '../../../api/useGql';
import { PageWrapper } from '../../../components/page/PageWrapper';
import { PrescriptionForm } from '../../../shared/prescription-form/PrescriptionForm';
import { type ChosenProduct, ProductSelection } from '../../../shared/products/selection/ProductSelection';
import { PatientFactsPanel } from '../../../shared/patients/PatientFactsPanel';
import { ClientPicker, PatientPicker } from '../../../shared/clients/pickers';
import { useRecordLocation } from '../../../session/useRecordLocation';

function HeaderItem({ icon, label, value, onChange, testId }: { icon: ReactNode; label: string; value: ReactNode; onChange?: () => void; testId: string }) {
  return (
    <Flex align="center" gap="3" minW="0" flex="1" data-testid={testId}>
      <Box color="brand.solid" flexShrink={0} aria-hidden>
        {icon}
      </Box>
      <Stack gap="0" minW="0" flex="1">
        <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.05em">
          {label}
        </Text>
        <Text fontWeight="semibold" truncate>
          {value}
        </Text>
      </Stack>
      {onChange && (
        <Button size="xs" variant="outline" onClick={onChange} data-testid={`${testId}-change`}>
          {PRESCRIBING_LABELS.change}
        </Button>
      )}
    </Flex>
  );
}

export default function PrescribeWizardPage() {
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { isOfficeUse?: boolean } | null };
  const [params, setParams] = useSearchParams();
  const initial = useRef(decodeRxQueryParams(Object.fromEntries(params)));
  const isOfficeUse = state?.isOfficeUse === true;
  const [snapshot, send] = useMachine(prescribeWizardMachine, {
    input: { productId: initial.current.productId, clientId: initial.current.clientId, patientId: initial.current.patientId, isOfficeUse, isEditing: false },
  });
  const ctx = snapshot.context;
  // The steps in the order taken (a client chosen first stands before Select Product), from core.
  const steps = prescribeWizardStepBar(ctx, snapshot.status === 'done' ? 'done' : String(snapshot.value));
  const currentStep = steps.find((s) => s.status === 'current');

  // The wizard's ids go to the URL (base64), replacing the history entry.
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const k of ['clientId', 'patientId', 'productId']) next.delete(k);
        for (const [k, v] of Object.entries(encodeRxQueryParams({ clientId: ctx.clientId, patientId: ctx.patientId, productId: ctx.productId }))) next.set(k, v);
        return next;
      },
      { replace: true, state },
    );
  }, [ctx.clientId, ctx.patientId, ctx.productId, setParams, state]);

  useEffect(() => {
    if (snapshot.status === 'done') navigate(snapshot.output.redirectTo);
  }, [snapshot.status, snapshot.output, navigate]);

  const client = useGql(GetLocationClientDocument, ctx.clientId ? { id: ctx.clientId } : null);
  // A client of another of the user's locations: the prescription is written at the client's.
  useRecordLocation(client.data?.getLocationClient?.locationId);
  const patient = useGql(GetLocationPatientDocument, ctx.patientId ? { id: ctx.patientId } : null);
  const product = useGql(GetProductByProductIdDocument, ctx.productId ? { id: ctx.productId } : null);
  const clientName = client.data?.getLocationClient ? [client.data.getLocationClient.firstName, client.data.getLocationClient.lastName].filter(Boolean).join(' ') : null;

  const onChosen = useCallback((c: ChosenProduct) => send({ type: 'PRODUCT_SELECTED', productId: c.selection.productId }), [send]);
  const onExit = useCallback((path: string) => navigate(path), [navigate]);
  const can = (type: 'CHANGE_PRODUCT' | 'CHANGE_CLIENT' | 'CHANGE_PATIENT') => snapshot.can({ type });

  return (
    <PageWrapper trail={[{ label: currentStep?.label ?? PRESCRIBING_LABELS.prescribe }]}>
      <Stack gap="5" data-testid="prescribe-wizard" data-step={currentStep?.state}>
        <WizardSteps steps={steps} />
        {(ctx.clientId || ctx.isOfficeUse || ctx.productId) && (
          <Stack layerStyle="card" gap="4" p="4" data-testid="wizard-header">
            <Flex gap={{ base: '3', md: '6' }} direction={{ base: 'column', md: 'row' }}>
              <HeaderItem
                icon={<LuUser />}
                label={PRESCRIBING_UI.client}
                testId="header-client"
                value={ctx.isOfficeUse ? <Badge colorPalette="brand">{PRESCRIBING_LABELS.officeUse}</Badge> : client.isPending && ctx.clientId ? <Skeleton h="4" w="32" /> : (clientName ?? '—')}
                onChange={can('CHANGE_CLIENT') ? () => send({ type: 'CHANGE_CLIENT' }) : undefined}
              />
              {!ctx.isOfficeUse && (
                <HeaderItem
                  icon={<LuPawPrint />}
                  label={PRESCRIBING_UI.patient}
                  testId="header-patient"
                  value={patient.data?.getLocationPatient?.name ?? '—'}
                  onChange={can('CHANGE_PATIENT') ? () => send({ type: 'CHANGE_PATIENT' }) : undefined}
                />
              )}
              <HeaderItem
                icon={<LuPill />}
                label={PRESCRIBING_UI.product}
                testId="header-product"
                value={product.data?.getProductByProductId?.title ?? '—'}
                onChange={can('CHANGE_PRODUCT') ? () => send({ type: 'CHANGE_PRODUCT' }) : undefined}
              />
            </Flex>
            {/* What a vet doses by, under the patient's name. */}
            {!ctx.isOfficeUse && patient.data?.getLocationPatient && (
              <Box borderTopWidth="1px" pt="3">
                <PatientFactsPanel variant="embedded" patient={patient.data.getLocationPatient} />
              </Box>
            )}
          </Stack>
        )}
        {snapshot.matches('selectProduct') && <ProductSelection isOfficeUse={ctx.isOfficeUse} header={false} onChosen={onChosen} onExit={onExit} />}
        {snapshot.matches('selectClient') && (
          <ClientPicker onSelect={(clientId) => send({ type: 'CLIENT_SELECTED', clientId })} onAdded={(clientId) => send({ type: 'CLIENT_SELECTED', clientId })} />
        )}
        {snapshot.matches('selectPatient') && ctx.clientId && <PatientPicker clientId={ctx.clientId} onSelect={(patientId) => send({ type: 'PATIENT_SELECTED', patientId })} />}
        {snapshot.matches('prescribe') && ctx.productId && (
          <PrescriptionForm
            key={`${ctx.productId}-${ctx.clientId}-${ctx.patientId}`}
            mode="create"
            source={{ kind: 'new', productId: ctx.productId, clientId: ctx.clientId, patientId: ctx.patientId, isOfficeUse: ctx.isOfficeUse }}
            onSaved={() => send({ type: 'SUBMITTED' })}
          />
        )}
      </Stack>
    </PageWrapper>
  );
}

/**
 * Where the vet is in the wizard: core's step bar, an ordered list in the order the steps were taken
 * (done, then the current one marked `aria-current="step"`, then what is to come). Chakra's Steps renders
 * a tab list whose tabs exist only with clickable triggers, which axe reports as critical; these steps
 * are not clickable.
 */
function WizardSteps({ steps }: { steps: ReturnType<typeof prescribeWizardStepBar> }) {
  const last = steps.length - 1;
  return (
    <HStack as="ol" gap="2" listStyleType="none" aria-label={PRESCRIBING_UI.wizardSteps} data-testid="wizard-steps">
      {steps.map((s, index) => {
        const state = s.status;
        return (
          <HStack as="li" key={s.state} gap="2" flex={index < last ? '1' : undefined} minW="0" aria-current={state === 'current' ? 'step' : undefined} data-state={state} data-step={s.state}>
            <StepMarker state={state} number={index + 1} />
            <Text textStyle="sm" fontWeight="medium" whiteSpace="nowrap" color={state === 'upcoming' ? 'fg.muted' : 'fg'} display={{ base: state === 'current' ? 'block' : 'none', md: 'block' }}>
              {s.label}
            </Text>
            {index < last && <Box flex="1" h="2px" minW="4" borderRadius="full" bg={state === 'complete' ? 'brand.solid' : 'border'} aria-hidden />}
          </HStack>
        );
      })}
    </HStack>
  );
}
