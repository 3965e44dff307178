import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import {
  NotificationPreferencesSection,
  SMS_NEEDS_PHONE_HINT,
} from './NotificationPreferencesSection';

describe('NotificationPreferencesSection', () => {
  it('shows one described switch per channel and reports a flip', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <NotificationPreferencesSection
        values={{ email: true, sms: false, marketing: false }}
        onChange={onChange}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notification Preferences' });
    const group = within(region).getByRole('group', { name: 'Notifications' });
    const email = within(group).getByRole('switch', { name: /Email notifications/ });
    expect(email).toBeChecked();
    expect(email).toHaveAccessibleDescription(
      'Updates about your valuations and messages from our experts by email',
    );
    expect(within(group).getByRole('switch', { name: /SMS notifications/ })).not.toBeChecked();
    await userEvent.click(within(group).getByRole('switch', { name: /SMS notifications/ }));
    expect(onChange).toHaveBeenCalledWith('sms', true);
    await userEvent.click(email);
    expect(onChange).toHaveBeenCalledWith('email', false);
  });

  it('shows a channel that cannot be on (SMS without a phone) off and disabled, saying why', () => {
    renderWithTheme(
      <NotificationPreferencesSection
        values={{ email: true, sms: true, marketing: false }}
        onChange={jest.fn()}
        unavailable={{ sms: SMS_NEEDS_PHONE_HINT }}
      />,
    );
    const sms = screen.getByRole('switch', { name: /SMS notifications/ });
    expect(sms).not.toBeChecked();
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription(
      'Short text updates when a valuation is ready. Add a phone number under Profile Information to receive SMS notifications.',
    );
    expect(screen.getByRole('switch', { name: /Email notifications/ })).toBeEnabled();
  });

  it('disables the switches while a save is in flight', () => {
    renderWithTheme(
      <NotificationPreferencesSection
        values={{ email: true, sms: true, marketing: false }}
        onChange={jest.fn()}
        disabled
      />,
    );
    for (const item of screen.getAllByRole('switch')) expect(item).toBeDisabled();
  });
});
