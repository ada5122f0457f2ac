/**
 * What stands where a list would when there is nothing to list yet (search first) or nothing matched: a
 * large subtle icon over one line of text. `framed`, it is bordered on the page background like the
 * table it replaces; otherwise it sits in the flow, its text muted. Children (an action) go under the text.
 *
 * @example
 * <EmptyPrompt framed icon={<LuUsers />} text={ADMIN_EMPTY_STATES.noUsersFound} testId="users-empty" />
 */
import { Box, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyPromptProps {
  framed?: boolean;
  icon: ReactNode;
  text: string;
  testId?: string;
  /** Vertical padding (default "14"). */
  py?: StackProps['py'];
  children?: ReactNode;
}

export function EmptyPrompt({ framed = false, icon, text, testId, py = '14', children }: EmptyPromptProps) {
  return (
    <Stack align="center" gap="3" py={py} textAlign="center" {...(framed && { borderWidth: '1px', borderRadius: 'lg', bg: 'bg' })} data-testid={testId}>
      <Box color="fg.subtle" fontSize="2xl" aria-hidden>
        {icon}
      </Box>
      <Text fontWeight="medium" color={framed ? undefined : 'fg.muted'}>
        {text}
      </Text>
      {children}
    </Stack>
  );
}
