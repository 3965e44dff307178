import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { PushNotificationSwitch } from './PushNotificationSwitch';

describe('PushNotificationSwitch', () => {
  it('turns push on and off through onChange', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(
      <PushNotificationSwitch state="off" onChange={onChange} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: /Push notifications on this device/ }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<PushNotificationSwitch state="on" onChange={onChange} />);
    expect(screen.getByRole('switch')).toBeChecked();
    await user.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('says plainly when the browser cannot or refused, and stays off', () => {
    const { rerender } = renderWithTheme(
      <PushNotificationSwitch state="unsupported" onChange={() => {}} />,
    );
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('switch')).toHaveAccessibleDescription(
      /cannot show push notifications/,
    );
    rerender(<PushNotificationSwitch state="denied" onChange={() => {}} />);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription(/blocked for this site/);
  });
});
