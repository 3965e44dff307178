import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorFallbackScreen } from './ErrorFallbackScreen';

const meta = {
  title: 'Screens/ErrorFallbackScreen',
  component: ErrorFallbackScreen,
  args: { error: new Error('Failed to fetch dynamically imported module'), onRetry: fn() },
} satisfies Meta<typeof ErrorFallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Something went wrong')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NonErrorValue: Story = { args: { error: 'Something odd was thrown' } };
export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
