import {
  addressPartProblem,
  isBlankAddress,
  normalisedAddress,
  profileAddressPartProblem,
  sameAddress,
} from './address';

const HOME = {
  street: '12 Mount Street',
  city: 'London',
  state: '',
  postalCode: 'W1K 3NU',
  country: 'United Kingdom',
};

describe('postal address rules', () => {
  it('requires street, city, postal code and country; the county may be empty', () => {
    expect(addressPartProblem('street', ' ')).toBe('Street is required');
    expect(addressPartProblem('postalCode', undefined)).toBe('Postal code is required');
    expect(addressPartProblem('state', '')).toBeNull();
    expect(addressPartProblem('city', 'x'.repeat(201))).toBe('City must be at most 200 characters');
  });

  it('lets the profile forget its address when every part is empty', () => {
    const blank = { street: '', city: ' ', state: '', postalCode: '', country: '' };
    expect(isBlankAddress(blank)).toBe(true);
    expect(profileAddressPartProblem('street', '', blank)).toBeNull();
    expect(profileAddressPartProblem('street', '', { ...HOME, street: '' })).toBe(
      'Street is required',
    );
    expect(profileAddressPartProblem('country', 44, blank)).toBe('Country must be text');
    expect(normalisedAddress(blank)).toBeNull();
  });

  it('compares addresses trimmed, null as empty', () => {
    expect(sameAddress(HOME, { ...HOME, street: ' 12 Mount Street ' })).toBe(true);
    expect(sameAddress(HOME, { ...HOME, city: 'Leeds' })).toBe(false);
    expect(sameAddress(null, { ...HOME, street: '', city: '', postalCode: '', country: '' })).toBe(
      true,
    );
    expect(sameAddress(null, HOME)).toBe(false);
  });
});
