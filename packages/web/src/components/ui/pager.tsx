/**
 * A pager for server-paged lists: previous / page buttons / next, the "from–to of total" summary and a
 * page-size changer. Pages are 1-based. Generic: any list with a count uses it.
 *
 * @example
 * <Pager page={page} pageSize={size} count={total} onPageChange={setPage} onPageSizeChange={setSize} sizes={[10, 20, 50]} />
 */
import { ButtonGroup, Flex, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { formatMessage } from '@vetrx/core/common';
import { CLIENT_SCREEN_LABELS as L } from '@vetrx/core/messages';
import { useId } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

export interface PagerProps {
  page: number;
  pageSize: number;
  count: number;
  onPageChange(page: number): void;
  onPageSizeChange?(size: number): void;
  /** Sizes offered by the size changer; no changer when absent. */
  sizes?: readonly number[];
  /** Accessible name of the pager (defaults to "Pagination"). */
  label?: string;
}

export function Pager({ page, pageSize, count, onPageChange, onPageSizeChange, sizes, label = 'Pagination' }: PagerProps) {
  const sizeId = useId();
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap" data-testid="pager">
      <HStack gap="3" color="fg.muted" textStyle="sm">
        <Text aria-live="polite">{formatMessage(L.pageSummary, { from, to, total: count })}</Text>
        {sizes && onPageSizeChange && (
          <HStack gap="2">
            <Text asChild hideBelow="sm">
              <label htmlFor={sizeId}>{L.rowsPerPage}</label>
            </Text>
            <NativeSelect.Root size="sm" width="20">
              <NativeSelect.Field
                id={sizeId}
                aria-label={L.rowsPerPage}
                value={String(pageSize)}
                onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
              >
                {sizes.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        )}
      </HStack>
      {count > pageSize && (
        <Pagination.Root
          count={count}
          pageSize={pageSize}
          page={page}
          siblingCount={1}
          onPageChange={(e) => onPageChange(e.page)}
          aria-label={label}
        >
          <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={L.previousPage}>
                <LuChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              ellipsis={
                <Text as="span" hideBelow="sm" px="1" color="fg.muted" aria-hidden>
                  …
                </Text>
              }
              render={(p) => (
                <IconButton variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="brand" aria-label={`Page ${p.value}`} hideBelow="sm">
                  {p.value}
                </IconButton>
              )}
            />
            <Text textStyle="sm" hideFrom="sm" px="2" color="fg.muted">
              {page} / {Math.max(1, Math.ceil(count / pageSize))}
            </Text>
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={L.nextPage}>
                <LuChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </Flex>
  );
}
