import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import {
  ProfileInformationSection,
  type ProfileInformationSectionProps,
} from './ProfileInformationSection';
import { SAMPLE_ADDRESS } from '../../../test/fixtures';

jest.setTimeout(20_000);

function setup(props: Partial<ProfileInformationSectionProps> = {}) {
  const handlers = {
    onSubmit: jest.fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onChange: jest.fn(),
    onTimeZoneChange: jest.fn(),
  };
  renderWithTheme(
    <ProfileInformationSection
      formId="profile-form"
      email="amelia.hart@example.co.uk"
      values={{
        firstName: 'Amelia',
        lastName: 'Hart',
        phoneNumber: '',
        address: SAMPLE_ADDRESS,
        timezone: 'Europe/London',
        preferredLanguage: 'en',
        marketingConsent: false,
      }}
      timeZones={['Europe/London', 'America/New_York']}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, user: userEvent.setup({ delay: null }) };
}

describe('ProfileInformationSection', () => {
  it('shows the details in a "Profile Information" region, the email read-only', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Profile Information' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Amelia');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
  });

  it('shows the postal address under an "Address" heading, one labelled field per part', () => {
    setup({ errors: { address: { postalCode: 'Postal code is required' } } });
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Street')).toHaveValue('12 Mount Street');
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.getByLabelText('State / County')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('United Kingdom');
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Postal code is required')).toBeInTheDocument();
  });

  it('reports edits and a picked time zone', async () => {
    const { user, onChange, onTimeZoneChange } = setup();
    await user.type(screen.getByLabelText('Phone number'), '0');
    expect(onChange).toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await user.click(await screen.findByRole('option', { name: 'America/New York' }));
    expect(onTimeZoneChange).toHaveBeenCalledWith('America/New_York');
  });

  it('shows field messages and disables the fields while busy', () => {
    setup({ errors: { phoneNumber: 'Please enter a valid phone number' }, busy: true });
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toBeDisabled();
  });
});
