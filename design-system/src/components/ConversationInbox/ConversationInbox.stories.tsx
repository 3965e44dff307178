import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleConversation } from '../../test/fixtures';
import { ConversationInbox } from './ConversationInbox';

const items = [
  sampleConversation(),
  sampleConversation({
    id: 'c-2',
    customer: { id: 'u-2', firstName: 'Henry', lastName: 'Blake', email: 'henry@example.com' },
    unreadCount: 0,
    assignee: { id: 'e-1', firstName: 'Oliver', lastName: 'Grant', email: 'oliver@example.com' },
    lastMessage: {
      content: 'Thank you, that is everything I need.',
      timestamp: '2026-11-22T15:00:00.000Z',
      senderRole: 'expert',
    },
    lastMessageAt: '2026-11-22T15:00:00.000Z',
  }),
];

const meta = {
  title: 'Staff/ConversationInbox',
  component: ConversationInbox,
  args: {
    filters: { view: 'all', status: 'open', search: '' },
    onFiltersChange: fn(),
    onPageChange: fn(),
    data: { items, total: 2, page: 1, pageSize: 20 },
  },
} satisfies Meta<typeof ConversationInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 unread')).toBeVisible();
  },
};
export const Light: Story = { globals: { scheme: 'light' } };
export const Loading: Story = { args: { data: undefined, loading: true } };
export const Empty: Story = { args: { data: { items: [], total: 0, page: 1, pageSize: 20 } } };
export const Failed: Story = {
  args: { data: undefined, error: 'Failed to load conversations', onRetry: fn() },
};
export const Paged: Story = { args: { data: { items, total: 45, page: 2, pageSize: 20 } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
