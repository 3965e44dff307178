import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';

jest.setTimeout(20_000);

async function setup(props: Partial<ChangePasswordDialogProps> = {}) {
  const onClose = jest.fn();
  const onSubmit = jest.fn(() => Promise.resolve());
  renderWithTheme(<ChangePasswordDialog open onClose={onClose} onSubmit={onSubmit} {...props} />);
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  return {
    onClose,
    onSubmit: props.onSubmit ?? onSubmit,
    dialog,
    user: userEvent.setup({ delay: null }),
  };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  current: string,
  next: string,
  confirm = next,
) {
  await user.click(within(dialog).getByLabelText(/^Current password/));
  await user.paste(current);
  await user.click(within(dialog).getByLabelText(/^New password/));
  await user.paste(next);
  await user.click(within(dialog).getByLabelText(/^Confirm new password/));
  await user.paste(confirm);
}

describe('ChangePasswordDialog', () => {
  it('sends the current and new password, then closes', async () => {
    const { user, dialog, onSubmit, onClose } = await setup();
    await fill(user, dialog, 'Old-pass1!', 'Sapphire#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        currentPassword: 'Old-pass1!',
        newPassword: 'Sapphire#2026',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('applies the register rules to the new password and checks the confirmation', async () => {
    const { user, dialog, onSubmit } = await setup();
    await fill(user, dialog, 'Old-pass1!', 'sapphire#2026', 'other');
    expect(
      await within(dialog).findByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Passwords don't match")).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a wrong current password on that field and stays open', async () => {
    const { user, dialog, onClose } = await setup({
      onSubmit: () =>
        Promise.reject({
          error: 'Current password is incorrect',
          details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
        }),
    });
    await fill(user, dialog, 'Wrong-pass1!', 'Sapphire#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows other failures in a banner, and "Changing..." while busy', async () => {
    let fail: (reason: unknown) => void = () => {};
    const { user, dialog } = await setup({
      onSubmit: () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    });
    await fill(user, dialog, 'Old-pass1!', 'Sapphire#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByRole('button', { name: 'Changing...' })).toBeDisabled();
    fail({ error: 'Network error. Please check your connection.' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
  });
});
