import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sampleUser } from '../../test/fixtures';
import { NotificationBell } from '../NotificationBell';
import { Navbar } from './Navbar';

const meta = {
  title: 'Navigation/Navbar',
  component: Navbar,
  args: { user: null, onSignOut: fn(), currentPath: '/' },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Signed out',
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const SignedIn: Story = {
  args: { user: sampleUser(), currentPath: '/services' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Jane' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const SignedInWithoutName: Story = {
  args: { user: sampleUser({ firstName: '' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Account menu for User' })).toBeVisible();
  },
};

/** Narrow screens: the links move into a slide-in menu. */
export const MobileMenu: Story = {
  name: 'Mobile menu',
  args: { user: null },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull());
  },
};

export const MobileSignedIn: Story = {
  name: 'Mobile signed in',
  args: { user: sampleUser(), currentPath: '/dashboard' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).queryByRole('link', { name: 'Sign In' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus());
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const Light: Story = { args: { user: sampleUser() }, globals: { scheme: 'light' } };
export const Dark: Story = { args: { user: sampleUser() }, globals: { scheme: 'dark' } };

/** Signed in with unread notifications: the bell beside the account menu. */
export const WithNotifications: Story = {
  args: { user: sampleUser(), bell: <NotificationBell unread={2} onOpen={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
};
