import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { CATALOGUE } from '@valuation/contracts';
import { TermsScreen, formatTermsDate } from './TermsScreen';

const lastUpdated = new Date(2026, 10, 21);

describe('TermsScreen', () => {
  it('shows nine numbered sections under one h1 and the en-GB last-updated date', () => {
    renderWithTheme(<TermsScreen lastUpdated={lastUpdated} catalogue={CATALOGUE} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 21 November 2026');
    expect(screen.getByText('21 November 2026')).toHaveAttribute('datetime', '2026-11-21');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Services',
      '2. Fees and Payment',
      '3. Cancellations',
      '4. Refunds',
      '5. Limitation of Liability',
      '6. Valuation Reports',
      '7. Data Protection',
      '8. Home Visits',
      '9. Governing Law',
    ]);
  });

  it('states the terms of docs/product.md §9', () => {
    renderWithTheme(<TermsScreen lastUpdated={lastUpdated} catalogue={CATALOGUE} />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('limited to the fee paid');
    expect(text).toContain('cancelled within 14 days if the service has not commenced');
    expect(text).toContain('48 hours’ notice to cancel');
    expect(text).toContain('up to 50% of the service cost');
    expect(text).toContain('Completed valuations are non-refundable');
    expect(text).toContain('England and Wales');
    expect(text).toContain('UK Data Protection Act 2018 and the GDPR');
    expect(text).toContain('Online valuations start at £55 (standard); express is from £75.');
    expect(text).toContain('£185 per hour');
    expect(text).toContain('A 50% deposit may be required');
    expect(text).toContain(
      'Art: express £155 (2-3 business days), standard £135 (4-7 business days)',
    );
  });

  it('refers to the Services page for figures until the catalogue is there', () => {
    renderWithTheme(<TermsScreen lastUpdated={lastUpdated} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(document.body.textContent).not.toMatch(/£/);
    expect(document.body.textContent).toContain('shown on our Services page');
  });

  it('formats dates like "1 March 2027"', () => {
    expect(formatTermsDate(new Date(2027, 2, 1))).toBe('1 March 2027');
  });
});
