/**
 * The form's directions card: directions (with the dose and safety checks and the fields the safety
 * check asks for), refills and PRN, expiration, the authorizing vet, the controlled notice, client
 * notification and the workflow.
 */
import type { Id } from '@vetrx/core/common';
import { Checkbox, Flex, Grid, Input, Stack } from '@chakra-ui/react';
import { Alert, Textarea } from '../../../components/ui/chakra-late';
import { PRESCRIBING_FORM_LABELS as L, PRESCRIBING_LABELS, PRESCRIBING_OPTION_LABELS, SAFETY_MESSAGES } from '@vetrx/core/messages';
import type { ClientNotificationOption, PrescriptionFormView, ShortcutType } from '@vetrx/core/prescription';
import type { ReactNode } from 'react';
import { LuShieldAlert } from 'react-icons/lu';
import { Bound, type FormWiring, idSelect, Section, Select, type ShortcutRow, ShortcutMenu } from './parts';
import { SAFETY_LIMITS } from '@vetrx/core/safety';

type Sections = PrescriptionFormView['sections'];

export interface DirectionsSectionProps {
  form: FormWiring;
  view: Pick<Sections, 'directions' | 'refills' | 'expiration' | 'authorizingVet' | 'controlledNotice' | 'notification' | 'workflow'>;
  shortcuts: readonly ShortcutRow[];
  onShortcut(type: ShortcutType, details: string): void;
  onAddShortcut(type: ShortcutType): void;
  /** The dose check and the safety panel, shown under the directions. */
  checks: ReactNode;
  vetOptions: ReadonlyArray<{ id: Id; label: string }>;
  workflowUserOptions: ReadonlyArray<{ id: Id; label: string }>;
  statusOptions: ReadonlyArray<{ id: Id; label: string }>;
}

const threeColumns = { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' };

export function DirectionsSection({ form, view, shortcuts, onShortcut, onAddShortcut, checks, vetOptions, workflowUserOptions, statusOptions }: DirectionsSectionProps) {
  const { values, change } = form;
  const { directions, refills, notification } = view;
  return (
    <Section testId="form-directions">
      <Bound
        name="directions"
        form={form}
        view={directions.field}
        label={
          <Flex justify="space-between" align="center" w="full" gap="2">
            <span>{L.directions}</span>
          </Flex>
        }
      >
        {(f) => (
          <Stack gap="1" w="full">
            <Textarea id={f.id} rows={3} maxLength={directions.field.maxLength} value={values.directions ?? ''} onChange={(e) => change('directions', e.target.value)} onBlur={f.onBlur} bg="bg" data-testid="input-directions" />
            <ShortcutMenu type="SIG" shortcuts={shortcuts} onPick={(d) => onShortcut('SIG', d)} onAdd={() => onAddShortcut('SIG')} />
          </Stack>
        )}
      </Bound>
      {checks}
      {directions.safetyOverrideReason.shown && (
        <Bound name="safetyOverrideReason" form={form} view={directions.safetyOverrideReason} label={SAFETY_MESSAGES.reasonLabel} helper={SAFETY_MESSAGES.reasonHelper}>
          {(f) => (
            <Textarea
              id={f.id}
              rows={2}
              maxLength={SAFETY_LIMITS.overrideReason}
              value={values.safetyOverrideReason ?? ''}
              onChange={(e) => change('safetyOverrideReason', e.target.value)}
              onBlur={f.onBlur}
              bg="bg"
              data-testid="input-safetyOverrideReason"
            />
          )}
        </Bound>
      )}
      {directions.withdrawalTime.shown && (
        <Bound name="withdrawalTime" form={form} view={directions.withdrawalTime} label={SAFETY_MESSAGES.withdrawalLabel} helper={SAFETY_MESSAGES.withdrawalHelper}>
          {(f) => (
            <Input id={f.id} maxLength={SAFETY_LIMITS.withdrawalTime} value={values.withdrawalTime ?? ''} onChange={(e) => change('withdrawalTime', e.target.value)} onBlur={f.onBlur} bg="bg" data-testid="input-withdrawalTime" />
          )}
        </Bound>
      )}
      <Grid templateColumns={threeColumns} gap="4" alignItems="start">
        <Stack gap="2" w="full">
          <Bound name="refills" form={form} view={refills.field} label={L.refills}>
            {(f) => (
              <>
                <Input
                  id={f.id}
                  list={`${f.id}-choices`}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={refills.placeholder === 'prn' ? PRESCRIBING_LABELS.prn : L.choose}
                  value={refills.value}
                  disabled={refills.field.disabled}
                  onChange={(e) => change('refills', e.target.value === '' ? null : e.target.value)}
                  onBlur={f.onBlur}
                  data-testid="input-refills"
                />
                <datalist id={`${f.id}-choices`} data-testid="refill-choices">
                  {refills.choices.map((n) => (
                    <option key={n} value={n} />
                  ))}
                </datalist>
              </>
            )}
          </Bound>
          {/* Outside the Refills field: inside it, the checkbox took the field's label and was named "Refills" (issue 59). */}
          {refills.prn.shown && (
            <Checkbox.Root checked={values.prnFlag} disabled={refills.prn.locked} onCheckedChange={(e) => change('prnFlag', e.checked === true)} data-testid="prn-checkbox">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{L.prn}</Checkbox.Label>
            </Checkbox.Root>
          )}
        </Stack>
        <Bound name="prescExpiryDate" form={form} view={view.expiration.field} label={L.expiration}>
          {(f) => (
            <Input id={f.id} type="date" min={view.expiration.min} max={view.expiration.max} value={values.prescExpiryDate ?? ''} onChange={(e) => change('prescExpiryDate', e.target.value || null)} onBlur={f.onBlur} data-testid="input-expiration" />
          )}
        </Bound>
        <Bound name="authorizingVet" form={form} view={view.authorizingVet.field} label={view.authorizingVet.label}>
          {idSelect(form, 'authorizingVet', vetOptions, 'select-authorizing-vet')}
        </Bound>
      </Grid>
      {view.controlledNotice && (
        <Alert.Root status={view.controlledNotice.status} data-testid="controlled-notice">
          <Alert.Indicator>
            <LuShieldAlert />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{view.controlledNotice.title}</Alert.Title>
            {view.controlledNotice.hardCopy && <Alert.Description>{view.controlledNotice.hardCopy}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      <Grid templateColumns={threeColumns} gap="4" alignItems="start">
        <Bound name="clientNotification" form={form} view={notification.field} label={L.clientNotification}>
          {(f) => (
            <Select id={f.id} value={values.clientNotification} onChange={(v) => change('clientNotification', v as ClientNotificationOption)} onBlur={f.onBlur} testId="select-notification">
              {notification.options.map((o) => (
                <option key={o} value={o}>
                  {PRESCRIBING_OPTION_LABELS.clientNotification[o]}
                </option>
              ))}
            </Select>
          )}
        </Bound>
        <Bound name="notifyClientDate" form={form} view={notification.date} label={L.notificationDate}>
          {(f) => (
            <Input
              id={f.id}
              type="date"
              min={notification.date.min}
              disabled={notification.date.inputDisabled}
              value={notification.date.value}
              placeholder={notification.date.placeholder}
              onChange={(e) => change('notifyClientDate', e.target.value || null)}
              onBlur={f.onBlur}
              data-testid="input-notify-date"
            />
          )}
        </Bound>
        <Bound name="workflowLocationUserId" form={form} view={view.workflow.user} label={L.workflowUser}>
          {idSelect(form, 'workflowLocationUserId', workflowUserOptions, 'select-workflow-user')}
        </Bound>
      </Grid>
      <Grid templateColumns={threeColumns} gap="4" alignItems="start">
        <Bound name="currentWorkflowStatusId" form={form} view={view.workflow.status} label={L.workflowStatus}>
          {idSelect(form, 'currentWorkflowStatusId', statusOptions, 'select-workflow-status')}
        </Bound>
      </Grid>
    </Section>
  );
}
