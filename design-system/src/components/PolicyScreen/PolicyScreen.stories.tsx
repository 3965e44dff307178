import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CookiesScreen } from './CookiesScreen';
import { PrivacyScreen } from './PrivacyScreen';

const meta = {
  title: 'Screens/PolicyScreen',
  component: PrivacyScreen,
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

export const Cookies: Story = {
  render: () => <CookiesScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cookie Policy');
  },
};

export const PrivacyMobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
