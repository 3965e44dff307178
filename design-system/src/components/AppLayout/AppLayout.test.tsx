import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { AppLayout } from './AppLayout';

const chrome = {
  navbar: <nav aria-label="Main">nav</nav>,
  footer: <footer>foot</footer>,
  bottomBar: <nav aria-label="App">tabs</nav>,
};

it('renders a skip link first, the navbar, the main landmark and the footer', async () => {
  renderWithTheme(
    <AppLayout {...chrome}>
      <p>Page</p>
    </AppLayout>,
  );
  await userEvent.setup().tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  expect(skip).toHaveAttribute('href', '#main-content');
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'main-content');
  expect(main).toHaveTextContent('Page');
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent('foot');
  expect(screen.queryByRole('navigation', { name: 'App' })).not.toBeInTheDocument();
});

it('installed mode: the bottom bar replaces the navbar and the footer; the skip link stays', async () => {
  renderWithTheme(
    <AppLayout {...chrome} installed>
      <p>Page</p>
    </AppLayout>,
  );
  await userEvent.setup().tab();
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'App' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('Page');
});
