import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the page title as the one h1, its lead text and actions', () => {
    renderWithTheme(
      <PageHeader
        title="Contact Us"
        subtitle="Send us a message."
        actions={<button type="button">Call us</button>}
      />,
    );
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Send us a message.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call us' })).toBeInTheDocument();
  });

  it('leaves the lead text out when there is none', () => {
    const { container } = renderWithTheme(<PageHeader title="Our Services" align="center" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Services');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
