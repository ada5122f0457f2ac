import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignment, location, practiceMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders, testSession } from '../../test/wrapper';
import ShortcutsPage from './ShortcutsPage';

const shortcut = (id: string, type: string, label: string, isGlobal: boolean) => ({ id, type, label, details: `${label} details`, isActive: true, isGlobal, locationId: isGlobal ? null : '1' });

function render() {
  const api = mockApi({
    Shortcut: { shortcut: [shortcut('1', 'SIG', 'BID with food', true), shortcut('11', 'SIG', 'Ear drops BID', false), shortcut('14', 'NC', 'Weigh monthly', false)] },
    AddShortcut: (v: Record<string, unknown>) => ({ addShortcut: { ...shortcut('99', String(v.shortcutType), String(v.label), false), details: v.details } }),
    DeleteShortcut: (v: Record<string, unknown>) => ({ deleteShortcut: { ...shortcut(String(v.id), 'SIG', 'Ear drops BID', false), isActive: false } }),
  });
  const me = practiceMe([assignment({ location: location({ id: '1', name: 'Maple Grove' }), roleName: 'ADMIN' })]);
  renderWithProviders(<ShortcutsPage />, { route: '/PrescribingShortcuts', session: testSession(me, { storedLocationId: '1' }), client: api.client });
  return api;
}

describe('ShortcutsPage (location variant)', () => {
  it('lists global shortcuts read-only and the location ones editable; filters by label and type', async () => {
    render();
    const items = await screen.findAllByTestId('shortcut-item');
    const global = items.find((i) => i.getAttribute('data-label') === 'BID with food')!;
    expect(within(global).queryByTestId('edit-shortcut')).toBeNull();
    expect(within(global).getByText('Global')).toBeVisible();
    const own = items.find((i) => i.getAttribute('data-label') === 'Ear drops BID')!;
    expect(within(own).getByTestId('edit-shortcut')).toBeVisible();

    fireEvent.change(screen.getByTestId('shortcut-search'), { target: { value: 'bi' } });
    expect(screen.getAllByTestId('shortcut-item')).toHaveLength(3);
    fireEvent.change(screen.getByTestId('shortcut-search'), { target: { value: 'bid' } });
    expect(screen.getAllByTestId('shortcut-item').map((i) => i.getAttribute('data-label'))).toEqual(['BID with food', 'Ear drops BID']);
    fireEvent.change(screen.getByTestId('shortcut-search'), { target: { value: 'zzz' } });
    expect(screen.getByTestId('shortcuts-empty').textContent).toContain('No data found');
  });

  it("deletes after 'Confirm Delete?' — No keeps it, Yes deletes it from the location", async () => {
    const api = render();
    const own = (await screen.findAllByTestId('shortcut-item')).find((i) => i.getAttribute('data-label') === 'Ear drops BID')!;
    fireEvent.click(within(own).getByTestId('delete-shortcut'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Confirm Delete?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.calls.some((c) => c.operationName === 'DeleteShortcut')).toBe(false);

    fireEvent.click(within(own).getByTestId('delete-shortcut'));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.calls.find((c) => c.operationName === 'DeleteShortcut')?.variables).toEqual({ id: '11', locationId: '1' }));
    expect(await screen.findByText('Delete shortcut Successfully')).toBeVisible();
  });

  it('adds a shortcut for the location with the location form: details up to 620, no scope', async () => {
    const api = render();
    await screen.findAllByTestId('shortcut-item');
    fireEvent.click(screen.getByTestId('add-shortcut'));
    const dialog = await screen.findByTestId('shortcut-dialog');
    // AppDialog's title names the dialog; its footer holds Cancel and Save.
    expect(await screen.findByRole('dialog', { name: 'Add Shortcut' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(dialog).getByTestId('shortcut-details').getAttribute('maxlength')).toBe('620');
    expect(within(dialog).queryByTestId('shortcut-scope')).toBeNull();
    const details = 'Clean the ears. '.repeat(30).trim();
    fireEvent.change(within(dialog).getByTestId('shortcut-type'), { target: { value: 'SIG' } });
    fireEvent.change(within(dialog).getByTestId('shortcut-label'), { target: { value: 'Ear cleaning' } });
    fireEvent.change(within(dialog).getByTestId('shortcut-details'), { target: { value: details } });
    fireEvent.click(within(dialog).getByTestId('shortcut-save'));
    await waitFor(() => expect(api.calls.find((c) => c.operationName === 'AddShortcut')?.variables).toEqual({ shortcutType: 'SIG', label: 'Ear cleaning', details, locationId: '1' }));
    expect(await screen.findByText('Add shortcut Successfully')).toBeVisible();
  });
});
