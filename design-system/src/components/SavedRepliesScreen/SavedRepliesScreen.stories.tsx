import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleSavedReplies } from '../../test/staffFixtures';
import { SavedRepliesScreen } from './SavedRepliesScreen';

const meta = {
  title: 'Staff/SavedRepliesScreen',
  component: SavedRepliesScreen,
  args: {
    replies: sampleSavedReplies(),
    onCreate: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onDelete: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof SavedRepliesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An expert: their own reply can be changed, the shared ones are read-only. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Saved replies' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Edit Strap photo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Hallmarks' })).toBeNull();
  },
};

/** An admin may add a shared reply. */
export const Admin: Story = {
  args: {
    canShare: true,
    replies: sampleSavedReplies().map((r) => ({ ...r, editable: true })),
  },
};

/** Editing a reply in place. */
export const Editing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Strap photo' }));
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

/** A reply left without its text: the rule's message on the field. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save reply' }));
    await expect(canvas.getByText('Name is required')).toBeVisible();
  },
};

export const Empty: Story = { args: { replies: [] } };
export const Loading: Story = { args: { replies: undefined, loading: true } };
export const Failed: Story = {
  args: { replies: undefined, errorMessage: 'The saved replies could not be loaded.' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
