import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BiometricPanel } from './BiometricPanel';

const meta = {
  title: 'Auth/BiometricPanel',
  component: BiometricPanel,
  args: { kind: 'fingerprint', busy: false, onAuthenticate: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, margin: '0 auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BiometricPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in with Fingerprint' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticate' }));
    await expect(args.onAuthenticate).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Use password instead' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const FaceId: Story = {
  args: { kind: 'face' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in with Face ID' })).toBeVisible();
    await expect(
      canvas.getByText('Use Face ID to sign in to your account securely.'),
    ).toBeVisible();
  },
};

export const Passkey: Story = {
  args: { kind: 'passkey' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in with a Passkey' })).toBeVisible();
  },
};

export const Authenticating: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Use password instead' })).toBeDisabled();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };

export const Mobile: Story = {
  args: { kind: 'face' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
