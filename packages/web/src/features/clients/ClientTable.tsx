/**
 * The client rows of the list page (clients §2): name (a link opening the profile in a new tab),
 * e-mail, the first primary phone with '+N More...', and the patients. A table from md up, stacked
 * cards below.
 */
import { Box, Link, Stack, Text, type LinkProps } from '@chakra-ui/react';
import { Table } from '../../components/ui/chakra-late';
import { clientProfilePath } from '@vetrx/core/access';
import { clientFullName } from '@vetrx/core/client';
import { CLIENT_DISPLAY, CLIENT_SCREEN_LABELS as L } from '@vetrx/core/messages';
import { LuExternalLink } from 'react-icons/lu';
import { ListTable } from '../../components/ui/list-table';
import { ClientName, ClientSummary, PatientChips, PhoneSummary, type ClientRow } from '../../shared/clients/ClientSummary';

/** A link to the client profile that opens in a new tab (clients §2). */
export function ClientProfileLink({ client, children, ...rest }: { client: Pick<ClientRow, 'id' | 'firstName' | 'lastName'>; children: React.ReactNode } & LinkProps) {
  return (
    <Link
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      maxW="full"
      href={clientProfilePath(client.id)}
      target="_blank"
      rel="noopener"
      color="fg"
      _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
      aria-label={`${clientFullName(client)} — ${L.openProfile}`}
      data-testid="client-link"
      {...rest}
    >
      {children}
      <LuExternalLink aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
    </Link>
  );
}

export function ClientTable({ rows }: { rows: readonly ClientRow[] }) {
  return (
    <>
      <ListTable
        testId="client-table"
        interactive
        hideBelow="md"
        columns={[{ label: L.name, w: '26%' }, { label: L.email, w: '26%' }, { label: L.phone, w: '18%' }, { label: L.patients }]}
      >
        {rows.map((c) => (
          <Table.Row key={c.id} data-testid="client-row">
            <Table.Cell py="3">
              <ClientProfileLink client={c}>
                <ClientName client={c} />
              </ClientProfileLink>
            </Table.Cell>
            <Table.Cell>
              <Text truncate maxW="xs" color={c.email ? 'fg' : 'fg.subtle'}>
                {c.email ?? CLIENT_DISPLAY.noEmail}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <PhoneSummary phones={c.phones} />
            </Table.Cell>
            <Table.Cell>
              <PatientChips links={c.locationPatientClients} />
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <Stack gap="2" hideFrom="md" as="ul" listStyleType="none" m="0" p="0" data-testid="client-cards">
        {rows.map((c) => (
          <Box as="li" key={c.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg" data-testid="client-row">
            <ClientProfileLink client={c} display="flex" alignItems="start" justifyContent="space-between" w="full">
              <Box flex="1" minW="0">
                <ClientSummary client={c} />
              </Box>
            </ClientProfileLink>
          </Box>
        ))}
      </Stack>
    </>
  );
}
