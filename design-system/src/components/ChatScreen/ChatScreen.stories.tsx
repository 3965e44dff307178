import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  CUSTOMER_ID,
  SAMPLE_IMAGE_URL,
  longHistory,
  sampleConversationMessages,
  sampleMessage,
} from '../../test/fixtures';
import { AppLayout } from '../AppLayout';
import { BottomTabBar } from '../BottomTabBar';
import { Navbar } from '../Navbar';
import { ChatScreen } from './ChatScreen';

const meta = {
  title: 'Screens/ChatScreen',
  component: ChatScreen,
  args: {
    connection: 'online',
    // Within the experts' hours (Tuesday 24 November 2026, 10:00 UK time).
    now: new Date('2026-11-24T10:00:00Z'),
    messages: sampleConversationMessages(),
    currentUserId: CUSTOMER_ID,
    onSend: fn(),
    onTyping: fn(),
    onLoadOlder: fn(),
  },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Expert Chat' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Online');
    await expect(canvas.getAllByRole('img', { name: 'Read' }).length).toBeGreaterThan(0);
  },
};

export const Light: Story = { globals: { scheme: 'light' } };

/** A Saturday: connected, but no expert is at work; the header says when they are back. */
export const OutOfHours: Story = {
  args: { now: new Date('2026-11-28T10:42:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Experts are back Monday at 9am UK time',
    );
    await expect(canvas.getByText(/Monday to Friday, 9am to 5pm UK time/)).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, messages: [] } };

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Start a conversation')).toBeVisible();
  },
};

/** A long history with older pages still to load: it opens at the newest message. */
export const LongHistory: Story = {
  args: { messages: longHistory(), hasMore: true },
};

export const LoadingOlder: Story = {
  args: { messages: longHistory(), hasMore: true, loadingOlder: true },
};

export const ExpertTyping: Story = {
  args: { expertTyping: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expert is typing...')).toBeVisible();
  },
};

/** A message on its way: temporary id, single check, the upload's progress. */
export const Sending: Story = {
  args: {
    messages: [
      ...sampleConversationMessages(),
      {
        ...sampleMessage({
          id: 'temp-1',
          content: 'And the certificate from the jeweller.',
          timestamp: '2026-11-23T10:26:00.000Z',
          status: 'sent',
          attachments: [
            {
              id: 'temp-1-0',
              name: 'certificate.png',
              type: 'image/png',
              size: 2_400_000,
              url: SAMPLE_IMAGE_URL,
            },
          ],
        }),
        pending: true,
        uploadProgress: 45,
      },
    ],
  },
};

/** What the screen shows after a first load failed (the container also raises the toast). */
export const Failed: Story = { args: { messages: [], connection: 'reconnecting' } };

/** Attachments on their way: the local previews under spinners, the upload's progress. */
export const AttachmentsLoading: Story = {
  args: {
    messages: [
      {
        ...sampleMessage({
          id: 'temp-2',
          content: 'The box and papers.',
          status: 'sent',
          attachments: ['box.png', 'papers.png'].map((name, index) => ({
            id: `temp-2-${index}`,
            name,
            type: 'image/png',
            size: 3_100_000,
            url: SAMPLE_IMAGE_URL,
          })),
        }),
        pending: true,
        uploadProgress: 20,
      },
    ],
  },
  play: async ({ canvas }) => {
    // The bar's code loads when it first shows.
    await expect(await canvas.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  },
};

export const AttachmentsFailed: Story = {
  args: {
    messages: [
      sampleMessage({
        content: 'Photos of the clasp.',
        attachments: [
          { id: 'bad-1', name: 'clasp.jpg', type: 'image/jpeg', size: 1_000, url: '/missing.jpg' },
          { id: 'bad-2', name: 'box.jpg', type: 'image/jpeg', size: 1_000, url: '/missing2.jpg' },
        ],
      }),
    ],
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('Failed to load image')).toHaveLength(2));
  },
};

export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting...');
  },
};

export const WithRequests: Story = {
  args: {
    valuations: [
      { id: 'v-1', reference: 'LV-7K3Q-9M2D' },
      { id: 'v-2', reference: 'LV-H4TP-2XW8' },
    ],
    initialValuationId: 'v-1',
  },
};

export const Composing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const send = canvas.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const MobileLongHistory: Story = {
  args: { messages: longHistory(), hasMore: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Installed as an app: no top bar; the bottom tab bar and room for it. */
export const Installed: Story = {
  name: 'Installed app, mobile',
  args: { installed: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <AppLayout
      installed
      navbar={<Navbar user={null} onSignOut={fn()} />}
      bottomBar={<BottomTabBar currentPath="/chat" onSignOut={fn()} />}
    >
      <ChatScreen {...args} />
    </AppLayout>
  ),
};
