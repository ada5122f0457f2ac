/**
 * The `?` overlay of keyboard triage (issue 17 item 2): the keys and what they do, from core's
 * TRIAGE_KEYS.
 */
import { Button, HStack, Kbd, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../components/ui/chakra-late';
import { APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import { TRIAGE_KEYS } from '@vetrx/core/task';
import { memo } from 'react';
import { AppDialog } from '../../components/ui/app-dialog';

const K = APPROVALS_TRIAGE_MESSAGES.keys;

/** Memoized: the queue page draws it again only when its own props change. */
export const KeyboardHelp = memo(function KeyboardHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={K.title}
      testId="triage-help"
      size="md"
      footer={
        <Button onClick={onClose} data-testid="triage-help-close">
          {K.close}
        </Button>
      }
    >
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          {K.intro}
        </Text>
        <Table.Root size="sm" variant="line">
          <Table.Body>
            {TRIAGE_KEYS.map((k) => (
              <Table.Row key={k.key} data-testid="triage-help-row">
                <Table.Cell w="24">
                  <HStack>
                    <Kbd>{k.key}</Kbd>
                  </HStack>
                </Table.Cell>
                <Table.Cell>{k.label}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
    </AppDialog>
  );
});
