/**
 * The prescription form (prescribing §2, §4, §5) — one component for the wizard's Prescribe step, draft
 * editing and copies, and the approvals cards (`mode="approval"`). Props: README.md in this folder.
 *
 * Core's prescription-form machine owns the form's state and its flow: values, touched fields, the errors
 * of a failed check and the server's field errors; refills and controlled reactions, product changes,
 * conflict note, patient prompt, Schedule II confirmation, submission. Core's `visibleFieldErrors` says
 * which message shows under which field (core's check as soon as a field is touched).
 */
import { Skeleton, Stack } from '@chakra-ui/react';
import { useCurrentLocation } from '../../session/SessionContext';
import {
  formValuesFromSaved,
  formValuesFromTask,
  initialPrescriptionFormValues,
  preselectAuthorizingVet,
  type PrescriptionFormValues,
} from '@vetrx/core/prescription';
import { useState } from 'react';
import { UnlinkedPatientAlert } from '../pims/UnlinkedPatientAlert';
import { FormBody } from './FormBody';
import { formProductOf, type LoadedProduct } from './product';
import { draftIdOf, type PrescriptionFormProps, sourceIds } from '../prescriptions/form-types';
import { useFormData } from './useFormData';

export type { PrescriptionFormProps } from '../prescriptions/form-types';

function initialValues(props: PrescriptionFormProps, product: LoadedProduct, ctx: { locationId: string; today: Date; vet: string | null; requestedQuantity: number | null }): PrescriptionFormValues {
  const fp = formProductOf(product);
  const ids = sourceIds(props.source);
  const s = props.source;
  let values: PrescriptionFormValues;
  if (s.kind === 'new') {
    values = initialPrescriptionFormValues({ product: fp, today: ctx.today, locationClientId: ids.clientId, locationPatientId: ids.patientId, isOfficeUse: ids.isOfficeUse });
  } else if (s.kind === 'prescription') {
    values = formValuesFromSaved(s.prescription, { product: fp, today: ctx.today, copy: s.copy === true, requestedQuantity: ctx.requestedQuantity });
  } else {
    const draft = s.task.prescription?.rxStatus?.code === 'Draft' ? s.task.prescription : null;
    const previous = draft ?? s.task.previousPrescription ?? null;
    if (draft) {
      values = formValuesFromSaved(draft, { product: fp, today: ctx.today, requestedQuantity: ctx.requestedQuantity });
    } else {
      const fresh = formValuesFromTask(s.task, { product: fp, today: ctx.today });
      values = previous
        ? {
            ...formValuesFromSaved(previous, { product: fp, today: ctx.today, copy: true, requestedQuantity: ctx.requestedQuantity }),
            quantity: fresh.quantity,
            flavorId: fresh.flavorId ?? previous.flavorId ?? null,
            prescExpiryDate: fresh.prescExpiryDate,
            autoShipPrompt: fresh.autoShipPrompt,
            rxOriginCode: null,
          }
        : fresh;
    }
    values = { ...values, locationClientId: ids.clientId, locationPatientId: ids.patientId, isOfficeUse: false };
  }
  return {
    ...values,
    productId: fp.productId,
    productName: fp.productName,
    strength: fp.strength,
    productPresentationId: fp.productPresentationId,
    locationId: ctx.locationId,
    authorizingVet: ctx.vet,
  };
}

export function PrescriptionForm(props: PrescriptionFormProps) {
  const ids = sourceIds(props.source);
  const data = useFormData({ productId: ids.productId, presentationId: null, clientId: ids.clientId, patientId: ids.patientId, isOfficeUse: ids.isOfficeUse });
  const ready = data.product !== null && data.vetsLoaded && !data.patientLoading && data.locationId !== null;
  if (!ready || !data.product) {
    return (
      <Stack gap="3" data-testid="prescription-form-loading">
        <Skeleton h="28" borderRadius="lg" />
        <Skeleton h="48" borderRadius="lg" />
        <Skeleton h="20" borderRadius="lg" />
      </Stack>
    );
  }
  return <StartedForm props={props} data={data} product={data.product} locationId={data.locationId!} />;
}

/** The form once its data has loaded: it starts once, from what was loaded first (later loads do not reset it). */
function StartedForm({ props, data, product, locationId }: { props: PrescriptionFormProps; data: ReturnType<typeof useFormData>; product: LoadedProduct; locationId: string }) {
  const ids = sourceIds(props.source);
  const { locationUser } = useCurrentLocation();
  const requestedQuantity = props.task?.quantityRequested ?? null;
  const [initial] = useState(() => {
    const savedVet = props.source.kind === 'prescription' ? props.source.prescription.authorizingVet : props.source.kind === 'task' ? (props.source.task.prescription?.authorizingVet ?? null) : null;
    const vet = preselectAuthorizingVet({
      currentUser: locationUser ? { id: locationUser.id, isActive: locationUser.isActive, role: locationUser.role } : null,
      options: data.vets,
      draftAuthorizingVet: savedVet ?? null,
      patientPrescribingVet: data.patient?.prescVetLocationUserId ?? null,
    });
    return initialValues(props, product, { locationId, today: new Date(), vet: vet === null ? null : String(vet), requestedQuantity });
  });
  return (
    <Stack gap="4">
      {/* Prescribing for a patient not linked to PIMS (clients §2 unlinked-patient alert). */}
      {props.mode === 'create' && !ids.isOfficeUse && <UnlinkedPatientAlert client={data.client} patient={data.patient} />}
      <FormBody
        {...props}
        initialValues={initial}
        initialProduct={product}
        draftId={draftIdOf(props)}
        isOfficeUse={ids.isOfficeUse}
        requestedQuantity={requestedQuantity}
      />
    </Stack>
  );
}
