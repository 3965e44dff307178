import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('is the contentinfo landmark with the three link groups', () => {
    renderWithTheme(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const groups: Record<string, [string, string][]> = {
      Company: [
        ['About', '/about'],
        ['Services', '/services'],
        ['Contact', '/contact'],
      ],
      Legal: [
        ['Privacy Policy', '/privacy'],
        ['Terms of Service', '/terms'],
        ['Cookie Policy', '/cookies'],
      ],
      Resources: [
        ['Blog', '#blog'],
        ['FAQ', '#faq'],
        ['Support', '#support'],
      ],
    };
    for (const [group, links] of Object.entries(groups)) {
      const nav = within(footer).getByRole('navigation', { name: group });
      expect(within(nav).getByRole('heading', { name: group })).toBeInTheDocument();
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(links.map(([label]) => label));
      for (const [name, href] of links) {
        expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
      }
    }
  });

  it('social links open in a new tab without an opener, each with a name', () => {
    renderWithTheme(<Footer />);
    for (const name of ['Instagram', 'Facebook', 'X', 'LinkedIn']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('promotes the gemmologist certification with a link to /about, and the copyright year', () => {
    renderWithTheme(<Footer year={2031} />);
    expect(
      screen.getByText(/gemmologist certification from a gem grading institute/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Learn about our certifications' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(screen.getByText('© 2031 Luxe Valuations. All rights reserved.')).toBeInTheDocument();
  });

  it('shows the current year by default', () => {
    renderWithTheme(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });
});
