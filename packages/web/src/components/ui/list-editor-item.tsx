/**
 * The parts of a list editor (the phone and address lists): the frame — a group named by its label (and
 * a hint under it), the entries or a line saying there are none, the editor's own form to add one, and
 * the list's error — and one entry: a bordered row with the entry's icon, its content and a remove
 * button named after the entry.
 *
 * @example
 * <ListEditorFrame label="Phones" emptyText="No phones" entries={phones.map((p) => <ListEditorItem key={p.id} …>{p.number}</ListEditorItem>)} error={error} testId="phone">…the add row…</ListEditorFrame>
 */
import { Box, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { LuTrash2 } from 'react-icons/lu';

export interface ListEditorItemProps {
  icon: ReactNode;
  children: ReactNode;
  /** The remove button's accessible name ("Remove phone 555-…"). */
  removeLabel: string;
  onRemove(): void;
  disabled?: boolean;
  /** Top-align the icon with multi-line content. */
  alignTop?: boolean;
  testId: string;
}

export function ListEditorItem({ icon, children, removeLabel, onRemove, disabled, alignTop, testId }: ListEditorItemProps) {
  return (
    <Flex as="li" align="center" justify="space-between" gap="3" px="3" py="2" borderWidth="1px" borderRadius="md" bg="bg.subtle" data-testid={testId}>
      <HStack gap="2.5" minW="0" align={alignTop ? 'start' : undefined}>
        <Box color="fg.muted" aria-hidden mt={alignTop ? '1' : undefined}>
          {icon}
        </Box>
        {children}
      </HStack>
      <IconButton aria-label={removeLabel} size="xs" variant="ghost" disabled={disabled} onClick={onRemove}>
        <LuTrash2 />
      </IconButton>
    </Flex>
  );
}

export interface ListEditorFrameProps {
  label: string;
  /** A line under the label (whose entries these are). */
  hint?: string;
  /** The entries (ListEditorItem), none for an empty list. */
  entries: readonly ReactNode[];
  /** The line shown while there are no entries. */
  emptyText: string;
  /** A list-level error (e.g. 'Please enter at least 1 address'). */
  error?: string;
  /** 'phone' gives phone-list-editor and phone-list-error. */
  testId: string;
  /** The form that adds an entry. */
  children: ReactNode;
}

export function ListEditorFrame({ label, hint, entries, emptyText, error, testId, children }: ListEditorFrameProps) {
  const labelId = useId();
  return (
    <Stack gap="3" role="group" aria-labelledby={labelId} data-testid={`${testId}-list-editor`}>
      <Stack gap="0.5">
        <Text id={labelId} fontWeight="medium" textStyle="sm">
          {label}
        </Text>
        {hint && (
          <Text textStyle="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Stack>
      {entries.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {emptyText}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {entries}
        </Stack>
      )}
      {children}
      {error && (
        <Text color="fg.error" textStyle="sm" role="alert" data-testid={`${testId}-list-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
