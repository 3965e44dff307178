import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleUser } from '../../test/fixtures';
import { BottomTabBar } from '../BottomTabBar';
import { DashboardScreen } from '../DashboardScreen';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  args: {
    navbar: <Navbar user={sampleUser()} onSignOut={fn()} currentPath="/dashboard" />,
    children: <DashboardScreen user={sampleUser()} />,
    footer: <Footer />,
    bottomBar: <BottomTabBar currentPath="/dashboard" onSignOut={fn()} />,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'App' })).toBeNull();
  },
};
export const WithoutFooter: Story = { args: { footer: undefined } };
export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const MobileSignedOut: Story = {
  args: {
    navbar: <Navbar user={null} onSignOut={fn()} currentPath="/" />,
    children: <DashboardScreen user={sampleUser()} />,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Installed (standalone) app, signed in: no top bar, no footer; the bottom tab bar instead. */
export const InstalledMobileSignedIn: Story = {
  name: 'Installed app, mobile, signed in',
  args: { installed: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    const bar = canvas.getByRole('navigation', { name: 'App' });
    await expect(within(bar).getAllByRole('link')).toHaveLength(4);
    await expect(within(bar).getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

export const InstalledMobileSignedOut: Story = {
  name: 'Installed app, mobile, signed out',
  args: {
    installed: true,
    navbar: <Navbar user={null} onSignOut={fn()} currentPath="/login" />,
    bottomBar: <BottomTabBar currentPath="/login" />,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const InstalledDesktop: Story = {
  name: 'Installed app, desktop',
  args: { installed: true },
};
