import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRACTICE_SEARCH_ACTIVE_ONLY_KEY } from '@vetrx/core/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { supportMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { runOutTimersOf } from '../../test/timers';
import { renderWithProviders, testSession } from '../../test/wrapper';
import PracticeSearchPage, { PRACTICE_SEARCH_TERM_KEY } from './PracticeSearchPage';

const phone = (n: string) => ({ id: n, uuid: `p${n}`, phoneTypeId: '3', phoneType: null, phoneNumber: n, isActive: true, isPrimary: null });
const org = { id: '1', name: 'Evergreen Veterinary Partners', emailAddress: 'office@evergreen.test', organizationPhones: [phone('6125550189')] };
const loc = (id: string, name: string, organization: typeof org | null) => ({
  id,
  uuid: `l${id}`,
  name,
  organizationId: organization?.id ?? null,
  organization: organization ? { ...organization, isPIMSEnabled: true, isPimsImportEnabled: false, isActive: true } : null,
  isActive: true,
  emailAddress: `${id}@practice.test`,
  website: null,
  HIN: null,
  isPrimary: false,
  priceBookType: 'Generic',
  locationAccountId: null,
  locationPortalTypeId: '2',
  locationPortalType: { id: '2', name: 'VetRx', description: 'VetRx', code: 'vetrx' },
  isOfficeUseEnabled: false,
  isPimsEnabled: false,
  pimsAccountId: null,
  isPimsAccountSecretSet: false,
  pimsConnectionType: null,
  pimsWritebackAccountId: null,
  pimsWritebackLocationId: null,
  isEnabledForWriteback: false,
  locationAddresses: [],
  locationPhones: [phone('3035550100')],
  locationPharmacies: [],
  features: [],
});

function render(opts: { salesforce?: number; locations?: unknown[] } = {}) {
  const api = mockApi({
    LocationCount: (v: Record<string, unknown>) => ({ locationCount: v.feature === 'salesforce2Way' ? (opts.salesforce ?? 0) : 0 }),
    Locations: { locations: opts.locations ?? [] },
  });
  const { queryClient } = renderWithProviders(<PracticeSearchPage />, { route: '/support/practicesearch', session: testSession(supportMe()), client: api.client });
  return { ...api, queryClient };
}

describe('PracticeSearchPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('prompts until 3 characters, then groups results by organization with their location count', async () => {
    const api = render({ locations: [loc('1', 'Maple Grove', org), loc('3', 'Summit', org), loc('9', 'Lakeside Clinic', null)] });
    expect(screen.getByTestId('practice-search-prompt').textContent).toContain('Search By Organization Or by Location');
    // The debounce runs out at once: a search it started would be in flight or answered below.
    runOutTimersOf(() => fireEvent.change(screen.getByTestId('practice-search-input'), { target: { value: 'ev' } }));
    await waitFor(() => expect(api.queryClient.isFetching()).toBe(0));
    expect(screen.getByTestId('practice-search-prompt')).toHaveTextContent('Search By Organization Or by Location');
    expect(api.calls.some((c) => c.operationName === 'Locations')).toBe(false);

    fireEvent.change(screen.getByTestId('practice-search-input'), { target: { value: 'ever' } });
    const groups = await screen.findAllByTestId('practice-group');
    expect(groups.map((g) => g.getAttribute('data-kind'))).toEqual(['organization', 'location']);
    expect(within(groups[0]).getByTestId('location-count').textContent).toContain('2 Locations');
    expect(groups[0].textContent).toContain('office@evergreen.test');
    expect(groups[0].getAttribute('href')).toBe('/support/organizationdetail/1');
    expect(within(groups[1]).getByTestId('location-count').textContent).toContain('1 Location');
    expect(groups[1].getAttribute('href')).toBe('/support/practicedetail/9');
    const call = api.calls.find((c) => c.operationName === 'Locations')!;
    expect(call.variables).toMatchObject({ filter: 'ever', includeOrganization: true, activeFilterType: 'active' });
    expect(sessionStorage.getItem(PRACTICE_SEARCH_TERM_KEY)).toBe('ever');
  });

  it("shows 'No data found' and keeps Show only active for the session", async () => {
    const api = render();
    fireEvent.change(screen.getByTestId('practice-search-input'), { target: { value: 'nothing' } });
    expect((await screen.findByTestId('practice-search-empty')).textContent).toContain('No data found');
    fireEvent.click(within(screen.getByTestId('show-only-active')).getByRole('checkbox'));
    await waitFor(() => expect(sessionStorage.getItem(PRACTICE_SEARCH_ACTIVE_ONLY_KEY)).toBe('false'));
    await waitFor(() => expect(api.calls.filter((c) => c.operationName === 'Locations').at(-1)?.variables.activeFilterType).toBe('all'));
  });

  it('shows Add Organization unless a location has salesforce2Way', async () => {
    render();
    expect(await screen.findByTestId('add-organization')).toBeVisible();
  });

  it('hides Add Organization with salesforce2Way', async () => {
    const api = render({ salesforce: 1, locations: [loc('9', 'Lakeside Clinic', null)] });
    await waitFor(() => expect(api.calls.some((c) => c.operationName === 'LocationCount')).toBe(true));
    // A later answer drawn: a search asked after the location count was answered. The count's answer was
    // drawn before it, so the button would be there by now.
    fireEvent.change(screen.getByTestId('practice-search-input'), { target: { value: 'lake' } });
    await screen.findAllByTestId('practice-group');
    expect(screen.queryByTestId('add-organization')).toBeNull();
  });
});
