import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RouterErrorScreen } from './RouterErrorScreen';

const meta = {
  title: 'Screens/RouterErrorScreen',
  component: RouterErrorScreen,
  args: { error: new Error('Cannot read properties of undefined (reading "map")') },
} satisfies Meta<typeof RouterErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const RouteErrorResponse: Story = {
  args: { error: { status: 404, statusText: 'Not Found', internal: true, data: 'No route' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404 Not Found')).toBeVisible();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
