import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Screens/ResetPasswordScreen',
  component: ResetPasswordScreen,
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('New Password'), 'Secret123!');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Secret123!');
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
      }),
    );
  },
};

export const Submitting: Story = { args: { submitting: true } };
export const WithError: Story = {
  args: { errorMessage: 'Password must contain at least one number' },
};

export const InvalidLink: Story = {
  args: { invalidLink: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Dark: Story = { globals: { scheme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
