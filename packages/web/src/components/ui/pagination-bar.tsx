/**
 * A list's pager: "1–10 of 42", page buttons, and optionally a page-size changer. Pages are 1-based.
 *
 * @example
 * <PaginationBar page={page} pageSize={10} total={count} onPageChange={setPage} pageSizeOptions={[5, 10, 20]} onPageSizeChange={setSize} />
 */
import { ButtonGroup, Flex, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { useId } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

export interface PaginationBarProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  'data-testid'?: string;
}

export function PaginationBar({ page, pageSize, total, onPageChange, pageSizeOptions, onPageSizeChange, label = APPROVALS_MESSAGES.pagination.label, ...rest }: PaginationBarProps) {
  const m = APPROVALS_MESSAGES.pagination;
  const sizeId = useId();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Flex
      as="nav"
      aria-label={label}
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
      data-testid={rest['data-testid']}
    >
      <HStack gap="3" color="fg.muted" textStyle="sm">
        <Text aria-live="polite" data-testid="pagination-range">
          {m.range(from, to, total)}
        </Text>
        {pageSizeOptions && onPageSizeChange && (
          <HStack gap="2">
            <Text asChild whiteSpace="nowrap">
              <label htmlFor={sizeId}>{m.pageSize}</label>
            </Text>
            <NativeSelect.Root size="xs" width="auto">
              <NativeSelect.Field
                id={sizeId}
                value={String(pageSize)}
                onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
                data-testid="page-size"
              >
                {pageSizeOptions.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        )}
      </HStack>
      {total > pageSize && (
        <Pagination.Root count={total} pageSize={pageSize} page={page} onPageChange={(d) => onPageChange(d.page)} siblingCount={1}>
          <ButtonGroup variant="ghost" size="sm" gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={m.previous}>
                <LuChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(p) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={m.page(p.value)}>
                  {p.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={m.next}>
                <LuChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </Flex>
  );
}
