import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserTimeZone } from '@valuation/design-system';
import { tokenStorage } from '../../lib/session';
import { testUser } from '../../test/handlers';
import { passkeyHandlers } from '../../test/passkeyHandlers';
import {
  completedProfile,
  EXPORT_FILENAME,
  profileHandlers,
  testProfile,
} from '../../test/profileHandlers';
import { renderApp } from '../../test/renderApp';
import { captureDownloads } from '../../test/downloads';
import { server } from '../../test/server';

function openProfile(...handlers: Parameters<typeof server.use>) {
  server.use(passkeyHandlers.list([]), ...handlers);
  const view = renderApp('/profile', { user: testUser });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const toasts = () => screen.getByTestId('toast-stack');
const saveButton = () => screen.getByRole('button', { name: /Save Changes|Saving/ });

describe('ProfilePage', () => {
  it('loads the profile into the form', async () => {
    openProfile(profileHandlers.get(completedProfile));

    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Amelia');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile Settings');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Hart');
    expect(screen.getByLabelText('Email')).toHaveValue(testUser.email);
    expect(screen.getByLabelText('Phone number')).toHaveValue('+44 20 7946 0000');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
    expect(screen.getByRole('switch', { name: /SMS notifications/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Marketing emails/ })).toBeChecked();
    expect(document.title).toBe('Profile Settings | Luxe Valuations');
  });

  it('shows a load failure with a retry that loads the profile', async () => {
    const { user } = openProfile(profileHandlers.getFailure(500, 'The server is unavailable'));
    expect(await screen.findByText('The server is unavailable')).toBeInTheDocument();

    server.use(profileHandlers.get(completedProfile));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Amelia');
  });

  it('sends only the changed fields and toasts the success', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { user } = openProfile(
      profileHandlers.get(completedProfile),
      profileHandlers.update(completedProfile, (body) => bodies.push(body)),
    );
    const phone = await screen.findByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '07946 000111');
    await user.click(saveButton());

    await waitFor(() => expect(toasts()).toHaveTextContent('Profile updated successfully'));
    expect(bodies).toEqual([{ phoneNumber: '07946 000111' }]);
    expect(saveButton()).toBeDisabled();
  });

  it('sends the browser’s time zone with the first save of a new profile', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { user } = openProfile(
      profileHandlers.get(testProfile),
      profileHandlers.update(testProfile, (body) => bodies.push(body)),
    );
    await user.click(await screen.findByRole('switch', { name: /Email notifications/ }));
    await user.click(saveButton());

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      notificationPreferences: { email: false, sms: false, marketing: false },
      timezone: browserTimeZone(),
    });
  });

  it('merges the saved name into the signed-in user (navbar greeting)', async () => {
    const { user, store } = openProfile(...profileHandlers.store(completedProfile));
    const firstName = await screen.findByLabelText(/^First name/);
    await user.clear(firstName);
    await user.type(firstName, 'Amy');
    await user.click(saveButton());

    await waitFor(() => expect(toasts()).toHaveTextContent('Profile updated successfully'));
    expect(store.getState().auth.user).toEqual({ ...testUser, firstName: 'Amy' });
    expect(screen.getByRole('button', { name: 'Account menu for Amy' })).toBeInTheDocument();
  });

  it('toasts the server’s error and marks the refused field', async () => {
    const { user, store } = openProfile(
      profileHandlers.get(completedProfile),
      profileHandlers.updateFailure(400, 'Please enter a valid phone number', [
        { field: 'phoneNumber', message: 'Please enter a valid phone number' },
      ]),
    );
    await user.click(await screen.findByRole('switch', { name: /Marketing emails/ }));
    await user.click(saveButton());

    await waitFor(() => expect(toasts()).toHaveTextContent('Please enter a valid phone number'));
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.user).toEqual(testUser);
  });

  it('falls back to "Failed to update profile" when the server gives no error text', async () => {
    const { user } = openProfile(
      profileHandlers.get(completedProfile),
      profileHandlers.updateBareFailure(502),
    );
    await user.click(await screen.findByRole('switch', { name: /Email notifications/ }));
    await user.click(saveButton());

    await waitFor(() => expect(toasts()).toHaveTextContent('Failed to update profile'));
  });

  it('changes the password: a wrong current password shows in the dialog, then success', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { user } = openProfile(
      profileHandlers.get(completedProfile),
      profileHandlers.changePasswordWrongCurrent(),
    );
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Wrong-pass1!');
    await user.type(within(dialog).getByLabelText(/^New password/), 'Sapphire#2026');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Sapphire#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();

    server.use(profileHandlers.changePasswordSuccess((body) => bodies.push(body)));
    const current = within(dialog).getByLabelText(/^Current password/);
    await user.clear(current);
    await user.type(current, 'Old-pass1!');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(toasts()).toHaveTextContent('Password changed successfully'));
    expect(bodies).toEqual([{ currentPassword: 'Old-pass1!', newPassword: 'Sapphire#2026' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads the data export under the server’s file name', async () => {
    const saved = captureDownloads();
    const { user } = openProfile(
      profileHandlers.get(completedProfile),
      profileHandlers.exportSuccess(completedProfile),
    );
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(EXPORT_FILENAME);
    expect(await saved[0].blob.text()).toContain(testUser.email);
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('toasts a failed export', async () => {
    const { user } = openProfile(
      profileHandlers.get(completedProfile),
      profileHandlers.exportFailure(500, 'The export is unavailable'),
    );
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('The export is unavailable'));
  });

  it('deletes the account: a wrong password is refused, the right one signs out to /', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { user, store, router } = openProfile(
      profileHandlers.get(completedProfile),
      profileHandlers.deleteWrongPassword(),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'Wrong#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
    expect(store.getState().auth.user).not.toBeNull();

    server.use(profileHandlers.deleteSuccess((body) => bodies.push(body)));
    await user.clear(password);
    await user.type(password, 'Sapphire#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ password: 'Sapphire#2026' }]);
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.token).toBeNull();
    expect(tokenStorage.get()).toBeNull();
    expect(toasts()).toHaveTextContent('Your account has been deleted');
  });
});
