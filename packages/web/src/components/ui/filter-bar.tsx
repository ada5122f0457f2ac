/**
 * The bar of filters above a list that always shows them all (audit log, user management): a card whose
 * fields stack on phones and stand in the given columns from md up.
 *
 * @example
 * <FilterBar columns="repeat(4, minmax(0, 1fr))" testId="audit-filters">…fields…</FilterBar>
 */
import { Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FilterBarProps {
  /** The md-and-up grid template columns. */
  columns: string;
  testId?: string;
  children: ReactNode;
}

export function FilterBar({ columns, testId, children }: FilterBarProps) {
  return (
    <Grid
      templateColumns={{ base: '1fr', md: columns }}
      gap="4"
      alignItems="start"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      shadow="card"
      data-testid={testId}
    >
      {children}
    </Grid>
  );
}
