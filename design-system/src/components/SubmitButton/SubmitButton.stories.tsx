import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import Box from '@mui/material/Box';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { SubmitButton } from './SubmitButton';

const meta = {
  title: 'Primitives/SubmitButton',
  component: SubmitButton,
  args: { children: 'Sign In', busyLabel: 'Signing in...', onClick: fn(), type: 'button' },
  decorators: [
    (Story) => (
      <Box sx={{ p: 4, maxWidth: 420 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: pressing it calls `onClick` (in a form, it submits). */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** In flight: spinner, the busy label, disabled and aria-busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Busy without a busy label: the text stays, the spinner shows. */
export const BusyKeepsItsLabel: Story = {
  args: { busy: true, busyLabel: undefined, children: 'Create Account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  },
};

/** A secondary action with its own icon (replaced by the spinner while busy). */
export const OutlinedWithIcon: Story = {
  args: {
    variant: 'outlined',
    children: 'Download my data',
    busyLabel: 'Preparing...',
    startIcon: <SaveOutlined aria-hidden="true" />,
  },
};

/** A destructive action, full width and large. */
export const DestructiveFullWidth: Story = {
  args: {
    color: 'error',
    children: 'Delete my account',
    busyLabel: 'Deleting...',
    fullWidth: true,
    size: 'large',
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
