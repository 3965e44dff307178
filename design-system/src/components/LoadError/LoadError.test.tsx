import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('announces the message and calls onRetry from "Try again"', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<LoadError message="Your valuations could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your valuations could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables "Try again" while a retry runs', () => {
    renderWithTheme(<LoadError message="Not loaded." onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('has no button when nothing can be retried', () => {
    renderWithTheme(<LoadError message="Not loaded." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not loaded.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
