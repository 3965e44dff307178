import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { SecuritySettingsSection } from './SecuritySettingsSection';

jest.setTimeout(20_000);

describe('SecuritySettingsSection', () => {
  it('shows the biometric slot and opens Change Password, which Cancel closes', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(
      <SecuritySettingsSection
        biometricSlot={<p>Biometric setup card</p>}
        onChangePassword={jest.fn(() => Promise.resolve())}
      />,
    );
    const region = screen.getByRole('region', { name: 'Security Settings' });
    expect(within(region).getByText('Biometric setup card')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { level: 3, name: 'Password' })).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens an empty form each time', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(
      <SecuritySettingsSection onChangePassword={jest.fn(() => Promise.resolve())} />,
    );
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Old-pass1!');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveValue('');
  });
});
