import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SAMPLE_PHOTO_URL } from '../../test/fixtures';
import { ChatImagesPanel, NO_CHAT_IMAGES } from './ChatImagesPanel';

const images = [
  {
    attachmentId: 'a1',
    name: 'caseback.jpg',
    sentAt: '2026-11-24T10:00:00.000Z',
    senderRole: 'customer' as const,
    previewUrl: SAMPLE_PHOTO_URL,
    added: false,
  },
  {
    attachmentId: 'a2',
    name: 'box.jpg',
    sentAt: '2026-11-23T15:30:00.000Z',
    senderRole: 'customer' as const,
    previewUrl: SAMPLE_PHOTO_URL,
    added: true,
  },
];

const meta = {
  title: 'Staff/ChatImagesPanel',
  component: ChatImagesPanel,
  args: { images, onAdd: fn(async () => undefined) },
} satisfies Meta<typeof ChatImagesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One image to add, one already on the request. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('On the request')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to request: caseback.jpg' }));
    await expect(args.onAdd).toHaveBeenCalledWith('a1');
  },
};

export const DefaultLight: Story = { ...Default, globals: { scheme: 'light' } };

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_CHAT_IMAGES)).toBeVisible();
  },
};

/** The server refuses: its sentence is shown. */
export const Refused: Story = {
  args: {
    onAdd: fn(async () => {
      throw new Error('This image is already on the request.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to request: caseback.jpg' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This image is already on the request.',
    );
  },
};
