import { formatPrice, lowestPrice } from './catalogue';
import { CATALOGUE } from '@valuation/contracts';

describe('formatPrice', () => {
  it('shows whole pounds without pence and other amounts with two decimals', () => {
    expect(formatPrice(75)).toBe('£75');
    expect(formatPrice(1250)).toBe('£1,250');
    expect(formatPrice(12.5)).toBe('£12.50');
  });
  // That it writes what Intl writes, without Intl: contracts' uk-format.test.ts (formatGbp).

  it('formats other currencies with Intl', () => {
    expect(formatPrice(75, 'EUR')).toBe('€75');
  });
});

describe('lowestPrice', () => {
  it('is the cheapest price of a tier across the services', () => {
    expect(lowestPrice(CATALOGUE, 'standard')).toBe(55);
    expect(lowestPrice(CATALOGUE, 'express')).toBe(75);
  });

  it('is undefined when the catalogue has no services', () => {
    expect(lowestPrice({ ...CATALOGUE, services: [] }, 'express')).toBeUndefined();
  });
});
