/**
 * Facts as label/value rows (an Rx's details, a request's facts, a draft's summary): labels muted in a
 * column of at least `labelW`, values kept with their line breaks. Each value carries its label as
 * `data-label`; a fact with a `field` names its row `data-field` (tests and print read both).
 *
 * @example
 * <FactList labelW="36" gap="2" facts={[{ label: T.created, value: formatDateTime(task.createdTimestamp) }]} />
 */
import { type DataListItemLabelProps, type DataListRootProps } from '@chakra-ui/react';
import { DataList } from './chakra-late';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  field?: string;
}

export interface FactListProps {
  facts: readonly Fact[];
  labelW: DataListItemLabelProps['minW'];
  gap: DataListRootProps['gap'];
  /** Labels at the top of tall values rather than centred beside them. */
  alignTop?: boolean;
  /** Values in medium weight (a short context box). */
  strongValues?: boolean;
  testId?: string;
}

export function FactList({ facts, labelW, gap, alignTop, strongValues, testId }: FactListProps) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap={gap} data-testid={testId}>
      {facts.map((f) => (
        <DataList.Item key={f.field ?? f.label} data-field={f.field} alignItems={alignTop ? 'start' : undefined}>
          <DataList.ItemLabel minW={labelW} color="fg.muted">
            {f.label}
          </DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word" fontWeight={strongValues ? 'medium' : undefined} data-label={f.label}>
            {f.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
