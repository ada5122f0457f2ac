import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toast-store';
import { supportMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { runOutTimersOf } from '../../test/timers';
import { renderWithProviders, testSession } from '../../test/wrapper';
import SupportShortcutsPage from './SupportShortcutsPage';

const link = (locationId: string, name: string, isActive = true) => ({ locationId, isActive, location: { id: locationId, name } });
const shortcut = (id: string, type: string, label: string, links: ReturnType<typeof link>[] = []) => ({
  id,
  type,
  label,
  details: `${label} details`,
  isActive: true,
  isGlobal: links.length === 0,
  locationId: links.find((l) => l.isActive)?.locationId ?? null,
  shortcutsLocation: links,
});
const LIST = [
  shortcut('1', 'SIG', 'BID with food'),
  shortcut('15', 'SIG', 'Eye drops TID', [link('2', 'Riverside Veterinary Clinic')]),
  shortcut('17', 'NC', 'Refill reminder', [link('2', 'Riverside Veterinary Clinic'), link('3', 'Summit Pet Care'), link('1', 'Maple Grove', false)]),
];
const summit = { id: '3', name: 'Summit Pet Care', organization: { id: '1', name: 'Evergreen Veterinary Partners' } };

function render(handlers: Record<string, unknown> = {}) {
  const api = mockApi({
    Shortcut: { shortcut: LIST },
    Locations: { locations: [summit] },
    AddShortcut: (v: Record<string, unknown>) => ({ addShortcut: { ...shortcut('99', String(v.shortcutType), String(v.label)), details: v.details } }),
    UpdateShortcut: (v: Record<string, unknown>) => ({ updateShortcut: { ...shortcut(String(v.id), String(v.shortcutType), String(v.label), [link('3', 'Summit Pet Care')]) } }),
    DeleteShortcut: (v: Record<string, unknown>) => ({ deleteShortcut: { ...shortcut(String(v.id), 'SIG', 'x'), isActive: false } }),
    ...handlers,
  });
  const { queryClient } = renderWithProviders(<SupportShortcutsPage />, { route: '/support/prescribingshortcuts', session: testSession(supportMe()), client: api.client });
  return { ...api, queryClient };
}

/** Chooses Global or Location; the radio group reports its change after the event, so wait until the form holds it. */
async function pickScope(dialog: HTMLElement, scope: 'global' | 'location') {
  const item = within(dialog).getByTestId(`shortcut-scope-${scope}`);
  fireEvent.click(within(item).getByRole('radio'));
  await waitFor(() => expect(item).toHaveAttribute('data-state', 'checked'));
}

const item = async (label: string) => (await screen.findAllByTestId('shortcut-item')).find((i) => i.getAttribute('data-label') === label)!;
const lastCall = (api: Pick<ReturnType<typeof mockApi>, 'calls'>, name: string) => api.calls.filter((c) => c.operationName === name).at(-1);

describe('SupportShortcutsPage (support variant)', () => {
  // The toaster is shared and shows at most 4 toasts: earlier tests' toasts must not hide this test's.
  afterEach(() => toaster.remove());

  it('lists global and per-location shortcuts with their active locations; support may edit every one', async () => {
    const api = render();
    const global = await item('BID with food');
    expect(within(global).getByTestId('shortcut-global')).toBeVisible();
    expect(within(global).queryByTestId('shortcut-locations')).toBeNull();
    const shared = await item('Refill reminder');
    expect(within(shared).getByTestId('shortcut-locations').textContent).toBe('Riverside Veterinary ClinicSummit Pet Care');
    expect(screen.getAllByTestId('edit-shortcut')).toHaveLength(3);
    expect(screen.getAllByTestId('delete-shortcut')).toHaveLength(3);
    expect(lastCall(api, 'Shortcut')?.variables).toEqual({ filter: null, shortcutType: null });
  });

  it('searches the label on the server from 3 characters, and filters the type', async () => {
    const api = render();
    await item('BID with food');
    // The debounce runs out at once: a search it started would be in flight or answered below.
    runOutTimersOf(() => fireEvent.change(screen.getByTestId('shortcut-search'), { target: { value: 're' } }));
    await waitFor(() => expect(api.queryClient.isFetching()).toBe(0));
    expect(lastCall(api, 'Shortcut')?.variables).toEqual({ filter: null, shortcutType: null });
    fireEvent.change(screen.getByTestId('shortcut-search'), { target: { value: ' Refill ' } });
    await waitFor(() => expect(lastCall(api, 'Shortcut')?.variables).toEqual({ filter: 'refill', shortcutType: null }), { timeout: 8000 });
    fireEvent.click(within(screen.getByTestId('shortcut-type-filter')).getByText('NC', { exact: true }));
    await waitFor(() => expect(lastCall(api, 'Shortcut')?.variables).toEqual({ filter: 'refill', shortcutType: 'NC' }));
  });

  it('adds a global shortcut: label messages, the global choice required, details up to 250', async () => {
    const api = render();
    await item('BID with food');
    fireEvent.click(screen.getByTestId('add-shortcut'));
    const dialog = await screen.findByTestId('shortcut-dialog');
    expect(within(dialog).getByTestId('shortcut-details').getAttribute('maxlength')).toBe('250');
    fireEvent.change(within(dialog).getByTestId('shortcut-type'), { target: { value: 'SIG' } });
    fireEvent.change(within(dialog).getByTestId('shortcut-label'), { target: { value: 'ab' } });
    fireEvent.change(within(dialog).getByTestId('shortcut-details'), { target: { value: 'Give 1 tablet daily for 5 days.' } });
    fireEvent.click(within(dialog).getByTestId('shortcut-save'));
    expect(await within(dialog).findByText('Label field is too small.')).toBeVisible();
    expect(within(dialog).getByText('Please select whether the shortcut is global')).toBeVisible();
    fireEvent.change(within(dialog).getByTestId('shortcut-label'), { target: { value: '   ' } });
    expect(await within(dialog).findByText('Label is required.')).toBeVisible();
    expect(api.calls.some((c) => c.operationName === 'AddShortcut')).toBe(false);

    fireEvent.change(within(dialog).getByTestId('shortcut-label'), { target: { value: 'Taper 5 days' } });
    await pickScope(dialog, 'global');
    fireEvent.click(within(dialog).getByTestId('shortcut-save'));
    await waitFor(() =>
      expect(lastCall(api, 'AddShortcut')?.variables).toEqual({ shortcutType: 'SIG', label: 'Taper 5 days', details: 'Give 1 tablet daily for 5 days.', isGlobal: true, locationId: null }),
    );
    expect(await screen.findByText('Add shortcut Successfully')).toBeVisible();
  });

  it('a non-global shortcut takes a location, searched from 3 characters', async () => {
    const api = render();
    await item('BID with food');
    fireEvent.click(screen.getByTestId('add-shortcut'));
    const dialog = await screen.findByTestId('shortcut-dialog');
    fireEvent.change(within(dialog).getByTestId('shortcut-type'), { target: { value: 'NP' } });
    fireEvent.change(within(dialog).getByTestId('shortcut-label'), { target: { value: 'Summit note' } });
    fireEvent.change(within(dialog).getByTestId('shortcut-details'), { target: { value: 'Ship to the Summit clinic.' } });
    await pickScope(dialog, 'location');
    fireEvent.click(within(dialog).getByTestId('shortcut-save'));
    expect((await within(dialog).findByTestId('shortcut-location-error')).textContent).toBe('Location is required');

    const input = within(within(dialog).getByTestId('shortcut-location')).getByRole('combobox');
    fireEvent.click(input);
    // Typed once the list is open, as a person types: the combobox's own opening may still be under way on a loaded machine.
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.change(input, { target: { value: 'summ' } });
    await waitFor(() => expect(lastCall(api, 'Locations')?.variables).toMatchObject({ filter: 'summ', activeFilterType: 'active' }), { timeout: 8000 });
    const option = await screen.findByRole('option', { name: /Summit Pet Care/ }, { timeout: 8000 });
    fireEvent.click(option);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Summit Pet Care'));
    // The choice is the form's once the (controlled) combobox shows it selected.
    await waitFor(() => expect(option).toHaveAttribute('data-state', 'checked'));
    fireEvent.click(within(dialog).getByTestId('shortcut-save'));
    await waitFor(() =>
      expect(lastCall(api, 'AddShortcut')?.variables).toEqual({ shortcutType: 'NP', label: 'Summit note', details: 'Ship to the Summit clinic.', isGlobal: false, locationId: '3' }),
    );
  });

  it('edits with the type read-only and the scope of the shortcut; deletes for everyone after Confirm Delete?', async () => {
    const api = render();
    fireEvent.click(within(await item('Eye drops TID')).getByTestId('edit-shortcut'));
    const dialog = await screen.findByTestId('shortcut-dialog');
    expect((within(dialog).getByTestId('shortcut-type') as HTMLSelectElement).disabled).toBe(true);
    expect((within(within(dialog).getByTestId('shortcut-scope-location')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect((within(within(dialog).getByTestId('shortcut-location')).getByRole('combobox') as HTMLInputElement).value).toBe('Riverside Veterinary Clinic');
    await pickScope(dialog, 'global');
    fireEvent.click(within(dialog).getByTestId('shortcut-save'));
    await waitFor(() =>
      expect(lastCall(api, 'UpdateShortcut')?.variables).toEqual({ id: '15', shortcutType: 'SIG', label: 'Eye drops TID', details: 'Eye drops TID details', isGlobal: true, locationId: null }),
    );
    expect(await screen.findByText('Edit shortcut Successfully')).toBeVisible();

    fireEvent.click(within(await item('Refill reminder')).getByTestId('delete-shortcut'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('Confirm Delete?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.calls.some((c) => c.operationName === 'DeleteShortcut')).toBe(false);
    fireEvent.click(within(await item('Refill reminder')).getByTestId('delete-shortcut'));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(lastCall(api, 'DeleteShortcut')?.variables).toEqual({ id: '17' }));
    expect(await screen.findByText('Delete shortcut Successfully')).toBeVisible();
  });

  it("shows the server's message when it refuses, and keeps the form open", async () => {
    const api = render({ AddShortcut: { graphqlError: { message: 'Location not found', code: 'NOT_FOUND' } } });
    await item('BID with food');
    fireEvent.click(screen.getByTestId('add-shortcut'));
    const dialog = await screen.findByTestId('shortcut-dialog');
    fireEvent.change(within(dialog).getByTestId('shortcut-type'), { target: { value: 'NC' } });
    fireEvent.change(within(dialog).getByTestId('shortcut-label'), { target: { value: 'Recheck' } });
    fireEvent.change(within(dialog).getByTestId('shortcut-details'), { target: { value: 'Please book a recheck.' } });
    await pickScope(dialog, 'global');
    fireEvent.click(within(dialog).getByTestId('shortcut-save'));
    expect(await screen.findByText('Location not found', {}, { timeout: 8000 })).toBeVisible();
    expect(api.calls.filter((c) => c.operationName === 'AddShortcut')).toHaveLength(1);
    expect(screen.getByTestId('shortcut-dialog')).toBeVisible();
  });
});
