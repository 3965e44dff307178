import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import Box from '@mui/material/Box';
import {
  NotificationPreferencesSection,
  SMS_NEEDS_PHONE_HINT,
} from './NotificationPreferencesSection';

const meta = {
  title: 'Screens/ProfileScreen/NotificationPreferencesSection',
  component: NotificationPreferencesSection,
  args: { values: { email: true, sms: true, marketing: false }, onChange: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NotificationPreferencesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product defaults; flipping a switch reports it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /Marketing emails/ }));
    await expect(args.onChange).toHaveBeenCalledWith('marketing', true);
  },
};

/** No phone number in the profile: SMS is off and disabled, and says why (issue 33). */
export const SmsWithoutPhone: Story = {
  args: {
    values: { email: true, sms: false, marketing: false },
    unavailable: { sms: SMS_NEEDS_PHONE_HINT },
  },
  play: async ({ canvas }) => {
    const sms = canvas.getByRole('switch', { name: /SMS notifications/ });
    await expect(sms).toBeDisabled();
    await expect(canvas.getByText(new RegExp(SMS_NEEDS_PHONE_HINT))).toBeVisible();
  },
};

/** Everything off. */
export const AllOff: Story = { args: { values: { email: false, sms: false, marketing: false } } };

/** A save is in flight. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Email notifications/ })).toBeDisabled();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
