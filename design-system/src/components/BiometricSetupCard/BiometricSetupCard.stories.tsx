import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { samplePasskey } from '../../test/fixtures';
import { PasskeyList } from '../PasskeyList';
import { BiometricSetupCard } from './BiometricSetupCard';

const list = (
  <PasskeyList
    passkeys={[
      samplePasskey({
        id: 'a1',
        name: 'Chrome on Linux',
        createdAt: '2026-03-02T12:00:00.000Z',
        lastUsedAt: '2026-03-10T12:00:00.000Z',
      }),
    ]}
    onRename={() => Promise.resolve()}
    onRemove={() => Promise.resolve()}
  />
);

const meta = {
  title: 'Security/BiometricSetupCard',
  component: BiometricSetupCard,
  args: { signedIn: true, capability: 'fingerprint', checking: false, busy: false, onSetup: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BiometricSetupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Biometric Login' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set up biometric login' }));
    await expect(args.onSetup).toHaveBeenCalledTimes(1);
  },
};

export const WithPasskeys: Story = { args: { children: list } };

export const FaceId: Story = {
  args: { capability: 'face' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Use Face ID to sign in/)).toBeVisible();
  },
};

export const PasskeyOnly: Story = { args: { capability: 'passkey' } };

export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Checking biometric support' }),
    ).toBeVisible();
  },
};

export const SettingUp: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Setting up...' })).toBeDisabled();
  },
};

export const Unsupported: Story = {
  args: { capability: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Your device does not support biometric authentication' }),
    ).toBeDisabled();
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Please log in to setup biometric login' }),
    ).toBeDisabled();
    await expect(canvas.getByText('Please log in to setup biometric authentication')).toBeVisible();
  },
};

export const Light: Story = { globals: { scheme: 'light' }, args: { children: list } };

export const Mobile: Story = {
  args: { capability: 'face', children: list },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
