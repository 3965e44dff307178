import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
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

export const WithBiometric: Story = {
  args: {
    biometricSlot: (
      <Button variant="outlined" fullWidth startIcon={<FingerprintIcon />}>
        Use Biometric Login
      </Button>
    ),
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
