import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { RouterErrorScreen } from './RouterErrorScreen';

describe('RouterErrorScreen', () => {
  it('shows the heading, an Error message and a link home', () => {
    renderWithTheme(<RouterErrorScreen error={new Error('Boom')} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });

  it('shows status and status text of a route error response', () => {
    renderWithTheme(
      <RouterErrorScreen error={{ status: 404, statusText: 'Not Found', data: null }} />,
    );
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('stringifies anything else', () => {
    renderWithTheme(<RouterErrorScreen error="plain text" />);
    expect(screen.getByText('plain text')).toBeInTheDocument();
  });
});
