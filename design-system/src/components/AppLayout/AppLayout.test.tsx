import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { AppLayout } from './AppLayout';

it('renders a skip link first, the navbar, the main landmark and the footer', async () => {
  renderWithTheme(
    <AppLayout navbar={<nav aria-label="Main">nav</nav>} footer={<footer>foot</footer>}>
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
});
