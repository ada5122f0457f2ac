/**
 * The one pager of every server-paged list: "from–to of total", previous / page buttons / next, and
 * optionally a page-size changer. Pages are 1-based. `PageButtons` is its row of buttons alone, for a
 * short list that shows neither range nor size (drafts, product search results).
 *
 * @example
 * <Pager page={page} pageSize={size} count={total} onPageChange={setPage} onPageSizeChange={setSize} sizes={[10, 20, 50]} />
 * <PageButtons page={page} pageSize={10} count={total} onPageChange={setPage} alignSelf="center" />
 */
import { ButtonGroup, Flex, HStack, IconButton, Pagination, Text, type PaginationRootProps } from '@chakra-ui/react';
import { PAGER_LABELS as L } from '@vetrx/core/messages';
import { useId } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { SelectInput } from './select-field';

export interface PagerProps {
  page: number;
  pageSize: number;
  count: number;
  onPageChange(page: number): void;
  onPageSizeChange?(size: number): void;
  /** Sizes offered by the size changer; no changer when absent. */
  sizes?: readonly number[];
  /** Accessible name of the pager's navigation landmark (defaults to "Pagination"). */
  label?: string;
  'data-testid'?: string;
}

export function Pager({ page, pageSize, count, onPageChange, onPageSizeChange, sizes, label = L.label, 'data-testid': testId = 'pager' }: PagerProps) {
  const sizeId = useId();
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="3" wrap="wrap" data-testid={testId}>
      <HStack gap="3" color="fg.muted" textStyle="sm">
        <Text aria-live="polite" data-testid="pagination-range">
          {L.range(from, to, count)}
        </Text>
        {sizes && onPageSizeChange && (
          <HStack gap="2">
            <Text asChild hideBelow="sm" whiteSpace="nowrap">
              <label htmlFor={sizeId}>{L.pageSize}</label>
            </Text>
            <SelectInput
              id={sizeId}
              size="sm"
              rootProps={{ width: '20' }}
              aria-label={L.pageSize}
              options={sizes.map((s) => ({ value: s, label: String(s) }))}
              value={String(pageSize)}
              onValueChange={(v) => onPageSizeChange(Number(v))}
              data-testid="page-size"
            />
          </HStack>
        )}
      </HStack>
      <PageButtons page={page} pageSize={pageSize} count={count} onPageChange={onPageChange} />
    </Flex>
  );
}

export interface PageButtonsProps extends Omit<PaginationRootProps, 'count' | 'pageSize' | 'page' | 'onPageChange' | 'children'> {
  page: number;
  pageSize: number;
  count: number;
  onPageChange(page: number): void;
}

/** Previous, the page numbers (a "page / pages" line on small screens), next; nothing when one page holds all. */
export function PageButtons({ page, pageSize, count, onPageChange, ...root }: PageButtonsProps) {
  if (count <= pageSize) return null;
  return (
    <Pagination.Root count={count} pageSize={pageSize} page={page} siblingCount={1} onPageChange={(e) => onPageChange(e.page)} {...root}>
      <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label={L.previous}>
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
            <IconButton variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="brand" aria-label={L.page(p.value)} hideBelow="sm">
              {p.value}
            </IconButton>
          )}
        />
        <Text textStyle="sm" hideFrom="sm" px="2" color="fg.muted">
          {page} / {Math.max(1, Math.ceil(count / pageSize))}
        </Text>
        <Pagination.NextTrigger asChild>
          <IconButton aria-label={L.next}>
            <LuChevronRight />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
