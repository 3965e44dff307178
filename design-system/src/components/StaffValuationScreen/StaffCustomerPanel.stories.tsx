import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleStaffValuation } from '../../test/staffFixtures';
import { StaffCustomerPanel } from './StaffCustomerPanel';

const meta = {
  title: 'Screens/StaffValuationScreen/CustomerPanel',
  component: StaffCustomerPanel,
  args: { valuation: sampleStaffValuation() },
} satisfies Meta<typeof StaffCustomerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer has written: a link to their conversation. */
export const WithConversation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open the conversation' })).toBeVisible();
  },
};

/** No conversation yet. */
export const NoConversation: Story = {
  args: { valuation: sampleStaffValuation({ conversationId: null, otherRequests: [] }) },
};
