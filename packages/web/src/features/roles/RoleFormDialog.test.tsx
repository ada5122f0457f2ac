import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toast-store';
import { supportMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders, testSession } from '../../test/wrapper';
import { RoleFormDialog } from './RoleFormDialog';

const module = (id: string, name: string, orderBy: number, parentModuleId: string | null = null) => ({
  id,
  name,
  icon: null,
  link: parentModuleId ? `/${name.toLowerCase()}` : null,
  orderBy,
  isActive: true,
  isNavigation: true,
  parentModuleId,
  childModules: [],
});
const MODULES = [module('1', 'Dashboard', 1), module('11', 'Administration', 2), module('12', 'Users', 1, '11')];

/** The dialog behind an Add Role button, as the roles page opens it. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <RoleFormDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function render(handlers: Record<string, unknown> = {}) {
  const api = mockApi({ Modules: { modules: MODULES }, ...handlers });
  renderWithProviders(<Harness />, { session: testSession(supportMe()), client: api.client });
  return api;
}

/** Ticks a module; the checkbox reports its change after the event, so wait until the dialog shows it taken. */
async function tick(dialog: HTMLElement, moduleId: string) {
  const box = within(dialog).getByTestId(`module-${moduleId}`);
  const before = box.getAttribute('data-state');
  fireEvent.click(within(box).getByRole('checkbox'));
  await waitFor(() => expect(box.getAttribute('data-state')).not.toBe(before));
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
  await within(dialog).findByTestId('module-1');
  return dialog;
}

describe('RoleFormDialog', () => {
  afterEach(() => act(() => toaster.dismiss()));

  it('is named by its title, checks with core on Save in its footer, and adds the role', async () => {
    const api = render({ AddRole: (v: Record<string, unknown>) => ({ addRole: { id: '9', name: (v.input as { name: string }).name, isActive: true, canAuthorize: false, icon: null, rolesModules: [] } }) });
    const dialog = await openDialog();
    expect(dialog.getAttribute('data-testid')).toBe('role-dialog');
    fireEvent.click(within(dialog).getByTestId('role-save'));
    expect(await within(dialog).findByText('Role is required.')).toBeVisible();
    expect(within(dialog).getByText('Please select at least one module.')).toBeVisible();
    expect(api.calls.some((c) => c.operationName === 'AddRole')).toBe(false);

    // After a tried save, each message leaves with its own fix, the other stays.
    await tick(dialog, '12');
    await waitFor(() => expect(within(dialog).queryByText('Please select at least one module.')).toBeNull());
    expect(within(dialog).getByText('Role is required.')).toBeVisible();
    fireEvent.change(within(dialog).getByTestId('role-name'), { target: { value: 'Front desk' } });
    await waitFor(() => expect(within(dialog).queryByText('Role is required.')).toBeNull());
    fireEvent.click(within(dialog).getByTestId('role-save'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.operationName === 'AddRole')?.variables).toEqual({ input: { name: 'Front desk', canAuthorize: false }, rolesModules: [{ moduleId: '11' }, { moduleId: '12' }] }),
    );
    expect(await screen.findByText('Role added.')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('role-dialog')).toBeNull());
  });

  it("shows the server's field errors under their fields, and starts fresh when opened again", async () => {
    render({ AddRole: { graphqlError: { message: 'Invalid input', code: 'BAD_USER_INPUT', fields: { name: 'A role with this name exists.' } } } });
    let dialog = await openDialog();
    fireEvent.change(within(dialog).getByTestId('role-name'), { target: { value: 'Vet' } });
    await tick(dialog, '1');
    fireEvent.click(within(dialog).getByTestId('role-save'));
    expect(await within(dialog).findByText('A role with this name exists.')).toBeVisible();
    expect(screen.getByTestId('role-dialog')).toBeVisible();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('role-dialog')).toBeNull());
    dialog = await openDialog();
    expect((within(dialog).getByTestId('role-name') as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByText('A role with this name exists.')).toBeNull();
  });
});
