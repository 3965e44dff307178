import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleUser } from '../../test/fixtures';
import { DashboardScreen } from './DashboardScreen';

const meta = {
  title: 'Screens/DashboardScreen',
  component: DashboardScreen,
  args: { user: sampleUser({ firstName: 'Jane' }) },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Jane');
    await expect(canvas.getByRole('link', { name: /New Valuation/ })).toHaveAttribute(
      'href',
      '/valuation',
    );
    await expect(canvas.getByRole('link', { name: /Chat with Expert/ })).toHaveAttribute(
      'href',
      '/chat',
    );
    await expect(canvas.getByRole('link', { name: /Profile Settings/ })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

export const NoFirstName: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome back, Valued Customer',
    );
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Dark: Story = { globals: { scheme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
