/**
 * Asks the reason and the length of an impersonation session, then starts it on the server
 * (StartImpersonation). A refusal of the input shows under its field; any other failure
 * goes on to the flow, whose loading of the user then fails with the spec's notice.
 *
 * While a session of the support user still runs on the server (a window closed while impersonating;
 * issue 45), the dialog does not ask: it shows the spec's 'You cannot impersonate
 * further while impersonating', that session, and what to do instead — End it (then the form for the
 * chosen user follows) or Continue it. A start the server refuses for that reason shows the same.
 */
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Alert, Textarea } from '../../components/ui/chakra-late';
import { IMPERSONATION_LIMITS, validateImpersonationStart, type ImpersonationTarget } from '@vetrx/core/access';
import { ERROR_CODES } from '@vetrx/core/api';
import { StartImpersonationDocument } from '@vetrx/core/operations/StartImpersonation';
import { formatMessage } from '@vetrx/core/common';
import { AUTH_MESSAGES, IMPERSONATION_LABELS as L, RUNNING_IMPERSONATION_TEXTS as R } from '@vetrx/core/messages';
import { useState } from 'react';
import { useGqlMutation } from '../../api/useGqlMutation';
import { AppDialog } from '../../components/ui/app-dialog';
import { notify } from '../../components/ui/toaster';
import { FormActions } from '../../components/ui/form-actions';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { RunningSessionActions, RunningSessionFacts, type RunningImpersonationState } from '../../shared/impersonation/RunningImpersonation';

export function StartImpersonationDialog({
  target,
  maxMinutes,
  running,
  onClose,
  onStarted,
}: {
  target: ImpersonationTarget | null;
  maxMinutes: number;
  /** The support user's session still running on the server, if any. */
  running: RunningImpersonationState;
  onClose(): void;
  /** The server holds the session: go on with the impersonation flow. */
  onStarted(target: ImpersonationTarget): void;
}) {
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState(String(maxMinutes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const start = useGqlMutation(StartImpersonationDocument);
  // A typed reason is typing the user can lose: leaving the page asks first; the session's start does not.
  const saved = useUnsavedChanges(target !== null && reason.trim() !== '');

  const close = () => {
    setReason('');
    setMinutes(String(maxMinutes));
    setErrors({});
    onClose();
  };
  const submit = () => {
    if (!target) return;
    const checked = validateImpersonationStart({ reason, minutes: minutes.trim() === '' ? null : Number(minutes) }, maxMinutes);
    if (!checked.ok) return setErrors(checked.errors);
    start.mutate(
      { username: target.username, reason: checked.value.reason, minutes: checked.value.minutes },
      {
        onSuccess: () => {
          saved();
          close();
          onStarted(target);
        },
        onError: (e) => {
          if (e.code === ERROR_CODES.BAD_USER_INPUT && Object.keys(e.fields).some((f) => f === 'reason' || f === 'minutes')) return setErrors(e.fields);
          // A session runs after all (started elsewhere meanwhile): show it and what to do instead.
          if (e.code === ERROR_CODES.FORBIDDEN && e.message === AUTH_MESSAGES.cannotImpersonateWhileImpersonating) return running.refetch();
          close();
          if (e.code === ERROR_CODES.BAD_USER_INPUT || e.code === ERROR_CODES.FORBIDDEN) return void notify('error', { title: e.message });
          onStarted(target);
        },
      },
    );
  };

  const session = running.session;
  if (session) {
    return (
      <AppDialog
        open={target !== null}
        onClose={close}
        title={L.title}
        subtitle={<Text color="fg.muted">{target?.username}</Text>}
        testId="start-impersonation-dialog"
        width={620}
        lazy
        footer={
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" w="full" justify="space-between">
            <Button variant="outline" onClick={close}>
              {L.cancel}
            </Button>
            <RunningSessionActions running={running} session={session} />
          </Stack>
        }
      >
        <Stack gap="4" data-testid="start-impersonation-running">
          <Alert.Root status="warning" borderRadius="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{AUTH_MESSAGES.cannotImpersonateWhileImpersonating}</Alert.Title>
              <Alert.Description>{formatMessage(R.dialogHint, { username: session.targetUsername })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <RunningSessionFacts session={session} />
        </Stack>
      </AppDialog>
    );
  }

  return (
    <AppDialog
      open={target !== null}
      onClose={close}
      title={L.title}
      subtitle={<Text color="fg.muted">{target?.username}</Text>}
      testId="start-impersonation-dialog"
      lazy
      footer={<FormActions cancelLabel={L.cancel} onCancel={close} confirmLabel={L.start} onConfirm={submit} loading={start.isPending} confirmTestId="start-impersonation-submit" />}
    >
      <Stack gap="4">
        <Field.Root required invalid={Boolean(errors.reason)}>
          <Field.Label>
            {L.reason} <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={IMPERSONATION_LIMITS.reasonMaxLength}
            rows={3}
            autoFocus
            data-testid="impersonation-reason"
          />
          <Field.HelperText>{L.reasonHint}</Field.HelperText>
          <Field.ErrorText>{errors.reason}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.minutes)} maxW="40">
          <Field.Label>{L.minutes}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={IMPERSONATION_LIMITS.minMinutes}
            max={maxMinutes}
            value={minutes}
            onChange={(e) => setMinutes(e.currentTarget.value)}
            data-testid="impersonation-minutes"
          />
          <Field.ErrorText>{errors.minutes}</Field.ErrorText>
        </Field.Root>
        <Text textStyle="sm" color="fg.muted">
          {formatMessage(L.minutesHint, { max: maxMinutes })}
        </Text>
      </Stack>
    </AppDialog>
  );
}
