import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import Box from '@mui/material/Box';
import { SAMPLE_ADDRESS } from '../../../test/fixtures';
import { ProfileInformationSection } from './ProfileInformationSection';

const NO_ADDRESS = { street: '', city: '', state: '', postalCode: '', country: '' };
const HOME = { ...SAMPLE_ADDRESS, state: 'Greater London' };

const meta = {
  title: 'Screens/ProfileScreen/ProfileInformationSection',
  component: ProfileInformationSection,
  args: {
    formId: 'profile-form',
    email: 'amelia.hart@example.co.uk',
    values: {
      firstName: 'Amelia',
      lastName: 'Hart',
      phoneNumber: '',
      address: NO_ADDRESS,
      timezone: 'Europe/London',
      preferredLanguage: 'en',
      marketingConsent: false,
    },
    timeZones: ['Europe/London', 'Europe/Paris', 'America/New_York', 'UTC'],
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onChange: fn(),
    onBlur: fn(),
    onTimeZoneChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProfileInformationSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account's details; editing a field reports the change. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Profile Information' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Phone number'), '0');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Filled in, the postal address the wizard offered included. */
export const Completed: Story = {
  args: {
    values: {
      firstName: 'Amelia',
      lastName: 'Hart',
      phoneNumber: '+44 20 7946 0000',
      address: HOME,
      timezone: 'Europe/Paris',
      preferredLanguage: 'en',
      marketingConsent: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Address' })).toBeVisible();
    await expect(canvas.getByLabelText('Street')).toHaveValue('12 Mount Street');
    await expect(canvas.getByLabelText('Postal code')).toHaveValue('W1K 3NU');
  },
};

/** Messages under the fields the browser or the server refused. */
export const WithErrors: Story = {
  args: {
    values: {
      firstName: '',
      lastName: 'Hart',
      phoneNumber: '12ab',
      address: { ...HOME, city: '', postalCode: '' },
      timezone: 'Europe/London',
      preferredLanguage: 'en',
      marketingConsent: false,
    },
    errors: {
      firstName: 'First name is required',
      phoneNumber: 'Please enter a valid phone number',
      address: { city: 'City is required', postalCode: 'Postal code is required' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A save is in flight: the fields are disabled. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^First name/)).toBeDisabled();
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
