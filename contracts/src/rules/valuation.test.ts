import { PHOTO_LIMITS } from '../api/catalogue';
import {
  brandOf,
  photoAllowance,
  valuationFormProblems,
  valuationPrice,
  yearProblem,
} from './valuation';

const valid = {
  serviceType: 'handbag',
  serviceTier: 'standard',
  handbagBrand: 'Chanel',
  itemDescription: 'Classic flap bag',
  lastKnownValue: '£6,000',
  yearOfPurchase: '2019',
  autoRevalue: 'false',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  address: {
    street: '1 Bond Street',
    city: 'London',
    state: '',
    postalCode: 'W1S 1AA',
    country: 'UK',
  },
};

describe('valuation request rules', () => {
  it('accepts a complete form', () => {
    expect(valuationFormProblems(valid)).toEqual([]);
  });

  it('keeps brand fields to their service and needs the text of "Other"', () => {
    expect(valuationFormProblems({ ...valid, watchBrand: 'Rolex' })).toEqual([
      { field: 'watchBrand', message: 'A watch brand only applies to a watch valuation' },
    ]);
    expect(valuationFormProblems({ ...valid, handbagBrand: 'Other' })).toEqual([
      { field: 'otherHandbagBrand', message: 'Please enter the handbag brand' },
    ]);
    expect(valuationFormProblems({ ...valid, otherHandbagBrand: 'Moynat' })).toEqual([
      { field: 'otherHandbagBrand', message: 'Only needed when the brand is "Other"' },
    ]);
  });

  it('asks value and year only for jewellery and handbags', () => {
    const art = { ...valid, serviceType: 'art', handbagBrand: undefined };
    expect(valuationFormProblems(art).map((p) => p.field)).toEqual([
      'lastKnownValue',
      'yearOfPurchase',
    ]);
  });

  it('takes a 4-digit year from 1800 to this year', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(yearProblem('2026', now)).toBeNull();
    expect(yearProblem('2027', now)).not.toBeNull();
    expect(yearProblem('1799', now)).not.toBeNull();
    expect(yearProblem('99', now)).not.toBeNull();
  });

  it('prices the tier, plus the auto-revalue when chosen', () => {
    expect(valuationPrice('watch', 'express', false)).toEqual({
      tier: 75,
      autoRevalue: 0,
      total: 75,
      currency: 'GBP',
    });
    expect(valuationPrice('art', 'standard', true)).toEqual({
      tier: 135,
      autoRevalue: 20,
      total: 155,
      currency: 'GBP',
    });
    expect(valuationPrice('cars', 'express', false)).toBeNull();
  });
});

describe('brandOf', () => {
  it('reads the chosen brand, or the customer’s words for "Other"', () => {
    expect(brandOf({ watchBrand: 'Rolex', otherWatchBrand: null })).toBe('Rolex');
    expect(brandOf({ watchBrand: 'Other', otherWatchBrand: ' Ochs und Junior ' })).toBe(
      'Ochs und Junior',
    );
    expect(brandOf({ handbagBrand: 'Hermès' })).toBe('Hermès');
    expect(brandOf({ handbagBrand: 'Other', otherHandbagBrand: 'Moynat' })).toBe('Moynat');
    expect(brandOf({ handbagBrand: 'Other', otherHandbagBrand: null })).toBe('Other');
  });

  it('is null for a service without brands', () => {
    expect(brandOf({})).toBeNull();
    expect(brandOf({ watchBrand: null, handbagBrand: null })).toBeNull();
  });
});

describe('photoAllowance', () => {
  it('before payment: up to 5 in all', () => {
    expect(photoAllowance('awaiting_payment', 0)).toBe(5);
    expect(photoAllowance('awaiting_payment', 3)).toBe(2);
    expect(photoAllowance('awaiting_payment', 5)).toBe(0);
  });

  it('while the expert asks for more: up to 5 a form and 20 in all', () => {
    expect(photoAllowance('info_requested', 5)).toBe(5);
    expect(photoAllowance('info_requested', 17)).toBe(3);
    expect(photoAllowance('info_requested', PHOTO_LIMITS.perRequest)).toBe(0);
  });

  it('none in any other status', () => {
    for (const status of ['paid', 'in_review', 'completed', 'cancelled'] as const)
      expect(photoAllowance(status, 0)).toBe(0);
  });
});
