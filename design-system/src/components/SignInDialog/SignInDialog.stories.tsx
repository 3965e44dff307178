import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SignInDialog } from './SignInDialog';

const meta = {
  title: 'Components/SignInDialog',
  component: SignInDialog,
  args: {
    open: true,
    registerDefaults: { firstName: 'Amelia', lastName: 'Hart', email: 'amelia.hart@example.co.uk' },
    onLogin: fn(async () => {}),
    onRegister: fn(async () => {}),
    onClose: fn(),
  },
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Amelia');
  },
};

export const SignIn: Story = { args: { initialMode: 'login' } };

export const Submitting: Story = { args: { submitting: true } };

export const Failed: Story = {
  args: { initialMode: 'login', errorMessage: 'Invalid email or password' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const Light: Story = { globals: { scheme: 'light' } };
