import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, waitFor } from 'storybook/test';
import { AuthForm } from './AuthForm';

const meta = {
  title: 'Forms/AuthForm',
  component: AuthForm,
  args: { mode: 'login', onSubmit: fn(), submitting: false },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 440, mx: 'auto', p: 3 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LoginAutoSubmit: Story = {
  name: 'Login: auto-submits once valid',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret123!');
    await waitFor(
      () =>
        expect(args.onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({ email: 'jane@example.com', password: 'Secret123!' }),
        ),
      { timeout: 3000 },
    );
  },
};

export const LoginValidationErrors: Story = {
  name: 'Login: field errors',
  args: { autoSubmit: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.tab();
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Invalid email or password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const Register: Story = {
  args: { mode: 'register' },
};

export const RegisterFilled: Story = {
  name: 'Register: filled and submitted',
  args: { mode: 'register' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('First Name'), 'Jane');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'Doe');
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret123!');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Secret123!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const RegisterErrors: Story = {
  name: 'Register: rule errors',
  args: { mode: 'register' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'lowercase1!');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'other');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Password must contain at least one uppercase letter'),
    ).toBeVisible();
    await expect(canvas.getByText("Passwords don't match")).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  args: { mode: 'forgot-password' },
};

export const Light: Story = {
  args: { mode: 'register' },
  globals: { scheme: 'light' },
};

export const Dark: Story = {
  args: { mode: 'register' },
  globals: { scheme: 'dark' },
};

export const Mobile: Story = {
  args: { mode: 'register' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
