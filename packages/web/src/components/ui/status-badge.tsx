/**
 * A badge in one of the theme's state tones (`rx.*`, `expiry.*`, `task.*`, `pims.*`): the colour says
 * the state, the text (from @vetrx/core) says it in words.
 *
 * @example
 * <StatusBadge tone="rx.faxed">{rxStatusLabel(rx)}</StatusBadge>
 */
import { Badge, Box, type BadgeProps } from '@chakra-ui/react';
import type { StateTone } from '../../theme';

export interface StatusBadgeProps extends Omit<BadgeProps, 'colorPalette'> {
  tone: StateTone;
  /** Show a leading dot (default true). */
  dot?: boolean;
}

export function StatusBadge({ tone, dot = true, children, ...rest }: StatusBadgeProps) {
  return (
    <Badge
      bg={`${tone}.subtle`}
      color={`${tone}.fg`}
      borderRadius="full"
      px="2"
      gap="1.5"
      fontWeight="medium"
      {...rest}
    >
      {dot && <Box as="span" aria-hidden w="1.5" h="1.5" borderRadius="full" bg={tone} flexShrink={0} />}
      {children}
    </Badge>
  );
}
