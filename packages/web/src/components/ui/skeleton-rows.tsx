/**
 * The loading placeholder of a list: `count` rounded skeleton rows of one height, stacked.
 *
 * @example
 * {list.isPending ? <SkeletonRows count={5} h="12" /> : <Rows … />}
 */
import { Skeleton, Stack, type StackProps } from '@chakra-ui/react';

export interface SkeletonRowsProps {
  count: number;
  /** Height of a row (a size token such as "16"). */
  h: string;
  /** Space between rows (default "2"). */
  gap?: StackProps['gap'];
}

export function SkeletonRows({ count, h, gap = '2' }: SkeletonRowsProps) {
  return (
    <Stack gap={gap}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={h} borderRadius="lg" />
      ))}
    </Stack>
  );
}
