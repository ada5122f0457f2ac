/**
 * The one pager of every server-paged list: "from–to of total", previous / page buttons / next, and
 * optionally a page-size changer. Pages are 1-based. `PageButtons` is its row of buttons alone, for a
 * short list that shows neither range nor size (drafts, product search results).
 *
 * @example
 * <Pager page={page} pageSize={size} count={total} onPageChange={setPage} onPageSizeChange={setSize} sizes={[10, 20, 50]} />
 * <PageButtons page={page} pageSize={10} count={total} onPageChange={setPage} alignSelf="center" />
 */
import { ButtonGroup, chakra, Flex, HStack, IconButton, Text, type HTMLChakraProps } from '@chakra-ui/react';
import { PAGER_LABELS as L } from '@vetrx/core/messages';
import { useId, type CSSProperties } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { dataFlag } from './data-attr';
import { ELLIPSIS, pageItems } from './page-items';
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
      <PageButtons page={page} pageSize={pageSize} count={count} onPageChange={onPageChange} landmark={false} />
    </Flex>
  );
}

export interface PageButtonsProps extends Omit<HTMLChakraProps<'nav'>, 'children' | 'page'> {
  page: number;
  pageSize: number;
  count: number;
  onPageChange(page: number): void;
  /**
   * A navigation landmark named by `PAGER_LABELS.label` (the default), or a plain group inside one
   * (the `Pager`, whose own landmark holds the range and the buttons).
   */
  landmark?: boolean;
}

/**
 * Previous, the page numbers (a "page / pages" line on small screens), next; nothing when one page holds
 * all. Drawn with plain buttons: the markup, attributes and answers to clicks are those Chakra's
 * `Pagination` (Ark's zag machine) gave, without its runtime on the first load of every paged list.
 */
export function PageButtons({ page, pageSize, count, onPageChange, landmark = true, ...root }: PageButtonsProps) {
  if (count <= pageSize) return null;
  const pageCount = Math.ceil(count / pageSize);
  // As Ark's machine did: a page out of 1…pageCount is brought into it, and the current page is no change.
  const go = (to: number) => {
    const target = Math.min(Math.max(to, 1), pageCount);
    if (target !== page) onPageChange(target);
  };
  const previous = () => {
    if (page > 1) go(page - 1);
  };
  const next = () => {
    if (page < pageCount) go(page + 1);
  };
  return (
    <chakra.nav as={landmark ? 'nav' : 'div'} {...part('root')} aria-label={landmark ? L.label : undefined} {...root}>
      <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
        <IconButton aria-label={L.previous} {...part('prev-trigger')} data-disabled={dataFlag(page === 1)} disabled={page === 1} onClick={previous}>
          <LuChevronLeft />
        </IconButton>
        <PageItems page={page} pageCount={pageCount} go={go} />
        <Text textStyle="sm" hideFrom="sm" px="2" color="fg.muted">
          {page} / {Math.max(1, pageCount)}
        </Text>
        <IconButton aria-label={L.next} {...part('next-trigger')} data-disabled={dataFlag(page >= pageCount)} disabled={page >= pageCount} onClick={next}>
          <LuChevronRight />
        </IconButton>
      </ButtonGroup>
    </chakra.nav>
  );
}

/** What `ButtonGroup` gives each of its children; the numbers and ellipses are one child, and all take it. */
type GroupItemProps = { style?: CSSProperties } & { [attr: `data-${string}`]: string | undefined };

/** The page numbers and ellipses (keyed by place, as Chakra's `Pagination.Items` keyed them). */
function PageItems({ page, pageCount, go, ...groupItem }: { page: number; pageCount: number; go(page: number): void } & GroupItemProps) {
  return pageItems(page, pageCount).map((item, index) =>
    item === ELLIPSIS ? (
      <Text key={index} as="span" hideBelow="sm" px="1" color="fg.muted" aria-hidden {...part('ellipsis')} {...groupItem}>
        …
      </Text>
    ) : (
      <IconButton
        key={index}
        variant={{ base: 'ghost', _selected: 'solid' }}
        colorPalette="brand"
        aria-label={L.page(item)}
        hideBelow="sm"
        {...part('item')}
        data-index={item}
        data-selected={dataFlag(item === page)}
        aria-current={item === page ? 'page' : undefined}
        onClick={() => go(item)}
        {...groupItem}
      >
        {item}
      </IconButton>
    ),
  );
}

/** The anatomy attributes Ark put on each part (`[data-scope=pagination][data-part=…]`). */
const part = (name: 'root' | 'prev-trigger' | 'item' | 'ellipsis' | 'next-trigger') => ({ 'data-scope': 'pagination', 'data-part': name, dir: 'ltr' as const });
