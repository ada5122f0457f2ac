/**
 * The frame of a list table: a bordered scroll area on the page background, a small table and a subtle
 * header row of the given columns. The body rows are the children.
 *
 * @example
 * <ListTable testId="users-table" interactive hideBelow="md" columns={[{ label: L.name, w: '28%' }, { label: L.email }]}>
 *   {rows.map((r) => <Table.Row key={r.id}>…</Table.Row>)}
 * </ListTable>
 */
import { type TableColumnHeaderProps, type TableScrollAreaProps } from '@chakra-ui/react';
import { Table } from './chakra-late';
import type { ReactNode } from 'react';

export interface ListTableColumn {
  label: ReactNode;
  w?: TableColumnHeaderProps['w'];
  textAlign?: TableColumnHeaderProps['textAlign'];
}

export interface ListTableProps {
  columns: readonly ListTableColumn[];
  testId: string;
  /** Rows highlight on hover (they open something). */
  interactive?: boolean;
  /** Hide the table below this breakpoint (a card list stands in for it there). */
  hideBelow?: TableScrollAreaProps['hideBelow'];
  children: ReactNode;
}

export function ListTable({ columns, testId, interactive, hideBelow, children }: ListTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" hideBelow={hideBelow}>
      <Table.Root size="sm" interactive={interactive} data-testid={testId}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c, i) => (
              <Table.ColumnHeader key={i} w={c.w} textAlign={c.textAlign}>
                {c.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
