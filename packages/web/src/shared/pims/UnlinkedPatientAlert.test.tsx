import { fireEvent, screen, within } from '@testing-library/react';
import { CLIENT_LABELS, CLIENT_NOTICES } from '@vetrx/core/messages';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/wrapper';
import { pimsSession } from './pims-test-data';
import { UnlinkedPatientAlert } from './UnlinkedPatientAlert';

const SLOW = { timeout: 8000 };

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

function setup(patient: { id: string; pimsId: string | null }, features?: string[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/create/rx" element={<UnlinkedPatientAlert client={{ firstName: 'Ann', lastName: "O'Neil" }} patient={patient} />} />
      <Route path="/link" element={<Where />} />
    </Routes>,
    { route: '/create/rx', session: pimsSession({ features }) },
  );
}

describe('UnlinkedPatientAlert', () => {
  it('tells that the patient is not linked and goes to the link page with the client’s names', async () => {
    setup({ id: '7', pimsId: null });
    const alert = await screen.findByTestId('unlinked-patient-alert', {}, SLOW);
    expect(alert.textContent).toContain(CLIENT_NOTICES.unlinkedPatient);
    fireEvent.click(screen.getByRole('button', { name: CLIENT_LABELS.goToLinkPage }));
    expect((await screen.findByTestId('where', {}, SLOW)).textContent).toBe('/link?firstName=Ann&lastName=O%27Neil');
  });

  it('goes away with Ignore', async () => {
    setup({ id: '7', pimsId: null });
    fireEvent.click(await screen.findByRole('button', { name: CLIENT_LABELS.ignore }, SLOW));
    expect(screen.queryByTestId('unlinked-patient-alert')).toBeNull();
  });

  it('does not show for a linked patient, nor without the feature pimsAlertModal', async () => {
    const linked = setup({ id: '7', pimsId: 'P-7' }).container;
    const withoutFeature = setup({ id: '8', pimsId: null }, ['pimsImport']).container;
    // A marker drawn the same way: the alert of an unlinked patient with the feature. Once it shows, the
    // other two would show too.
    const unlinked = setup({ id: '9', pimsId: null }).container;
    await within(unlinked).findByTestId('unlinked-patient-alert', {}, SLOW);
    expect(within(linked).queryByTestId('unlinked-patient-alert')).toBeNull();
    expect(within(withoutFeature).queryByTestId('unlinked-patient-alert')).toBeNull();
  });
});
