import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { YourDataSection } from './YourDataSection';

jest.setTimeout(20_000);

describe('YourDataSection', () => {
  it('reads "Preparing..." until the download settles, even when it fails', async () => {
    const user = userEvent.setup({ delay: null });
    let fail: (reason: unknown) => void = () => {};
    const onDownloadData = jest.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    renderWithTheme(
      <YourDataSection onDownloadData={onDownloadData} onDeleteAccount={jest.fn()} />,
    );
    expect(screen.getByRole('region', { name: 'Your Data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(onDownloadData).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Preparing...' })).toBeDisabled();
    fail(new Error('offline'));
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('confirms the deletion with the password', async () => {
    const user = userEvent.setup({ delay: null });
    const onDeleteAccount = jest.fn(() => Promise.resolve());
    renderWithTheme(
      <YourDataSection onDownloadData={jest.fn()} onDeleteAccount={onDeleteAccount} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Sapphire#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleteAccount).toHaveBeenCalledWith('Sapphire#2026'));
  });
});
