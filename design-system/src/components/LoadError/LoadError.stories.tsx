import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadError } from './LoadError';

const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
  args: { message: 'Your valuations could not be loaded.', onRetry: fn() },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A retry is under way: the button waits for it. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeDisabled();
  },
};

/** Nothing a retry could change: the message alone. */
export const WithoutRetry: Story = {
  args: { message: 'Valuation request not found', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
