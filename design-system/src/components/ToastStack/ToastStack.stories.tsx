import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { expect, fn, waitFor } from 'storybook/test';
import { ToastStack, type Toast } from './ToastStack';

const sample: Toast[] = [
  { id: '1', type: 'success', message: 'Welcome! Your account has been created successfully.' },
  { id: '2', type: 'error', message: 'Failed to load messages' },
  { id: '3', type: 'info', message: 'Your valuation report is being prepared.' },
  { id: '4', type: 'warning', message: 'Network error. Please check your connection.' },
];

const meta = {
  title: 'Feedback/ToastStack',
  component: ToastStack,
  args: { toasts: sample, onDismiss: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ minHeight: 420 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load messages');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss notification' })[0]);
    await expect(args.onDismiss).toHaveBeenCalledWith('1');
  },
};

export const Empty: Story = { args: { toasts: [] } };

export const Single: Story = {
  args: { toasts: [{ id: 'a', type: 'success', message: 'Profile updated successfully' }] },
};

/** A live stack: add toasts, dismiss them or wait 5 seconds. */
export const Interactive: Story = {
  render: function Render() {
    const [toasts, setToasts] = useState<Toast[]>([]);
    return (
      <Box sx={{ p: 3 }}>
        <Button
          variant="contained"
          onClick={() =>
            setToasts((list) => [
              ...list,
              {
                id: String(Date.now()),
                type: 'info',
                message: 'Your valuation report is being prepared.',
              },
            ])
          }
        >
          Show a toast
        </Button>
        <ToastStack
          toasts={toasts}
          onDismiss={(id) => setToasts((list) => list.filter((toast) => toast.id !== id))}
        />
      </Box>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your valuation report is being prepared.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Dark: Story = { globals: { scheme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
