import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import Box from '@mui/material/Box';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';

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
