import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/wrapper';
import { LegalFooter } from './LegalFooter';

describe('LegalFooter', () => {
  it('lists the links and the copyright without a stray separator after Contact us', () => {
    renderWithProviders(<LegalFooter />);
    const nav = screen.getByRole('navigation', { name: 'Legal' });
    expect(nav.textContent).not.toContain('·');
    expect(nav.textContent).toContain('Contact us');
    expect(nav.textContent).toMatch(/© \d{4} VetRx$/);
  });
});
