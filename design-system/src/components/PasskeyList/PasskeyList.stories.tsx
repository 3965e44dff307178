import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { twoPasskeys } from '../../test/fixtures';
import { PasskeyList } from './PasskeyList';

const passkeys = twoPasskeys;

const meta = {
  title: 'Security/PasskeyList',
  component: PasskeyList,
  args: {
    passkeys,
    onRename: fn(() => Promise.resolve()),
    onRemove: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, margin: '0 auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasskeyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chrome on Linux')).toBeVisible();
    await expect(canvas.getByText(/Created 2 March 2026/)).toBeVisible();
    await expect(canvas.getByText(/Last used 10 March 2026/)).toBeVisible();
    await expect(canvas.getByText(/Never used/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No passkeys yet. Set up biometric login to add one.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { passkeys: [], loading: true } };

export const LoadFailed: Story = {
  args: { passkeys: [], errorMessage: 'Network error. Please check your connection.' },
};

export const Rename: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Chrome on Linux' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Rename passkey' });
    const field = within(dialog).getByLabelText('Passkey name');
    await userEvent.clear(field);
    // The dialog may still be fading in (opacity 0 at first).
    await waitFor(() => expect(within(dialog).getByText('Passkey name is required')).toBeVisible());
    await userEvent.type(field, 'Work laptop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onRename).toHaveBeenCalledWith('a1', 'Work laptop');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RenameRefused: Story = {
  args: { onRename: fn(() => Promise.reject({ error: 'Passkey not found' })) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Safari on iPhone' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Rename passkey' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Passkey not found');
  },
};

export const Remove: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Safari on iPhone' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Remove passkey' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await expect(args.onRemove).toHaveBeenCalledWith('b2');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Light: Story = { globals: { scheme: 'light' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
