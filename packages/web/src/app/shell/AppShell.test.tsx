import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assignment, location, practiceMe, supportMe, VET_MODULES } from '../../test/fixtures';
import { renderWithProviders, testSession } from '../../test/wrapper';
import { AppShell } from './AppShell';
import { SupportShell } from './SupportShell';

function shellAt(route: string, session: ReturnType<typeof testSession>, Shell = AppShell) {
  return renderWithProviders(
    <Routes>
      <Route element={<Shell />}>
        <Route path="/dashboard" element={<p>dashboard page</p>} />
        <Route path="/usermanagement" element={<p>users page</p>} />
        <Route path="/support" element={<p>support page</p>} />
        <Route path="*" element={<p>catch-all page</p>} />
      </Route>
    </Routes>,
    { route, session },
  );
}

function menuLabels() {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .concat(within(nav).queryAllByRole('button'))
    .map((el) => el.textContent?.trim());
}

describe('practice shell', () => {
  it('builds the menu from the role modules and the location flags', () => {
    const loc = location({ features: [], isPimsEnabled: false });
    shellAt('/dashboard', testSession(practiceMe([assignment({ location: loc, isPrimary: true })])));
    // Reports needs hasReportingPage and Link needs PIMS: both hidden here.
    expect(menuLabels()).toEqual(['Dashboard', 'Prescribe', 'Approvals', 'Clients', 'Admin']);
    expect(screen.getByText('dashboard page')).toBeVisible();
  });

  it('shows location-gated items when the location enables them', () => {
    const loc = location({ features: ['hasReportingPage'], isPimsEnabled: true });
    shellAt('/dashboard', testSession(practiceMe([assignment({ location: loc, isPrimary: true })])));
    expect(menuLabels()).toEqual(['Dashboard', 'Prescribe', 'Approvals', 'Clients', 'Reports', 'Link Clients', 'Admin']);
  });

  it('marks the active item with aria-current and opens the group of an active child', () => {
    shellAt('/usermanagement', testSession(practiceMe([assignment({ isPrimary: true })])));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const users = within(nav).getByRole('link', { name: 'Users' });
    expect(users.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Admin' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('expands and collapses a group by click and by the arrow keys', () => {
    shellAt('/dashboard', testSession(practiceMe([assignment({ isPrimary: true })])));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const admin = within(nav).getByRole('button', { name: 'Admin' });
    expect(admin.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    fireEvent.click(admin);
    expect(admin.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Practice Settings' })).toBeVisible();
    admin.focus();
    fireEvent.keyDown(admin, { key: 'ArrowLeft' });
    expect(admin.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(admin, { key: 'ArrowRight' });
    expect(admin.getAttribute('aria-expanded')).toBe('true');
    // Down from the group moves to its first child; Home goes back to the first item.
    fireEvent.keyDown(admin, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Users');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Dashboard');
  });

  it('sends a path the role may not use to its first allowed link', () => {
    const modules = VET_MODULES.filter((m) => m.link !== '/usermanagement');
    shellAt('/usermanagement', testSession(practiceMe([assignment({ modules, isPrimary: true })])));
    expect(screen.getByText('dashboard page')).toBeVisible();
  });

  it('sends /reports without hasReportingPage to /dashboard', () => {
    shellAt('/reports', testSession(practiceMe([assignment({ isPrimary: true })])));
    expect(screen.getByText('dashboard page')).toBeVisible();
  });

  it("tells a practice user at /support that they can't access it", async () => {
    shellAt('/support', testSession(practiceMe([assignment({ isPrimary: true })])));
    // The denial's page loads when first shown.
    expect(await screen.findByRole('heading', { name: "you can't access this link" })).toBeVisible();
    expect(screen.queryByText('support page')).toBeNull();
  });

  it('leaves paths outside the route table to the not-found route', () => {
    shellAt('/no-such-page', testSession(practiceMe([assignment({ isPrimary: true })])));
    expect(screen.getByText('catch-all page')).toBeVisible();
  });

  it('shows the impersonation banner with Log out while impersonating', async () => {
    const me = { ...practiceMe([assignment({ isPrimary: true })]), isSupport: true, impersonating: 'vet@demo.vetrx.dev' };
    const session = testSession(me, { isImpersonating: true });
    shellAt('/dashboard', session);
    expect(await screen.findByText('Impersonation: vet@demo.vetrx.dev')).toBeVisible();
    // The banner's code loads while impersonating only; the page is drawn with it.
    expect(screen.getByText('dashboard page')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(session.exitImpersonation).toHaveBeenCalledTimes(1);
  });
});

describe('support shell', () => {
  it('shows only the support menu, Role for the admin support group only', () => {
    shellAt('/support', testSession(supportMe()), SupportShell);
    const nav = screen.getByRole('navigation', { name: 'Support menu' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Support Home',
      'User Management',
      'Practice Setup',
      'Prescribing Shortcuts',
      'Pims Lookup',
    ]);
    expect(within(nav).getByRole('link', { name: 'Support Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: /Logout/ })).toBeVisible();
  });

  it('adds Role for the admin support group and sends main paths to /support', () => {
    shellAt('/dashboard', testSession(supportMe({ inAdminSupportGroup: true })), SupportShell);
    const nav = screen.getByRole('navigation', { name: 'Support menu' });
    expect(within(nav).getByRole('link', { name: 'Role' })).toBeVisible();
    expect(screen.getByText('support page')).toBeVisible();
  });
});
