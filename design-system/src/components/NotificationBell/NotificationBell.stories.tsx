import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Navigation/NotificationBell',
  component: NotificationBell,
  args: { unread: 2, onOpen: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 unread' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Nothing unread: no badge, and the name says no count. */
export const AllRead: Story = {
  args: { unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** More than the badge shows: the name says "99+" as the badge does. */
export const Many: Story = {
  args: { unread: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 99+ unread' })).toBeVisible();
  },
};
export const Light: Story = { globals: { scheme: 'light' } };
