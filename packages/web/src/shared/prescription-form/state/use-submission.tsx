/**
 * The submission: saves what the machine submits (add or update, the task it answers, the workflow
 * choice), then the toast, the lists refetched, the print view when the save prints, and the caller's
 * onSaved. Print after authorizing opens the print view first (the spec's order), which calls back to
 * issue the prescription and print the record's page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { AddPrescriptionDocument, type AddPrescriptionMutationVariables } from '@vetrx/core/operations/AddPrescription';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { GetPrescriptionDocument } from '@vetrx/core/operations/GetPrescription';
import { GetPrescriptionsByLocationPatientIdDocument } from '@vetrx/core/operations/GetPrescriptionsByLocationPatientId';
import { UpdatePrescriptionDocument } from '@vetrx/core/operations/UpdatePrescription';
import { UpsertPrescriptionWorkflowDocument } from '@vetrx/core/operations/upsertPrescriptionWorkflow';
import { isControlledProduct } from '@vetrx/core/controlled';
import { APPROVALS_TOASTS, type ToastText } from '@vetrx/core/messages';
import { approvalSaveOutcomeToast, type AddPrescriptionType, type PrintSource, saveOutcomeToast } from '@vetrx/core/prescription';
import { buildPrescriptionWorkflowVariables, buildTaskAttachment, hasWorkflowChoice } from '@vetrx/core/task';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { serverMessage } from '../../../api/errors';
import { operationName } from '../../../api/useGql';
import { useGqlMutation } from '../../../api/useGqlMutation';
import { notify } from '../../../components/ui/toaster';
import { TOAST_DURATION } from '../../../lib/ui-constants';
import { useCurrentLocation } from '../../../session/SessionContext';
import { PrintView } from '../../print/PrintView';
import { usePrintHost } from '../../print/print-host';
import { printSourceOf } from '../../print/printSource';
import type { PrescriptionDetail, PrescriptionFormProps } from '../../prescriptions/form-types';
import type { LoadedProduct } from '../product';
import type { useFormData } from '../useFormData';
import type { PrescriptionFormActor } from './types';

type PrintState = { kind: 'before' } | { kind: 'after'; source: PrintSource; rx: PrescriptionDetail; type: AddPrescriptionType } | null;

// The patient's list (GetPrescriptionsByLocationPatientId) includes the office-use patient's on /officeuserx.
const LIST_QUERIES = [GetPrescriptionHistoryDocument, GetPrescriptionCountDocument, GetPrescriptionDocument, GetPrescriptionsByLocationPatientIdDocument];

interface SubmissionInput {
  props: PrescriptionFormProps;
  draftId: string | null;
  product: LoadedProduct;
  pharmacies: ReturnType<typeof useFormData>['pharmacies'];
  /** After a save: what follows is not a leave without saving. */
  markSaved(): void;
}

export function useSubmission(actor: PrescriptionFormActor, { props, draftId, product, pharmacies, markSaved }: SubmissionInput) {
  const { mode, task } = props;
  const { location, locationUser } = useCurrentLocation();
  const queryClient = useQueryClient();
  const stateName = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'editing'));
  const controlled = isControlledProduct(product);
  const [printAfter, setPrintAfter] = useState(props.printAfterAuthorizing === true);
  const [print, setPrint] = useState<PrintState>(null);
  // The screen's place for the print view after the save, when it has one (the approvals queue).
  const printHost = usePrintHost();
  // Print after authorizing: the prescription the print view had the form issue.
  const issuedForPrint = useRef<PrescriptionDetail | null>(null);

  const toastOf = useCallback(
    (type: AddPrescriptionType, ok: boolean, message?: string | null): ToastText =>
      mode === 'approval' ? approvalSaveOutcomeToast(type, ok, message) : saveOutcomeToast(type, ok, message),
    [mode],
  );

  // The mutations' `mutateAsync` keep their identity between renders (the results around them do not).
  const add = useGqlMutation(AddPrescriptionDocument);
  const update = useGqlMutation(UpdatePrescriptionDocument);
  const { mutateAsync: addRx } = add;
  const { mutateAsync: updateRx } = update;
  const { mutateAsync: upsertWorkflow } = useGqlMutation(UpsertPrescriptionWorkflowDocument);

  const finish = useCallback(
    (rx: PrescriptionDetail, type: AddPrescriptionType) => {
      props.onSaved?.({ prescription: rx, type });
    },
    [props],
  );

  // Print after authorizing: the view issues the prescription through the form's own submit.
  const submitRef = useRef<(forPrint?: boolean) => Promise<PrescriptionDetail | null>>(async () => null);
  const issueForPrint = useCallback(async () => {
    const rx = await submitRef.current(true);
    if (!rx) return null;
    issuedForPrint.current = rx;
    return { source: printSourceOf(rx, { pharmacies, priceBookType: location?.priceBookType ?? null }), rx: { id: rx.id, prints: [] } };
  }, [pharmacies, location]);
  const closeIssuedPrint = useCallback(
    (close: () => void) => {
      close();
      const rx = issuedForPrint.current;
      issuedForPrint.current = null;
      if (rx) finish(rx, 'AuthorizeRx');
    },
    [finish],
  );

  /**
   * Saves what the machine submits. With `forPrint` (print after authorizing, issue 59 item 3) the saved
   * prescription is answered instead of printed or finished here.
   */
  const submit = useCallback(async (forPrint = false): Promise<PrescriptionDetail | null> => {
    const ctx = actor.getSnapshot().context;
    const vars = ctx.variables;
    if (!vars) return null;
    const type = vars.addPrescriptionType;
    if (type === 'AuthorizeRx' && printAfter && !controlled && !forPrint) {
      // Drawn by the screen when it can: issuing can take the form away (an approved request leaves the queue).
      if (printHost) printHost((close) => <PrintView issue={issueForPrint} onClose={() => closeIssuedPrint(close)} />);
      else setPrint({ kind: 'before' });
      return null;
    }
    // prescriptionTaskToAttach as core builds it: the status the task takes (approved when issuing).
    let attach = null;
    if (task) {
      const built = buildTaskAttachment(
        { id: task.id, uuid: '', type: task.type ?? '', status: task.status ?? '', action: task.action ?? null, initiatedBy: task.initiatedBy ?? null, origin: task.origin ?? null },
        { id: locationUser?.id ?? '', uuid: locationUser?.uuid ?? '' },
        type,
      );
      if (!built.ok) {
        notify('error', { title: APPROVALS_TOASTS.errorApprovingRequest.title, description: Object.values(built.errors)[0] }, { duration: TOAST_DURATION.short });
        return null;
      }
      attach = { ...built.value, id: String(built.value.id) };
    }
    const input = vars.input as unknown as AddPrescriptionMutationVariables['input'];
    try {
      let rx: PrescriptionDetail;
      if (draftId) {
        const { locationId: _omit, ...rest } = input;
        rx = (await updateRx({ id: draftId, input: rest, addPrescriptionType: type, prescriptionTaskToAttach: attach })).updatePrescription;
      } else {
        rx = (await addRx({ input, addPrescriptionType: type, prescriptionTaskToAttach: attach })).addPrescription;
      }
      const v = ctx.values;
      if (hasWorkflowChoice(v) && v.workflowLocationUserId !== null && v.currentWorkflowStatusId !== null && locationUser) {
        try {
          await upsertWorkflow(
            buildPrescriptionWorkflowVariables({
              prescriptionId: rx.id,
              value: { workflowLocationUserId: v.workflowLocationUserId, currentWorkflowStatusId: v.currentWorkflowStatusId, internalNote: null },
              actedBy: { id: locationUser.id, uuid: locationUser.uuid },
              now: new Date(),
            }) as never,
          );
        } catch (e) {
          notify('error', { title: APPROVALS_TOASTS.errorRx.title, description: serverMessage(e) }, { duration: TOAST_DURATION.short });
        }
      }
      actor.send({ type: 'SUBMITTED' });
      markSaved();
      notify('success', toastOf(type, true), { duration: TOAST_DURATION.short });
      await Promise.all(LIST_QUERIES.map((d) => queryClient.invalidateQueries({ queryKey: [operationName(d)] })));
      // The print view prints and records the issued record's page, then finishes.
      if (forPrint) return rx;
      if (type !== 'SaveAsDraft' && (isControlledProduct(rx.product) || type === 'PrintRx')) {
        const source = printSourceOf(rx, { pharmacies, priceBookType: location?.priceBookType ?? null });
        if (printHost) {
          // Drawn by the screen, outside the form: the save can take the form away (an approved request
          // leaves the queue with its card) while the vet has yet to print (print-host.ts).
          printHost((close) => (
            <PrintView
              printable={{ source, rx: { id: rx.id, prints: [] } }}
              onClose={() => {
                close();
                finish(rx, type);
              }}
            />
          ));
        } else {
          setPrint({ kind: 'after', rx, type, source });
        }
      } else {
        finish(rx, type);
      }
      return rx;
    } catch (e) {
      const message = serverMessage(e) ?? null;
      // The server's field errors go to the machine, which shows them under their fields.
      actor.send({ type: 'SUBMIT_FAILED', message, fields: (e as { fields?: Record<string, string> }).fields ?? null });
      notify('error', toastOf(type, false, message), { duration: TOAST_DURATION.short });
      return null;
    }
  }, [actor, printAfter, controlled, task, draftId, locationUser, pharmacies, location, finish, addRx, updateRx, upsertWorkflow, queryClient, toastOf, printHost, markSaved, issueForPrint, closeIssuedPrint]);

  useEffect(() => {
    submitRef.current = submit;
  }, [submit]);

  // The machine's submitting state starts the save, once.
  const submitting = useRef(false);
  useEffect(() => {
    if (stateName === 'submitting' && !submitting.current) {
      submitting.current = true;
      void submit().finally(() => {
        submitting.current = false;
      });
    }
  }, [stateName, submit]);

  // The print view when the screen has no place for it: before issuing (print after authorizing), or
  // after the save, the issued prescription printed for the first time (the view records it).
  let printView: ReactNode = null;
  if (print?.kind === 'before') printView = <PrintView issue={issueForPrint} onClose={() => closeIssuedPrint(() => setPrint(null))} />;
  else if (print?.kind === 'after')
    printView = (
      <PrintView
        printable={{ source: print.source, rx: { id: print.rx.id, prints: [] } }}
        onClose={() => {
          setPrint(null);
          finish(print.rx, print.type);
        }}
      />
    );

  const loading = stateName === 'submitting' || add.isPending || update.isPending;
  return { loading, printAfter, setPrintAfter, printView };
}
