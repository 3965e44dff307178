import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ProfileScreen, type ProfileScreenProps } from './ProfileScreen';
import type { ProfileDetails } from './profileValues';
import { SAMPLE_ADDRESS } from '../../test/fixtures';

const newProfile: ProfileDetails = {
  email: 'amelia.hart@example.co.uk',
  firstName: 'Amelia',
  lastName: 'Hart',
  phoneNumber: '',
  // A new account: no phone number, so SMS is off (issue 33).
  notificationPreferences: { email: true, sms: false, marketing: false },
  timezone: null,
  preferredLanguage: 'en',
  marketingConsent: false,
};

// A whole form re-validates on every keystroke; on a busy CI machine that takes a while.
jest.setTimeout(20_000);

const zones = ['Europe/London', 'Europe/Paris', 'America/New_York', 'UTC'];

function setup(props: Partial<ProfileScreenProps> = {}) {
  const handlers = {
    onSave: jest.fn<Promise<void>, [unknown]>(() => Promise.resolve()),
    onChangePassword: jest.fn(() => Promise.resolve()),
    onDownloadData: jest.fn(() => Promise.resolve()),
    onDeleteAccount: jest.fn(() => Promise.resolve()),
  };
  const user = userEvent.setup({ delay: null });
  const view = renderWithTheme(
    <ProfileScreen
      profile={newProfile}
      defaultTimeZone="Europe/London"
      timeZones={zones}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, ...props, user, view };
}

const saveButton = () => screen.getByRole('button', { name: /Save Changes|Saving/ });

describe('ProfileScreen', () => {
  it('shows the heading, the three cards and Your Data after them', () => {
    setup({ biometricSlot: <p>Biometric setup card</p> });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile Settings');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Profile Information',
      'Security Settings',
      'Notification Preferences',
      'Your Data',
    ]);
    const security = screen.getByRole('region', { name: 'Security Settings' });
    expect(within(security).getByText('Biometric setup card')).toBeInTheDocument();
    expect(within(security).getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it('fills the form with the profile and the product defaults', () => {
    setup();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Amelia');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Hart');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('amelia.hart@example.co.uk');
    expect(email).toBeDisabled();
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
    // No zone on the server yet: the browser's is shown.
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveTextContent(
      'English',
    );
    expect(screen.getByRole('switch', { name: /Email notifications/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /SMS notifications/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Marketing emails/ })).not.toBeChecked();
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(saveButton()).toBeDisabled();
  });

  it('saves only what changed, with the displayed zone on the first save', async () => {
    const { user, onSave } = setup();
    const firstName = screen.getByLabelText(/^First name/);
    await user.clear(firstName);
    await user.paste('Amy ');
    await user.click(screen.getByRole('switch', { name: /Email notifications/ }));
    await user.click(saveButton());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        firstName: 'Amy',
        notificationPreferences: { email: false, sms: false, marketing: false },
        timezone: 'Europe/London',
      }),
    );
    // Saved: nothing left to save.
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('sends a single changed field when the server already holds a zone', async () => {
    const { user, onSave } = setup({ profile: { ...newProfile, timezone: 'Europe/Paris' } });
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste('+44 20 7946 0000');
    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ phoneNumber: '+44 20 7946 0000' }));
  });

  it('saves a postal address, trimmed, and forgets it when every part is emptied', async () => {
    const { user, onSave } = setup({ profile: { ...newProfile, timezone: 'Europe/Paris' } });
    const parts: [string, string][] = [
      ['Street', ' 12 Mount Street '],
      ['City', 'London'],
      ['Postal code', 'W1K 3NU'],
      ['Country', 'United Kingdom'],
    ];
    for (const [label, value] of parts) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(saveButton());
    const home = SAMPLE_ADDRESS;
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ address: home }));
    await waitFor(() => expect(saveButton()).toBeDisabled());
    for (const [label] of parts) await user.clear(screen.getByLabelText(label));
    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ address: null }));
  });

  it('asks for the rest of an address begun, and shows the server’s message on its part', async () => {
    const { user, onSave } = setup({
      profile: { ...newProfile, timezone: 'Europe/Paris' },
      onSave: jest.fn(() =>
        Promise.reject({
          error: 'Postal code is required',
          details: [{ field: 'address.postalCode', message: 'Postal code is required' }],
        }),
      ),
    });
    await user.click(screen.getByLabelText('Street'));
    await user.paste('12 Mount Street');
    await user.tab();
    await user.click(saveButton());
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    for (const [label, value] of [
      ['City', 'London'],
      ['Postal code', 'W1K'],
      ['Country', 'United Kingdom'],
    ]) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(saveButton());
    expect(await screen.findByText('Postal code is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for marketing once: the "Marketing emails" switch is the consent too', async () => {
    const { user, onSave } = setup({ profile: { ...newProfile, timezone: 'Europe/Paris' } });
    expect(screen.queryByRole('checkbox', { name: /marketing/i })).toBeNull();
    expect(screen.getAllByRole('switch', { name: /marketing/i })).toHaveLength(1);
    await user.click(screen.getByRole('switch', { name: /Marketing emails/ }));
    await user.click(saveButton());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        notificationPreferences: { email: true, sms: false, marketing: true },
        marketingConsent: true,
      }),
    );
  });

  it('SMS needs a phone number: off and disabled, saying why, until a number is typed', async () => {
    const { user, onSave } = setup({ profile: { ...newProfile, timezone: 'Europe/Paris' } });
    const sms = screen.getByRole('switch', { name: /SMS notifications/ });
    expect(sms).not.toBeChecked();
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription(
      'Short text updates when a valuation is ready. Add a phone number under Profile Information to receive SMS notifications.',
    );
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste('020 7946 0958');
    await waitFor(() => expect(sms).toBeEnabled());
    expect(sms).toHaveAccessibleDescription('Short text updates when a valuation is ready');
    await user.click(sms);
    await user.click(saveButton());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        phoneNumber: '020 7946 0958',
        notificationPreferences: { email: true, sms: true, marketing: false },
      }),
    );
  });

  it('clearing the phone number turns SMS off with it', async () => {
    const { user, onSave } = setup({
      profile: {
        ...newProfile,
        phoneNumber: '020 7946 0958',
        timezone: 'Europe/Paris',
        notificationPreferences: { email: true, sms: true, marketing: false },
      },
    });
    const sms = screen.getByRole('switch', { name: /SMS notifications/ });
    expect(sms).toBeChecked();
    await user.clear(screen.getByLabelText('Phone number'));
    await waitFor(() => expect(sms).not.toBeChecked());
    expect(sms).toBeDisabled();
    await user.click(saveButton());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        phoneNumber: '',
        notificationPreferences: { email: true, sms: false, marketing: false },
      }),
    );
  });

  it('picks a time zone from the list', async () => {
    const { user, onSave } = setup({ profile: { ...newProfile, timezone: 'Europe/London' } });
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(zone);
    await user.clear(zone);
    await user.paste('New York');
    await user.click(await screen.findByRole('option', { name: 'America/New York' }));
    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ timezone: 'America/New_York' }));
  });

  it('validates names and the phone number as the server does', async () => {
    const { user, onSave } = setup();
    const firstName = screen.getByLabelText(/^First name/);
    await user.clear(firstName);
    await user.type(firstName, 'A');
    const lastName = screen.getByLabelText(/^Last name/);
    await user.clear(lastName);
    await user.type(screen.getByLabelText('Phone number'), '12ab');
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    await user.click(saveButton());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reads "Saving..." while the save is in flight', async () => {
    let finish: () => void = () => {};
    const { user } = setup({
      onSave: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    await user.click(screen.getByRole('switch', { name: /Marketing emails/ }));
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saving...'));
    expect(saveButton()).toBeDisabled();
    finish();
    await waitFor(() => expect(saveButton()).toHaveTextContent('Save Changes'));
  });

  it('shows the server’s field messages and keeps the edits', async () => {
    const { user } = setup({
      onSave: () =>
        Promise.reject({
          error: 'Please enter a valid phone number',
          details: [{ field: 'phoneNumber', message: 'Please enter a valid phone number' }],
        }),
    });
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste('1234567');
    await user.click(saveButton());
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('1234567');
  });

  it('shows skeletons while loading and a retry on a load error', async () => {
    const onRetry = jest.fn();
    const { view, user } = setup({ profile: null, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument();

    view.unmount();
    setup({ profile: null, loadError: 'Failed to load your profile', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your profile');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('reads "Preparing..." while the data download is prepared', async () => {
    let finish: () => void = () => {};
    const onDownloadData = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = setup({ onDownloadData });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(onDownloadData).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Preparing...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('opens the change-password and delete-account dialogs', async () => {
    const { user, onDeleteAccount } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const passwordDialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.click(within(passwordDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const deleteDialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(deleteDialog).getByLabelText(/^Password/), 'Sapphire#2026');
    await user.click(within(deleteDialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleteAccount).toHaveBeenCalledWith('Sapphire#2026'));
  });
});
