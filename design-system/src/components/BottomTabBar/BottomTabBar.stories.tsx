import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { NotificationBell } from '../NotificationBell';
import { BottomTabBar } from './BottomTabBar';

const meta = {
  title: 'Navigation/BottomTabBar',
  component: BottomTabBar,
  args: { currentPath: '/dashboard' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Installed mobile, signed out',
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'App' });
    await expect(within(bar).getAllByRole('link')).toHaveLength(4);
    await expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(bar).getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

/** Signed in as staff: the console's queue and conversations have their tabs. */
export const MobileStaffConsole: Story = {
  name: 'Installed mobile, staff, conversation open',
  args: { currentPath: '/staff/conversations/3e4f5a6b', staff: true, onSignOut: fn() },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'App' });
    await expect(within(bar).getByRole('link', { name: 'Console' })).toHaveAttribute(
      'href',
      '/staff',
    );
    await expect(within(bar).getByRole('link', { name: 'Chats' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileChatActive: Story = {
  name: 'Installed mobile, chat active',
  args: { currentPath: '/chat' },
};

export const MobileMenuOpen: Story = {
  name: 'Installed mobile, signed in, menu open',
  args: { currentPath: '/about', onSignOut: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(sheet).toBeVisible());
    await expect(within(sheet).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(sheet).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

export const MobileLight: Story = { name: 'Installed mobile, light', globals: { scheme: 'light' } };

/** Signed in with unread notifications: the bell at the bar's end, beside the five tabs. */
export const WithNotifications: Story = {
  args: { onSignOut: fn(), bell: <NotificationBell unread={3} onOpen={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
  },
};
