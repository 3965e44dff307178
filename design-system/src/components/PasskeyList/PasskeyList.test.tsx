import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { twoPasskeys } from '../../test/fixtures';
import { PasskeyList } from './PasskeyList';

const passkeys = twoPasskeys;

const renderList = (props: Partial<Parameters<typeof PasskeyList>[0]> = {}) => {
  const onRename = jest.fn(() => Promise.resolve());
  const onRemove = jest.fn(() => Promise.resolve());
  renderWithTheme(
    <PasskeyList passkeys={passkeys} onRename={onRename} onRemove={onRemove} {...props} />,
  );
  return { onRename, onRemove };
};

describe('PasskeyList', () => {
  it('lists each passkey with its name, creation and last-use dates', () => {
    renderList();
    const items = within(screen.getByRole('list', { name: 'Your passkeys' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[0]).toHaveTextContent('Created 2 March 2026');
    expect(items[0]).toHaveTextContent('Last used 10 March 2026');
    expect(items[1]).toHaveTextContent('Created 20 January 2026');
    expect(items[1]).toHaveTextContent('Never used');
  });

  it('says so when there are none, and shows loading and failure states', () => {
    const { unmount } = renderWithTheme(
      <PasskeyList passkeys={[]} onRename={jest.fn()} onRemove={jest.fn()} />,
    );
    expect(
      screen.getByText('No passkeys yet. Set up biometric login to add one.'),
    ).toBeInTheDocument();
    unmount();
    renderWithTheme(
      <PasskeyList passkeys={[]} loading onRename={jest.fn()} onRemove={jest.fn()} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading passkeys' })).toBeInTheDocument();
  });

  it('renames a passkey after checking the name is 1 to 60 characters', async () => {
    const user = userEvent.setup({ delay: null });
    const { onRename } = renderList();
    await user.click(screen.getByRole('button', { name: 'Rename Chrome on Linux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const field = within(dialog).getByLabelText('Passkey name');
    expect(field).toHaveValue('Chrome on Linux');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Passkey name is required')).toBeInTheDocument();
    field.focus();
    await user.paste('x'.repeat(61));
    expect(
      within(dialog).getByText('Passkey name must be at most 60 characters'),
    ).toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();

    await user.clear(field);
    field.focus();
    await user.paste('  Work laptop ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onRename).toHaveBeenCalledWith('a1', 'Work laptop');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the rename dialog open with the server’s sentence when renaming fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderList({ onRename: () => Promise.reject({ error: 'Passkey not found' }) });
    await user.click(screen.getByRole('button', { name: 'Rename Safari on iPhone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passkey not found');
    expect(await screen.findByRole('dialog', { name: 'Rename passkey' })).toBeInTheDocument();
  });

  it('removes a passkey only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { onRemove } = renderList();
    await user.click(screen.getByRole('button', { name: 'Remove Safari on iPhone' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove passkey' });
    expect(dialog).toHaveTextContent('“Safari on iPhone” will no longer sign you in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRemove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Safari on iPhone' }));
    await user.click(screen.getByRole('button', { name: 'Remove passkey' }));
    expect(onRemove).toHaveBeenCalledWith('b2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a fallback sentence when removing fails without one', async () => {
    const user = userEvent.setup({ delay: null });
    renderList({ onRemove: () => Promise.reject(new Error('x')) });
    await user.click(screen.getByRole('button', { name: 'Remove Chrome on Linux' }));
    await user.click(screen.getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove passkey');
  });
});
