import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PAGER_LABELS as L } from '@vetrx/core/messages';
import { describe, expect, it, vi } from 'vitest';
import { PageButtons, Pager } from './pager';
import { Provider } from './provider';

function pageButtons(page: number, count: number, pageSize = 10) {
  const onPageChange = vi.fn();
  const view = render(<PageButtons page={page} pageSize={pageSize} count={count} onPageChange={onPageChange} alignSelf="center" data-testid="buttons" />, {
    wrapper: Provider,
  });
  return { onPageChange, ...view };
}

/** A click, and the microtasks after it (Ark's pagination answered a click in one). */
async function click(el: HTMLElement) {
  fireEvent.click(el);
  await act(async () => {});
}

const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('PageButtons', () => {
  it('shows the first and last pages, the current one with a sibling each side, and an ellipsis for each gap', () => {
    pageButtons(5, 200);
    expect(names()).toEqual([L.previous, L.page(1), L.page(4), L.page(5), L.page(6), L.page(20), L.next]);
    const root = screen.getByTestId('buttons');
    // Standing alone (drafts, product search), a navigation landmark of its own.
    expect(screen.getByRole('navigation', { name: L.label })).toBe(root);
    const ellipses = [...root.querySelectorAll('[data-part="ellipsis"]')];
    expect(ellipses.map((e) => [e.textContent, e.getAttribute('aria-hidden'), e.previousElementSibling?.textContent])).toEqual([
      ['…', 'true', '1'],
      ['…', 'true', '6'],
    ]);
    // The small-screen line in place of the numbers.
    expect(within(root).getByText((_, el) => el?.tagName === 'P' && el.textContent === '5 / 20')).toBeInTheDocument();
  });

  it('marks the current page, and only it', () => {
    pageButtons(5, 200);
    const current = screen.getByRole('button', { name: L.page(5) });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('data-selected');
    for (const n of [1, 4, 6, 20]) {
      const other = screen.getByRole('button', { name: L.page(n) });
      expect(other).not.toHaveAttribute('aria-current');
      expect(other).not.toHaveAttribute('data-selected');
    }
  });

  it('changes page from a number, previous and next; the current page’s own button does nothing', async () => {
    const { onPageChange } = pageButtons(5, 200);
    await click(screen.getByRole('button', { name: L.page(20) }));
    expect(onPageChange).toHaveBeenLastCalledWith(20);
    await click(screen.getByRole('button', { name: L.previous }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await click(screen.getByRole('button', { name: L.next }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    onPageChange.mockClear();
    await click(screen.getByRole('button', { name: L.page(5) }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last', async () => {
    const first = pageButtons(1, 30);
    expect(names()).toEqual([L.previous, L.page(1), L.page(2), L.page(3), L.next]);
    expect(screen.getByRole('button', { name: L.previous })).toBeDisabled();
    expect(screen.getByRole('button', { name: L.previous })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('button', { name: L.next })).toBeEnabled();
    expect(screen.getByRole('button', { name: L.next })).not.toHaveAttribute('data-disabled');
    await click(screen.getByRole('button', { name: L.previous }));
    expect(first.onPageChange).not.toHaveBeenCalled();
    first.unmount();

    const last = pageButtons(3, 30);
    expect(screen.getByRole('button', { name: L.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: L.next })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('button', { name: L.previous })).toBeEnabled();
    await click(screen.getByRole('button', { name: L.next }));
    expect(last.onPageChange).not.toHaveBeenCalled();
  });

  it('a page past the end (the list shrank): no current number, next disabled, previous goes to the last page', async () => {
    const { onPageChange } = pageButtons(9, 30);
    expect(names()).toEqual([L.previous, L.page(1), L.page(2), L.page(3), L.next]);
    expect(screen.queryByRole('button', { current: 'page' })).toBeNull();
    expect(screen.getByRole('button', { name: L.next })).toBeDisabled();
    await click(screen.getByRole('button', { name: L.previous }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('draws nothing when one page holds all', () => {
    pageButtons(1, 10);
    expect(screen.queryByTestId('buttons')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('Pager', () => {
  it('shows the range in its named navigation, with the page buttons', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} pageSize={10} count={42} onPageChange={onPageChange} label="Orders" />, { wrapper: Provider });
    const nav = screen.getByRole('navigation', { name: 'Orders' });
    expect(nav).toHaveAttribute('data-testid', 'pager');
    // One landmark: the buttons are a plain group inside the pager's.
    expect(screen.getAllByRole('navigation')).toEqual([nav]);
    expect(within(nav).getByTestId('pagination-range')).toHaveTextContent(L.range(11, 20, 42));
    expect(within(nav).getByRole('button', { name: L.page(2) })).toHaveAttribute('aria-current', 'page');
    await click(within(nav).getByRole('button', { name: L.page(5) }));
    expect(onPageChange).toHaveBeenCalledWith(5);
  });
});
