import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppNotification } from '@valuation/contracts';
import { renderWithTheme } from '../../test/render';
import { NotificationsScreen } from './NotificationsScreen';

const notification = (id: string, readAt: string | null): AppNotification => ({
  id,
  kind: 'chat_reply',
  title: `Title ${id}`,
  body: `Body ${id}`,
  url: `/chat?${id}`,
  createdAt: '2026-11-20T12:00:00Z',
  readAt,
});

describe('NotificationsScreen', () => {
  it('lists the notifications in the order given, each opening through onOpen', async () => {
    const onOpen = jest.fn();
    const list = [notification('b', null), notification('a', '2026-11-20T12:05:00Z')];
    renderWithTheme(
      <NotificationsScreen
        notifications={list}
        unread={1}
        onOpen={onOpen}
        onMarkAllRead={() => {}}
      />,
    );
    const links = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/chat?b', '/chat?a']);
    expect(links[0]).toHaveTextContent('Unread');
    expect(links[1]).not.toHaveTextContent('Unread');
    await userEvent.setup().click(links[0]);
    expect(onOpen).toHaveBeenCalledWith(list[0]);
  });

  it('marks all as read, and disables it when nothing is unread', async () => {
    const onMarkAllRead = jest.fn();
    const { rerender } = renderWithTheme(
      <NotificationsScreen
        notifications={[notification('a', null)]}
        unread={1}
        onOpen={() => {}}
        onMarkAllRead={onMarkAllRead}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
    rerender(
      <NotificationsScreen
        notifications={[notification('a', '2026-11-20T12:05:00Z')]}
        unread={0}
        onOpen={() => {}}
        onMarkAllRead={onMarkAllRead}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says when there is nothing yet, and offers Try again when loading failed', () => {
    const { rerender } = renderWithTheme(
      <NotificationsScreen
        notifications={[]}
        unread={0}
        onOpen={() => {}}
        onMarkAllRead={() => {}}
      />,
    );
    expect(screen.getByText('You have no notifications yet.')).toBeInTheDocument();
    rerender(
      <NotificationsScreen
        unread={0}
        loadError="Your notifications could not be loaded."
        onRetry={() => {}}
        onOpen={() => {}}
        onMarkAllRead={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your notifications could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('loads older notifications on demand and moves focus to the first one loaded', async () => {
    const first = [notification('c', null), notification('b', null)];
    const onLoadMore = jest.fn();
    const props = { unread: 2, onOpen: () => {}, onMarkAllRead: () => {}, onLoadMore };
    const { rerender } = renderWithTheme(
      <NotificationsScreen {...props} notifications={first} hasMore />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older notifications' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <NotificationsScreen
        {...props}
        notifications={[...first, notification('a', null)]}
        hasMore={false}
      />,
    );
    expect(screen.getByRole('link', { name: /Title a/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
  });
});
