import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it('names the unread count and opens the list', async () => {
    const onOpen = jest.fn();
    renderWithTheme(<NotificationBell unread={2} onOpen={onOpen} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('says only "Notifications" when everything is read', () => {
    renderWithTheme(<NotificationBell unread={0} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
