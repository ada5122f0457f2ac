/**
 * A list of search results in its three states: a spinner while the search runs, the empty-state line
 * when it found nothing, or the results as a bare list (its items are <li>s). Used by the Add Client
 * search (practice and PIMS results), the Add Patient search and the PIMS link search.
 *
 * @example
 * <ResultList loading={found.isPending} empty={rows.length === 0} emptyText={CLIENT_EMPTY_STATES.noPatient}>
 *   {rows.map((p) => <Row key={p.id} patient={p} />)}
 * </ResultList>
 */
import { Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ResultListProps {
  loading: boolean;
  empty: boolean;
  emptyText: string;
  /** The padding of the spinner and the empty line. */
  p?: '5' | '6';
  children: ReactNode;
}

export function ResultList({ loading, empty, emptyText, p = '6', children }: ResultListProps) {
  if (loading) {
    return (
      <Flex justify="center" p={p}>
        <Spinner color="brand.solid" />
      </Flex>
    );
  }
  if (empty) {
    return (
      <Text p={p} textAlign="center" color="fg.muted">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
      {children}
    </Stack>
  );
}
