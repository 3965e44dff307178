import { CATALOGUE } from '../api/catalogue';
import type { CreateValuationFields } from '../api/valuations';
import {
  cardExpiryProblem,
  cardNumberProblem,
  valuationPrice,
  valuationProblems,
  VALUATION_FIELD_MESSAGES as M,
} from './valuation';

const complete: CreateValuationFields = {
  serviceType: 'watch',
  serviceTier: 'express',
  watchBrand: 'Rolex',
  itemDescription: 'Submariner, 2015, box and papers',
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia@example.co.uk',
  phone: '',
  address: {
    street: '1 Bond Street',
    city: 'London',
    state: '',
    postalCode: 'W1S 1AA',
    country: 'United Kingdom',
  },
};

describe('valuationProblems', () => {
  it('accepts a complete watch request with a photo', () => {
    expect(valuationProblems(complete, 1)).toEqual([]);
  });

  it('names what a request needs: a photo, a description, name, email and address', () => {
    const fields = valuationProblems({ serviceType: 'art', serviceTier: 'standard' }, 0).map(
      (p) => p.field,
    );
    expect(fields).toEqual([
      'itemDescription',
      'firstName',
      'lastName',
      'email',
      'address.street',
      'address.city',
      'address.postalCode',
      'address.country',
      'images',
    ]);
    expect(valuationProblems({}, 0)[0]).toEqual({
      field: 'serviceType',
      message: M.serviceRequired,
    });
  });

  it('checks brands against the catalogue and only for their service', () => {
    expect(valuationProblems({ ...complete, watchBrand: 'Casio' }, 1)).toEqual([
      { field: 'watchBrand', message: M.brandUnknown },
    ]);
    expect(valuationProblems({ ...complete, handbagBrand: 'Chanel' }, 1)).toEqual([
      { field: 'handbagBrand', message: M.brandNotForService },
    ]);
    expect(valuationProblems({ ...complete, watchBrand: 'Other' }, 1)).toEqual([
      { field: 'otherWatchBrand', message: M.otherBrandRequired },
    ]);
    expect(
      valuationProblems({ ...complete, watchBrand: 'Other', otherWatchBrand: 'Tudor' }, 1),
    ).toEqual([]);
  });

  it('asks last known value and year only for jewellery and handbags', () => {
    expect(valuationProblems({ ...complete, yearOfPurchase: '2019' }, 1)).toEqual([
      { field: 'yearOfPurchase', message: M.notForService },
    ]);
    const jewellery = { ...complete, serviceType: 'jewellery' as const, watchBrand: undefined };
    expect(
      valuationProblems({ ...jewellery, yearOfPurchase: '2019', lastKnownValue: '£2,000' }, 1),
    ).toEqual([]);
    expect(
      valuationProblems({ ...jewellery, yearOfPurchase: '2090' }, 1, { currentYear: 2026 }),
    ).toEqual([{ field: 'yearOfPurchase', message: M.yearInvalid }]);
  });
});

describe('valuationPrice', () => {
  it('adds the auto-revalue fee to the tier price', () => {
    expect(valuationPrice('handbag', 'express', false)).toEqual({
      tier: 135,
      autoRevalue: 0,
      total: 135,
    });
    expect(valuationPrice('handbag', 'express', true, CATALOGUE)).toEqual({
      tier: 135,
      autoRevalue: 20,
      total: 155,
    });
    expect(valuationPrice('boat', 'express', true)).toBeUndefined();
  });
});

describe('card rules', () => {
  it('refuses a number failing the Luhn check', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('4000 0000 0000 0002')).toBeNull();
    expect(cardNumberProblem('4242 4242 4242 4241')).not.toBeNull();
    expect(cardNumberProblem('4242')).not.toBeNull();
  });
  it('refuses an expiry in the past or malformed', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(cardExpiryProblem('11/26', now)).toBeNull();
    expect(cardExpiryProblem('10/26', now)).toBe('This card has expired');
    expect(cardExpiryProblem('13/30', now)).toBe('Please enter the expiry as MM/YY');
  });
});
