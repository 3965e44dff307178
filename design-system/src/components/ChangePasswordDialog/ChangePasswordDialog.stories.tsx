import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const meta = {
  title: 'Components/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Change Password' });

export const Default: Story = {};

/** A valid change: the dialog sends it and closes. */
export const Filled: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'Old-pass1!');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'Sapphire#2026');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'Sapphire#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        currentPassword: 'Old-pass1!',
        newPassword: 'Sapphire#2026',
      }),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The new password breaks the register rules and the confirmation differs. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^New password/), 'sapphire');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'other');
    await expect(
      await dialog.findByText('Password must contain at least one uppercase letter'),
    ).toBeVisible();
    await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  },
};

/** The server says the current password is wrong: shown on that field. */
export const WrongCurrentPassword: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject({
        error: 'Current password is incorrect',
        details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      }),
    ),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'Wrong-pass1!');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'Sapphire#2026');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'Sapphire#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expect(await dialog.findByText('Current password is incorrect')).toBeVisible();
  },
};

/** Any other failure shows in a banner. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject({ error: 'Network error. Please check your connection.' })),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'Old-pass1!');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'Sapphire#2026');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'Sapphire#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
  },
};

/** The change is in flight. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Changing...' })).toBeDisabled();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
