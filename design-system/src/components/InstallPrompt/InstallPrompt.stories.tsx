import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { InstallPrompt } from './InstallPrompt';

const meta = {
  title: 'Feedback/InstallPrompt',
  component: InstallPrompt,
  args: { variant: 'install', onInstall: fn(), onDismiss: fn() },
} satisfies Meta<typeof InstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Android and desktop, after the browser signalled that the site can be installed. */
export const Default: Story = {
  name: 'Install Now',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Install Now' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss install prompt' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const MobileIosHint: Story = {
  name: 'iOS hint (mobile)',
  args: { variant: 'ios' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Install the app' })).toHaveTextContent(
      /tap the Share icon.*then “Add to Home Screen”/,
    );
    await expect(canvas.queryByRole('button', { name: 'Install Now' })).toBeNull();
  },
};

export const InstallMobile: Story = {
  name: 'Install Now (mobile)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Light: Story = { globals: { scheme: 'light' } };
