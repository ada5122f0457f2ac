/** The numbered circle of a step bar (the Rx wizard's, the product selection's): a check once complete. */
import { Flex } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';

export type StepState = 'complete' | 'current' | 'upcoming';

export function StepMarker({ state, number }: { state: StepState; number: number }) {
  return (
    <Flex
      boxSize="6"
      flexShrink={0}
      borderRadius="full"
      align="center"
      justify="center"
      textStyle="xs"
      fontWeight="semibold"
      bg={state === 'upcoming' ? 'bg' : 'brand.solid'}
      color={state === 'upcoming' ? 'fg.muted' : 'brand.contrast'}
      borderWidth={state === 'upcoming' ? '2px' : '0'}
      aria-hidden
    >
      {state === 'complete' ? <LuCheck /> : number}
    </Flex>
  );
}
