import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CLIENT_LABELS, CLIENT_NOTICES, CLIENT_SCREEN_LABELS as L, CLIENT_VALIDATION_MESSAGES as M } from '@vetrx/core/messages';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/wrapper';
import { EMPTY_CLIENT_FORM } from './client-model';
import { ClientForm, type ClientFormProps } from './ClientForm';

/** Generous waits: Chakra's first renders are slow on a busy 2-core machine. */
const SLOW = { timeout: 8000 };

const api = () =>
  mockApi({
    PhoneTypes: { phoneTypes: ['Cell', 'Home'].map((description, i) => ({ id: String(i + 1), description })) },
    AddressTypes: { addressTypes: ['Home', 'Office'].map((description, i) => ({ id: String(i + 1), description })) },
  });

function render(props: Partial<ClientFormProps> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ClientForm mode="create" defaultValues={EMPTY_CLIENT_FORM} showPimsId={false} submitting={false} onSubmit={onSubmit} onCancel={() => undefined} onBack={() => undefined} {...props} />,
    { client: api().client },
  );
  return onSubmit;
}

/** Chooses Active: No (Ark's radio applies the change on the next tick). */
async function chooseInactive() {
  const no = screen.getByRole('radio', { name: CLIENT_LABELS.no });
  fireEvent.click(no);
  await waitFor(() => expect(no).toHaveProperty('checked', true), SLOW);
}

const valid = {
  ...EMPTY_CLIENT_FORM,
  firstName: 'Ann',
  lastName: 'Lee',
  phones: [{ uuid: 'p1', phoneTypeId: '1', phoneNumber: '6125550101' }],
  addresses: [{ uuid: 'a1', addressTypeId: '1', addressLine1: '1 Main St', addressLine2: null, city: 'Maple Grove', state: 'MN', zip: '55369' }],
};

describe('ClientForm', () => {
  it('titles the create form, capitalises names as typed, and refuses a save without phone and address', async () => {
    const onSubmit = render();
    expect(screen.getByRole('heading', { name: CLIENT_LABELS.addClient })).toBeVisible();
    expect(screen.getByText(CLIENT_LABELS.addClientSubtitle)).toBeVisible();
    const first = screen.getByRole('textbox', { name: new RegExp(L.firstName) });
    fireEvent.change(first, { target: { value: 'mary-jo ann' } });
    expect(first).toHaveProperty('value', 'Mary-Jo Ann');
    fireEvent.click(screen.getByRole('button', { name: CLIENT_LABELS.save }));
    expect(await screen.findByText(M.phoneRequired, {}, SLOW)).toBeVisible();
    expect(screen.getByText(M.addressRequired)).toBeVisible();
    expect(screen.getByText(M.fieldRequired)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets an inactive client be saved without names or contact data', async () => {
    const onSubmit = render();
    await chooseInactive();
    fireEvent.click(screen.getByRole('button', { name: CLIENT_LABELS.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isActive: 'no', phones: [] })), SLOW);
  });

  it('warns before making a client with pending requests inactive, and saves only once confirmed', async () => {
    const onSubmit = render({ mode: 'edit', defaultValues: valid, existing: { id: '5', pimsId: null, isActive: true }, pendingTaskCount: 2 });
    expect(screen.getByRole('heading', { name: CLIENT_LABELS.updateClient })).toBeVisible();
    expect(screen.queryByTestId('inactive-warning')).toBeNull();
    await chooseInactive();
    expect((await screen.findByTestId('inactive-warning', {}, SLOW)).textContent).toContain(CLIENT_NOTICES.clientInactiveDeclinesPending);
    fireEvent.click(screen.getByRole('button', { name: CLIENT_LABELS.save }));
    const confirm = await screen.findByTestId('confirm-dialog', {}, SLOW);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: L.confirmSave }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isActive: 'no' })), SLOW);
    expect(confirm).toBeTruthy();
  });

  it('shows no warning when nothing is pending, and keeps a stored PIMS ID read-only', async () => {
    const onSubmit = render({ mode: 'edit', defaultValues: { ...valid, pimsId: 'EZ-1' }, existing: { id: '5', pimsId: 'EZ-1', isActive: true }, pendingTaskCount: 0, showPimsId: true });
    expect(screen.getByRole('textbox', { name: CLIENT_LABELS.pimsId })).toHaveProperty('readOnly', true);
    await chooseInactive();
    expect(screen.queryByTestId('inactive-warning')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: CLIENT_LABELS.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), SLOW);
  });
});
