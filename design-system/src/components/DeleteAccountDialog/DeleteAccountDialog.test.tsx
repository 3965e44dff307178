import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { DeleteAccountDialog, type DeleteAccountDialogProps } from './DeleteAccountDialog';

jest.setTimeout(20_000);

async function setup(props: Partial<DeleteAccountDialogProps> = {}) {
  const onClose = jest.fn();
  const onConfirm = jest.fn(() => Promise.resolve());
  renderWithTheme(<DeleteAccountDialog open onClose={onClose} onConfirm={onConfirm} {...props} />);
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return {
    onClose,
    onConfirm: props.onConfirm ?? onConfirm,
    dialog,
    user: userEvent.setup({ delay: null }),
  };
}

describe('DeleteAccountDialog', () => {
  it('explains what is deleted and needs the password', async () => {
    const { user, dialog, onConfirm } = await setup();
    expect(dialog).toHaveAccessibleDescription(/permanently deletes your account/);
    expect(within(dialog).getByText('your sign-in sessions and passkeys')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows "Deleting..." while busy and the server’s error on the password', async () => {
    let fail: (reason: unknown) => void = () => {};
    const { user, dialog, onConfirm } = await setup({
      onConfirm: jest.fn(
        () =>
          new Promise<void>((_resolve, reject) => {
            fail = reject;
          }),
      ),
    });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Wrong#2026'));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    fail({
      error: 'Password is incorrect',
      details: [{ field: 'password', message: 'Password is incorrect' }],
    });
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('shows a failure without field details in a banner; Cancel closes', async () => {
    const { user, dialog, onClose } = await setup({
      onConfirm: () => Promise.reject({ status: 'NETWORK_ERROR' }),
    });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Sapphire#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete your account',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
