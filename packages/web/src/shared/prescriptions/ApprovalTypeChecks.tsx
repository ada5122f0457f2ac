/**
 * The product approval type filter of the prescription lists (AOTC, Rx, OTC): one checkbox each, in a row.
 *
 * @example
 * <ApprovalTypeChecks value={types} onChange={setTypes} testIdPrefix="filter-approval" />
 */
import { Checkbox, CheckboxGroup, HStack, type StackProps } from '@chakra-ui/react';
import { APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { APPROVAL_TYPE_FILTERS, type ApprovalTypeFilter } from '@vetrx/core/record';

export interface ApprovalTypeChecksProps {
  value: ApprovalTypeFilter[];
  onChange(value: ApprovalTypeFilter[]): void;
  /** Each checkbox's test id is `${testIdPrefix}-${type}`. */
  testIdPrefix: string;
  gap?: StackProps['gap'];
  h?: StackProps['h'];
}

export function ApprovalTypeChecks({ value, onChange, testIdPrefix, gap = '3', h }: ApprovalTypeChecksProps) {
  return (
    <CheckboxGroup value={value} onValueChange={(v) => onChange(v as ApprovalTypeFilter[])}>
      <HStack gap={gap} h={h}>
        {APPROVAL_TYPE_FILTERS.map((t) => (
          <Checkbox.Root key={t} value={t} size="sm" data-testid={`${testIdPrefix}-${t}`}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{APPROVALS_RECORD_MESSAGES.history.approvalTypeOptions[t]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </CheckboxGroup>
  );
}
