import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { BiometricSetupCard } from '../../BiometricSetupCard';
import { SecuritySettingsSection } from './SecuritySettingsSection';

const meta = {
  title: 'Screens/ProfileScreen/SecuritySettingsSection',
  component: SecuritySettingsSection,
  args: {
    biometricSlot: <BiometricSetupCard signedIn capability="fingerprint" onSetup={fn()} />,
    onChangePassword: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SecuritySettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Biometric login from the container, then Password; Change Password opens its dialog. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Change Password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** Without the biometric card (no slot from the container). */
export const PasswordOnly: Story = {
  args: { biometricSlot: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Password' })).toBeVisible();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
