import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { TOAST_LIFETIME_MS, ToastStack, type Toast } from './ToastStack';

const error: Toast = { id: 'e', type: 'error', message: 'Failed to send message' };
const info: Toast = { id: 'i', type: 'info', message: 'Your valuation report is being prepared.' };

describe('ToastStack', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces errors as alerts and others as status messages', () => {
    renderWithTheme(<ToastStack toasts={[error, info]} onDismiss={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your valuation report is being prepared.',
    );
  });

  it('dismisses a toast from its close button', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(<ToastStack toasts={[info]} onDismiss={onDismiss} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('i');
  });

  it('dismisses each toast 5 s after it appeared, not reset by newer toasts', () => {
    expect(TOAST_LIFETIME_MS).toBe(5000);
    const onDismiss = jest.fn();
    const { rerender } = renderWithTheme(<ToastStack toasts={[error]} onDismiss={onDismiss} />);
    act(() => jest.advanceTimersByTime(3000));
    rerender(<ToastStack toasts={[error, info]} onDismiss={() => onDismiss('via new callback')} />);
    act(() => jest.advanceTimersByTime(1999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
