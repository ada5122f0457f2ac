/**
 * The form's buttons: Cancel, Save Draft (Save As Draft when approving), the caller's actions, and the
 * submit button core names (Authorize Rx, Print Rx, Approve), disabled with its reason as tooltip when
 * core's rules refuse (the authorizing user not loaded, an inactive product, who may issue).
 */
import { Box, Button, Flex } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { locationUserQuery, useFormQuery } from '../useFormData';
import { PRESCRIBING_FORM_LABELS, PRESCRIBING_LABELS } from '@vetrx/core/messages';
import { authorizationRefusal, authorizeButtonState, submitAction } from '@vetrx/core/prescription';
import type { ReactNode } from 'react';
import { LuCheck, LuPrinter, LuSave } from 'react-icons/lu';
import { Tooltip } from '../../../components/ui/tooltip';
import { useCurrentLocation, useSession } from '../../../session/SessionContext';
import type { PrescriptionFormProps } from '../../prescriptions/form-types';
import type { LoadedProduct } from '../product';
import type { PrescriptionFormActor, PrescriptionFormEvent } from '../state/types';

interface SubmitBarProps {
  actor: PrescriptionFormActor;
  mode: PrescriptionFormProps['mode'];
  product: LoadedProduct;
  loading: boolean;
  vetsLoaded: boolean;
  workflowUsersLoaded: boolean;
  onCancel?: () => void;
  actionsSlot?: ReactNode;
  attempt(event: PrescriptionFormEvent): void;
}

export function SubmitBar({ actor, mode, product, loading, vetsLoaded, workflowUsersLoaded, onCancel, actionsSlot, attempt }: SubmitBarProps) {
  const { location, locationUser } = useCurrentLocation();
  const { isImpersonating } = useSession();
  const me = useFormQuery(locationUserQuery(locationUser?.id ?? null));
  const productId = useSelector(actor, (s) => s.context.values.productId);
  const authorizingVet = useSelector(actor, (s) => s.context.values.authorizingVet);
  const savingType = useSelector(actor, (s) => s.context.submitType);

  const pharmacyCodes = (location?.locationPharmacies ?? []).map((p) => p.code);
  // Print Rx when no pharmacy of the location fills the product, in the approve form too (core's rule).
  const action = submitAction(product.fullfillmentVendor, pharmacyCodes, mode);
  const buttonState = authorizeButtonState({
    loading,
    authorizingUserResolved: vetsLoaded,
    workflowUserResolved: workflowUsersLoaded,
    product: { isActive: product.isActive && productId !== null },
  });
  // Who may issue (core's rule, the server refuses the same): disabled with the reason as tooltip.
  const refusal = locationUser
    ? authorizationRefusal({
        callerLocationUserId: locationUser.id,
        role: locationUser.role,
        isImpersonating,
        delegatedVetIds: (me.data?.getLocationUser?.delegatedAccess ?? []).map((d) => d.locationUserId),
        authorizingVet,
        productApprovalType: product.productApprovalType,
      })
    : null;
  const submitState = refusal && !buttonState.tooltip ? { disabled: true, tooltip: refusal } : buttonState;
  const now = () => new Date();
  const submitType = action.type;

  return (
    <Flex gap="3" justify="flex-end" wrap="wrap" borderTopWidth="1px" pt="4">
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {PRESCRIBING_FORM_LABELS.cancel}
        </Button>
      )}
      <Button variant="outline" colorPalette="brand" onClick={() => attempt({ type: 'SAVE_DRAFT', now: now() })} loading={loading && savingType === 'SaveAsDraft'} data-testid="save-draft">
        <LuSave /> {mode === 'approval' ? PRESCRIBING_FORM_LABELS.saveAsDraft : PRESCRIBING_LABELS.saveDraft}
      </Button>
      {actionsSlot}
      <Tooltip content={submitState.tooltip ?? ''} disabled={!submitState.tooltip}>
        <Box as="span" display="inline-flex" tabIndex={submitState.tooltip ? 0 : undefined} data-testid="submit-rx-wrapper" aria-label={submitState.tooltip ?? undefined}>
          <Button
            colorPalette="brand"
            disabled={submitState.disabled}
            loading={loading && savingType !== 'SaveAsDraft'}
            onClick={() => attempt(submitType === 'PrintRx' ? { type: 'PRINT', now: now() } : { type: 'AUTHORIZE', now: now() })}
            data-testid="submit-rx"
          >
            {submitType === 'PrintRx' ? <LuPrinter /> : <LuCheck />} {action.label}
          </Button>
        </Box>
      </Tooltip>
    </Flex>
  );
}
