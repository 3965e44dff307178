import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { CookiesScreen } from './CookiesScreen';
import { PrivacyScreen } from './PrivacyScreen';

describe('PrivacyScreen', () => {
  it('says what is kept, why, for how long, who receives it and the rights', () => {
    renderWithTheme(<PrivacyScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      '1. What We Keep',
      '2. Why We Keep It',
      '3. How Long We Keep It',
      '4. Who Receives It',
      '5. Your Rights',
      '6. Cookies',
    ]);
    expect(screen.getByText(/not paid within 30 days is cancelled/)).toBeInTheDocument();
    expect(screen.getByText(/payment provider, Stripe/)).toBeInTheDocument();
    expect(screen.getByText(/email provider/)).toBeInTheDocument();
    expect(screen.getByText(/storage provider/)).toBeInTheDocument();
    expect(screen.getByText(/downloads everything we hold about you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });
});

describe('CookiesScreen', () => {
  it('names the one cookie and what the browser keeps', () => {
    renderWithTheme(<CookiesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByText(/“refresh_token”/)).toBeInTheDocument();
    expect(
      screen.getByText(/no advertising, analytics or third-party cookies/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
