import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ColorModeToggle } from './ColorModeToggle';

it('switches between system, light and dark', async () => {
  renderWithTheme(<ColorModeToggle />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Colour mode: Dark' }));
  expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
  await waitFor(() => expect(document.documentElement).toHaveClass('light'));
  expect(screen.getByRole('button', { name: 'Colour mode: Light' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Colour mode: Light' }));
  await user.click(screen.getByRole('menuitemradio', { name: 'System' }));
  expect(await screen.findByRole('button', { name: 'Colour mode: System' })).toBeInTheDocument();
});
