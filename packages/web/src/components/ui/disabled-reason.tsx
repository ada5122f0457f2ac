/**
 * Shows why a control is disabled, beside it and as its tooltip, instead of letting a click fail
 * (issue 12 item 11: 'Please activate client.' beside Add Patient and Help Client). Without a reason
 * the control is shown as it is.
 *
 * @example
 * <DisabledReason reason={inactiveClientReason(client)} id="add-patient-reason"><Button disabled={!client.isActive}>Add Patient</Button></DisabledReason>
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Tooltip } from './tooltip';

export function DisabledReason({ reason, id, children }: { reason: string | null; id: string; children: ReactNode }) {
  if (!reason) return <>{children}</>;
  return (
    <HStack gap="2" data-testid="disabled-reason">
      <Text textStyle="xs" color="fg.muted" id={id}>
        {reason}
      </Text>
      <Tooltip content={reason} showArrow>
        {/* A disabled button takes no pointer or focus: the span carries the tooltip. */}
        <Box as="span" display="inline-flex" tabIndex={0} aria-describedby={id}>
          {children}
        </Box>
      </Tooltip>
    </HStack>
  );
}
