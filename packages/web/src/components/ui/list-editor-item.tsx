/**
 * One entry of a list editor (the phone and address lists): a bordered row with the entry's icon, its
 * content and a remove button named after the entry.
 */
import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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
