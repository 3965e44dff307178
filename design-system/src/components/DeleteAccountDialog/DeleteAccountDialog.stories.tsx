import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const meta = {
  title: 'Components/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, onClose: fn(), onConfirm: fn(() => Promise.resolve()) },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete your account?' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveTextContent(/permanently deletes your account/);
  },
};

/** Confirmed with the password. */
export const Confirm: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Sapphire#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('Sapphire#2026'));
  },
};

/** The server refused the password. */
export const WrongPassword: Story = {
  args: {
    onConfirm: fn(() =>
      Promise.reject({
        error: 'Password is incorrect',
        details: [{ field: 'password', message: 'Password is incorrect' }],
      }),
    ),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Wrong#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(await dialog.findByText('Password is incorrect')).toBeVisible();
  },
};

/** Any other failure shows in a banner. */
export const ServerError: Story = {
  args: {
    onConfirm: fn(() => Promise.reject({ error: 'Network error. Please check your connection.' })),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Sapphire#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
  },
};

/** The deletion is in flight. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
