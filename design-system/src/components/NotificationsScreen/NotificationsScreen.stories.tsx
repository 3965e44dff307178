import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { AppNotification } from '@valuation/contracts';
import { NotificationsScreen } from './NotificationsScreen';

const at = (minutesAgo: number) =>
  new Date(Date.UTC(2026, 10, 20, 12, 0) - minutesAgo * 60_000).toISOString();

export const sampleNotifications: AppNotification[] = [
  {
    id: 'n3',
    kind: 'market_movement',
    title: 'Market update for your item',
    body: 'The market for Rolex has risen by 25% since your valuation LV-7K3Q-9M2D. Its estimated value now is £12,500.',
    url: '/valuations/v1',
    createdAt: at(5),
    readAt: null,
  },
  {
    id: 'n2',
    kind: 'chat_reply',
    title: 'A valuation expert has replied to you',
    body: 'Open Expert Chat to read the reply.',
    url: '/chat',
    createdAt: at(60),
    readAt: null,
  },
  {
    id: 'n1',
    kind: 'valuation_status',
    title: 'Payment receipt for valuation request LV-7K3Q-9M2D',
    body: 'Paid',
    url: '/valuations/v1',
    createdAt: at(600),
    readAt: at(500),
  },
];

const meta = {
  title: 'Screens/NotificationsScreen',
  component: NotificationsScreen,
  args: {
    notifications: sampleNotifications,
    unread: 2,
    onOpen: fn(),
    onMarkAllRead: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: /A valuation expert has replied/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(sampleNotifications[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

export const AllRead: Story = {
  args: {
    unread: 0,
    notifications: sampleNotifications.map((n) => ({ ...n, readAt: n.readAt ?? at(1) })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const MoreToLoad: Story = { args: { hasMore: true } };
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };
export const Empty: Story = { args: { notifications: [], unread: 0 } };
export const Loading: Story = { args: { notifications: undefined } };
export const LoadFailed: Story = {
  args: { notifications: undefined, loadError: 'Your notifications could not be loaded.' },
};
export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
