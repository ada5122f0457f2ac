/**
 * The reason fields both decline modals ask for (prescribing §5 Decline form): the required reason
 * select and the description that Other opens (up to TASK_LIMITS.declineDescription characters). Used by the
 * Decline Request modal (a task) and the Decline or Delete RX modal (a draft); each decides its reasons,
 * texts and testids.
 */
import { Field } from '@chakra-ui/react';
import { Textarea } from '../../components/ui/chakra-late';
import { SelectField } from '../../components/ui/select-field';
import { TASK_LIMITS } from '@vetrx/core/task';

export interface DeclineReasonSelectProps {
  label: string;
  placeholder: string;
  reasons: readonly { key: string; label: string }[];
  /** The chosen reason's label ('' for none). */
  value: string;
  error?: string;
  onChange(reason: string): void;
  testId: string;
}

export function DeclineReasonSelect({ label, placeholder, reasons, value, error, onChange, testId }: DeclineReasonSelectProps) {
  return (
    <SelectField
      label={label}
      required
      error={error}
      placeholder={placeholder}
      options={reasons.map((r) => ({ value: r.label, label: r.label }))}
      value={value}
      onValueChange={onChange}
      data-testid={testId}
    />
  );
}

export interface DeclineDescriptionFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange(description: string): void;
  testId?: string;
  /** Show how many of the TASK_LIMITS.declineDescription characters are used. */
  showCount?: boolean;
}

export function DeclineDescriptionField({ label, value, error, onChange, testId, showCount = false }: DeclineDescriptionFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.currentTarget.value)} maxLength={TASK_LIMITS.declineDescription} rows={3} autoresize data-testid={testId} />
      {showCount && (
        <Field.HelperText>
          {value.length}/{TASK_LIMITS.declineDescription}
        </Field.HelperText>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
