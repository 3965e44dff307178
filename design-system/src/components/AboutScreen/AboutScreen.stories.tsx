import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutScreen } from './AboutScreen';

const meta = {
  title: 'Screens/AboutScreen',
  component: AboutScreen,
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'About Luxe Valuations',
    );
    await expect(canvas.getByText('10,000+')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
