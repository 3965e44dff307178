import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BiometricSetupCard } from '../BiometricSetupCard';
import { ProfileScreen } from './ProfileScreen';
import type { ProfileDetails } from './profileValues';

const newProfile: ProfileDetails = {
  email: 'amelia.hart@example.co.uk',
  firstName: 'Amelia',
  lastName: 'Hart',
  phoneNumber: '',
  notificationPreferences: { email: true, sms: false, marketing: false },
  timezone: null,
  preferredLanguage: 'en',
  marketingConsent: false,
};

const completedProfile: ProfileDetails = {
  ...newProfile,
  phoneNumber: '+44 20 7946 0000',
  notificationPreferences: { email: true, sms: false, marketing: true },
  timezone: 'Europe/Paris',
  marketingConsent: true,
};

const biometricCard = <BiometricSetupCard signedIn capability="fingerprint" onSetup={fn()} />;

const meta = {
  title: 'Screens/ProfileScreen',
  component: ProfileScreen,
  args: {
    profile: newProfile,
    defaultTimeZone: 'Europe/London',
    biometricSlot: biometricCard,
    onSave: fn(() => Promise.resolve()),
    onChangePassword: fn(() => Promise.resolve()),
    onDownloadData: fn(() => Promise.resolve()),
    onDeleteAccount: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account: phone empty, the browser's zone shown, notification defaults. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Profile Settings');
    for (const name of [
      'Profile Information',
      'Security Settings',
      'Notification Preferences',
      'Your Data',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
    await expect(canvas.getByText('Email cannot be changed')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** A profile with every field filled in. */
export const Filled: Story = { args: { profile: completedProfile } };

/** Edits two fields and saves: only those (and the first-time zone) are sent; the marketing switch
 * is the one marketing question, so it sets the consent with the preference. */
export const EditAndSave: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const firstName = canvas.getByLabelText(/^First name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Amy');
    await userEvent.click(canvas.getByRole('switch', { name: /Marketing emails/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        firstName: 'Amy',
        marketingConsent: true,
        notificationPreferences: { email: true, sms: false, marketing: true },
        timezone: 'Europe/London',
      }),
    );
  },
};

/** Client validation mirrors the server's rules. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText(/^Last name/));
    await userEvent.type(canvas.getByLabelText('Phone number'), '12ab');
    await expect(await canvas.findByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid phone number')).toBeVisible();
  },
};

/** The server refused a field: its message shows under the field. */
export const ServerFieldError: Story = {
  args: {
    profile: completedProfile,
    onSave: fn(() =>
      Promise.reject({
        error: 'Unknown time zone',
        details: [{ field: 'timezone', message: 'Unknown time zone' }],
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /Marketing emails/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Unknown time zone')).toBeVisible();
  },
};

/** A save in flight. */
export const Saving: Story = { args: { saving: true } };

/** The profile is loading: skeletons in the cards' shape. */
export const Loading: Story = { args: { profile: null, loading: true } };

/** Loading failed: the message and a retry. */
export const LoadError: Story = {
  args: { profile: null, loadError: 'Failed to load your profile' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The data export is being prepared. */
export const PreparingDownload: Story = {
  args: { downloadingData: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Preparing...' })).toBeDisabled();
  },
};

/** Change Password opens its dialog. */
export const ChangePasswordOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Change Password' });
    // Visible once the dialog's fade-in has finished.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Current password/)).toBeVisible());
  },
};

/** Delete my account opens the confirmation dialog. */
export const DeleteAccountOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete your account?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeVisible(),
    );
  },
};

/** Security Settings with an empty biometric slot: only Change Password. */
export const WithoutBiometricCard: Story = { args: { biometricSlot: undefined } };

export const Light: Story = { args: { profile: completedProfile }, globals: { scheme: 'light' } };
export const Dark: Story = { args: { profile: completedProfile }, globals: { scheme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const MobileLoading: Story = {
  args: { profile: null, loading: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
