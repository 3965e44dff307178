import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PushNotificationSwitch } from './PushNotificationSwitch';

const meta = {
  title: 'Profile/PushNotificationSwitch',
  component: PushNotificationSwitch,
  args: { state: 'off', onChange: fn() },
} satisfies Meta<typeof PushNotificationSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('switch', { name: /Push notifications on this device/ }),
    );
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const On: Story = { args: { state: 'on' } };
export const Busy: Story = { args: { state: 'off', busy: true } };
export const Unsupported: Story = {
  args: { state: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByText(/cannot show push notifications/)).toBeVisible();
  },
};
export const Denied: Story = { args: { state: 'denied' } };
export const Failed: Story = {
  args: { state: 'off', error: 'Push notifications could not be turned on. Please try again.' },
};
export const Light: Story = { globals: { scheme: 'light' } };
