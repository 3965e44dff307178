import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ErrorFallbackScreen } from './ErrorFallbackScreen';

it('shows the message and retries on "Try again"', async () => {
  const onRetry = jest.fn();
  renderWithTheme(<ErrorFallbackScreen error={new Error('Chunk failed')} onRetry={onRetry} />);
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('Chunk failed')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
