import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { sampleConversationMessages, sampleMessage } from '../../test/fixtures';
import { MessageBubble } from './MessageBubble';

const meta = {
  title: 'Chat/MessageBubble',
  component: MessageBubble,
  args: { message: sampleMessage(), own: true },
  render: (args) => (
    <Box component="ul" sx={{ p: 2, m: 0 }}>
      <MessageBubble {...args} />
    </Box>
  ),
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Own: Story = {};
export const Incoming: Story = { args: { message: sampleConversationMessages()[1], own: false } };
export const WithAttachments: Story = { args: { message: sampleConversationMessages()[2] } };
export const Sent: Story = { args: { message: sampleMessage({ status: 'sent' }) } };
export const Delivered: Story = { args: { message: sampleMessage({ status: 'delivered' }) } };
export const Light: Story = { globals: { scheme: 'light' } };
