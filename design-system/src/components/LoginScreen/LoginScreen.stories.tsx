import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret123!');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1), { timeout: 3000 });
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const WithError: Story = { args: { errorMessage: 'Invalid email or password' } };

/** The device supports biometrics: "Use Biometric Login" swaps the form for the panel. */
export const WithBiometric: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <LoginScreen
        {...args}
        biometric={{
          kind: 'fingerprint',
          open,
          onOpen: () => setOpen(true),
          onClose: () => setOpen(false),
          onAuthenticate: fn(),
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Use Biometric Login' }));
    await expect(canvas.getByRole('heading', { name: 'Sign in with Fingerprint' })).toBeVisible();
    await expect(canvas.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use password instead' }));
    await expect(canvas.getByLabelText('Email')).toBeVisible();
  },
};

export const BiometricPanelOpen: Story = {
  args: {
    biometric: {
      kind: 'passkey',
      open: true,
      onOpen: fn(),
      onClose: fn(),
      onAuthenticate: fn(),
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticate' }));
    await expect(args.biometric?.onAuthenticate).toHaveBeenCalledTimes(1);
  },
};

export const BiometricAuthenticating: Story = {
  args: {
    biometric: {
      kind: 'fingerprint',
      open: true,
      busy: true,
      onOpen: fn(),
      onClose: fn(),
      onAuthenticate: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
  },
};

export const BiometricFaceIdMobile: Story = {
  args: {
    biometric: { kind: 'face', open: true, onOpen: fn(), onClose: fn(), onAuthenticate: fn() },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in with Face ID' })).toBeVisible();
  },
};

export const BiometricLight: Story = {
  globals: { scheme: 'light' },
  args: {
    biometric: { kind: 'face', open: false, onOpen: fn(), onClose: fn(), onAuthenticate: fn() },
  },
};

export const Light: Story = {
  globals: { scheme: 'light' },
  args: { errorMessage: 'Invalid email or password' },
};
export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { errorMessage: 'Invalid email or password' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
