import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  EXPERT_ID,
  longHistory,
  sampleConversation,
  sampleConversationMessages,
} from '../../test/fixtures';
import { sampleSavedReplies } from '../../test/staffFixtures';
import { StaffConversationScreen } from './StaffConversationScreen';

const details = {
  conversation: sampleConversation(),
  valuations: [
    {
      id: 'v-1',
      reference: 'LV-7K3Q-9M2D',
      serviceType: 'watch' as const,
      status: 'in_review' as const,
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  customerOnline: false,
};

const meta = {
  title: 'Staff/StaffConversationScreen',
  component: StaffConversationScreen,
  args: {
    details,
    connection: 'online',
    messages: sampleConversationMessages(),
    currentUserId: EXPERT_ID,
    onSend: fn(),
    onTyping: fn(),
    onAssignToMe: fn(),
    onSetStatus: fn(),
    savedReplies: sampleSavedReplies(),
  },
} satisfies Meta<typeof StaffConversationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to me' }));
    await expect(args.onAssignToMe).toHaveBeenCalled();
    const requests = canvas.getByRole('region', { name: 'Valuation requests' });
    await expect(within(requests).getByRole('link', { name: 'LV-7K3Q-9M2D' })).toBeVisible();
  },
};
export const Light: Story = { globals: { scheme: 'light' } };
/** The pill shows the customer's connection, not the expert's own. */
export const CustomerOnline: Story = {
  args: { customerOnline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Customer online')).toBeVisible();
  },
};
export const CustomerTyping: Story = { args: { customerTyping: true } };
export const Loading: Story = { args: { details: undefined, detailsLoading: true } };
export const MessagesLoading: Story = { args: { loading: true, messages: [] } };
export const Empty: Story = { args: { messages: [] } };
export const LongHistory: Story = { args: { messages: longHistory(), hasMore: true } };
export const Resolved: Story = {
  args: {
    details: {
      ...details,
      conversation: sampleConversation({
        status: 'resolved',
        assignee: { id: EXPERT_ID, firstName: 'Oliver', lastName: 'Grant', email: 'o@example.com' },
      }),
    },
  },
};
/** "/" in the composer: the saved replies, filtered, the first one chosen. */
export const SavedRepliesOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '/photo');
    const list = canvas.getByRole('listbox', { name: 'Saved replies' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
  },
};
export const Reconnecting: Story = { args: { connection: 'reconnecting' } };
export const Failed: Story = {
  args: { details: undefined, detailsError: 'Failed to load the conversation' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
