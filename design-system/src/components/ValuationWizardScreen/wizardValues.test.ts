import { CATALOGUE } from '@valuation/contracts';
import {
  emptyValuationWizardValues,
  mergeValues,
  messagesOf,
  priceOf,
  toCreateValuationFields,
  valueAt,
  type ValuationWizardValues,
} from './wizardValues';
import { validateValuationForm } from '../../validation/valuationSchema';

const filled: ValuationWizardValues = {
  ...emptyValuationWizardValues,
  serviceType: 'watch',
  serviceTier: 'standard',
  watchBrand: 'Other',
  otherWatchBrand: '  Grand Seiko ',
  handbagBrand: 'Hermès',
  itemDescription: ' A watch ',
  lastKnownValue: '£1,000',
  yearOfPurchase: '2019',
  firstName: ' Amelia',
  lastName: 'Hart ',
  email: 'amelia@example.co.uk',
  address: {
    street: '1 Bond Street',
    city: 'London',
    state: '',
    postalCode: 'W1S 1AA',
    country: 'United Kingdom',
  },
};

describe('toCreateValuationFields', () => {
  it('sends only the fields the chosen service asks for, trimmed', () => {
    const fields = toCreateValuationFields(filled);
    expect(fields).toMatchObject({
      serviceType: 'watch',
      serviceTier: 'standard',
      watchBrand: 'Other',
      otherWatchBrand: 'Grand Seiko',
      itemDescription: 'A watch',
      firstName: 'Amelia',
      lastName: 'Hart',
    });
    expect(fields).not.toHaveProperty('handbagBrand');
    expect(fields).not.toHaveProperty('lastKnownValue');
    expect(fields).not.toHaveProperty('yearOfPurchase');
  });

  it('sends a handbag its brand, value and year, and no other-brand unless "Other"', () => {
    const fields = toCreateValuationFields({ ...filled, serviceType: 'handbag' });
    expect(fields).toMatchObject({
      handbagBrand: 'Hermès',
      lastKnownValue: '£1,000',
      yearOfPurchase: '2019',
    });
    expect(fields).not.toHaveProperty('otherHandbagBrand');
    expect(fields).not.toHaveProperty('watchBrand');
  });

  it('sends the purpose (insurance unless changed) and the identifying details given', () => {
    expect(toCreateValuationFields(filled)).toMatchObject({ purpose: 'insurance' });
    expect(toCreateValuationFields(filled)).not.toHaveProperty('itemModel');
    const fields = toCreateValuationFields({
      ...filled,
      purpose: 'probate',
      itemModel: ' Snowflake ',
      itemReference: '',
      itemSerial: 'SBGA211',
    });
    expect(fields).toMatchObject({
      purpose: 'probate',
      itemModel: 'Snowflake',
      itemSerial: 'SBGA211',
    });
    expect(fields).not.toHaveProperty('itemReference');
  });

  it("shows the contracts' rule on a detail too long to keep", () => {
    const errors = validateValuationForm({ ...filled, itemSerial: 'x'.repeat(101) });
    expect(errors.itemSerial).toMatch(/Serial number/);
    expect(validateValuationForm(filled)).not.toHaveProperty('itemSerial');
  });
});

describe('priceOf', () => {
  it('is unknown until a tier is chosen, then the tier plus auto-revalue', () => {
    expect(priceOf(CATALOGUE, { serviceType: 'watch', serviceTier: '', autoRevalue: true })).toBe(
      undefined,
    );
    const tier = CATALOGUE.services.find((s) => s.type === 'watch')!.tiers.express.price;
    expect(
      priceOf(CATALOGUE, { serviceType: 'watch', serviceTier: 'express', autoRevalue: true }),
    ).toEqual({
      tier,
      autoRevalue: CATALOGUE.autoRevalue.price,
      total: tier + CATALOGUE.autoRevalue.price,
    });
  });
});

describe('mergeValues', () => {
  it('fills what a draft lacks, the address field by field', () => {
    const merged = mergeValues({ firstName: 'Amelia', address: { city: 'London' } as never });
    expect(merged.firstName).toBe('Amelia');
    expect(merged.serviceType).toBe('');
    expect(merged.address).toEqual({ ...emptyValuationWizardValues.address, city: 'London' });
  });
});

describe('messagesOf and valueAt', () => {
  it('lists nested messages in field order and reads dotted names', () => {
    expect(messagesOf({ firstName: 'First', address: { city: 'City' } })).toEqual([
      'First',
      'City',
    ]);
    expect(valueAt(filled, 'address.city')).toBe('London');
    expect(valueAt({}, 'address.city')).toBeUndefined();
  });
});
