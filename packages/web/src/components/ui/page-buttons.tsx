/**
 * Compact paging for a short list (drafts, product search results): previous, the page numbers, next —
 * centred, and nothing at all when everything fits on one page. Pages are 1-based. A list that shows
 * its range or a page-size changer uses `Pager` instead.
 *
 * @example
 * <PageButtons page={page} pageSize={10} count={total} onPageChange={setPage} />
 */
import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { PAGER_LABELS as L } from '@vetrx/core/messages';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

export interface PageButtonsProps {
  page: number;
  pageSize: number;
  count: number;
  onPageChange(page: number): void;
}

export function PageButtons({ page, pageSize, count, onPageChange }: PageButtonsProps) {
  if (count <= pageSize) return null;
  return (
    <Pagination.Root count={count} pageSize={pageSize} page={page} onPageChange={(e) => onPageChange(e.page)} alignSelf="center">
      <ButtonGroup variant="ghost" size="sm">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label={L.previous}>
            <LuChevronLeft />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(p) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={L.page(p.value)}>
              {p.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label={L.next}>
            <LuChevronRight />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
