import { expect, test } from '@playwright/test';
import { readMenu, screens, signIn } from './helpers';

/**
 * What each demo role sees at its primary location, Maple Grove (PIMS on, office use off, no
 * reporting page), from the fixtures' role-module assignments.
 */
const CLINICAL = ['Dashboard', 'Create Rx', 'Approvals', 'Clients', 'Products', 'Rx History', 'Orders', 'Link PIMS'];
const EXPECTED: Record<string, { top: string[]; groups: Record<string, string[]> }> = {
  'vet@demo.vetrx.dev': { top: [...CLINICAL, 'Administration'], groups: { Administration: ['Prescribing Shortcuts'] } },
  'vet2@demo.vetrx.dev': { top: [...CLINICAL, 'Administration'], groups: { Administration: ['Prescribing Shortcuts'] } },
  'vetadmin@demo.vetrx.dev': {
    top: [...CLINICAL, 'Administration'],
    // Audit Log follows User Management for those who may read the practice's audit log.
    groups: { Administration: ['User Management', 'Audit Log', 'Prescribing Shortcuts', 'Practice Settings'] },
  },
  'staff@demo.vetrx.dev': { top: CLINICAL, groups: {} },
  'admin@demo.vetrx.dev': {
    top: ['Dashboard', 'Clients', 'Products', 'Rx History', 'Orders', 'Link PIMS', 'Administration'],
    // Audit Log follows User Management for those who may read the practice's audit log.
    groups: { Administration: ['User Management', 'Audit Log', 'Prescribing Shortcuts', 'Practice Settings'] },
  },
};

test.describe('side menu per role', () => {
  for (const [username, expected] of Object.entries(EXPECTED)) {
    test(`${username} sees exactly their modules`, async ({ page }) => {
      await signIn(page, username, '/');
      await expect(page).toHaveURL(/\/dashboard$/);
      const menu = await readMenu(page);
      expect(menu).toEqual(expected);
      await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      if (username === 'vetadmin@demo.vetrx.dev') await screens(page, 'menu-vetadmin');
    });
  }

  test('a path the role may not use goes to its first allowed link; unknown paths show not found', async ({ page }) => {
    await signIn(page, 'staff@demo.vetrx.dev', '/usermanagement');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The Audit Log is the policy's readAuditLog: staff do not reach it by its address either.
    await page.goto('/usermanagement/auditlog');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await screens(page, 'not-found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a practice user at /support sees that they can't access it", async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', '/support');
    await expect(page.getByRole('heading', { name: "you can't access this link" })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Support menu' })).toHaveCount(0);
    await screens(page, 'support-denied');
  });

  test('the sidebar collapses to icons on a narrow screen and expands with the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 760, height: 900 });
    await signIn(page, 'vet@demo.vetrx.dev');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByText('Rx History')).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect(nav.getByText('Rx History')).toBeVisible();
  });
});

test.describe('support area', () => {
  test('a support user sees only the support menu and a greeting', async ({ page }) => {
    await signIn(page, 'support@demo.vetrx.dev', '/');
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByTestId('support-greeting')).toHaveText('Welcome, Sam');
    const menu = await readMenu(page, 'Support menu');
    expect(menu.top).toEqual(['Support Home', 'User Management', 'Practice Setup', 'Prescribing Shortcuts', 'Pims Lookup', 'Sandbox']);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByTestId('support-logout')).toBeVisible();
    await screens(page, 'support-home');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/support$/);
  });

  test('the admin support group also sees Role', async ({ page }) => {
    await signIn(page, 'adminsupport@demo.vetrx.dev');
    await expect(page.getByTestId('support-greeting')).toHaveText('Welcome, Alex');
    const menu = await readMenu(page, 'Support menu');
    expect(menu.top).toEqual(['Support Home', 'User Management', 'Practice Setup', 'Prescribing Shortcuts', 'Role', 'Pims Lookup', 'Sandbox']);
    await page.getByTestId('support-logout').click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
