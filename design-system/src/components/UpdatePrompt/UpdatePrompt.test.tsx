import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { UpdatePrompt } from './UpdatePrompt';

it('announces the new version and reloads or dismisses on request', async () => {
  const user = userEvent.setup();
  const onReload = jest.fn();
  const onDismiss = jest.fn();
  renderWithTheme(<UpdatePrompt onReload={onReload} onDismiss={onDismiss} />);
  expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Dismiss update message' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

it('has no dismiss button without onDismiss', () => {
  renderWithTheme(<UpdatePrompt onReload={jest.fn()} />);
  expect(screen.queryByRole('button', { name: 'Dismiss update message' })).not.toBeInTheDocument();
});
