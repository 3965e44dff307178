import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RegisterScreen } from './RegisterScreen';

const meta = {
  title: 'Screens/RegisterScreen',
  component: RegisterScreen,
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('First Name'), 'Jane');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'Doe');
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret123!');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Secret123!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' }),
      ),
    );
  },
};

export const Submitting: Story = { args: { submitting: true } };
export const WithError: Story = {
  args: { errorMessage: 'This email is already registered. Please try logging in instead.' },
};
export const Light: Story = { globals: { scheme: 'light' } };
export const Dark: Story = { globals: { scheme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
