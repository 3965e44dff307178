import { formatPrice, lowestPrice } from './catalogue';
import { CATALOGUE } from '@valuation/contracts';

describe('formatPrice', () => {
  it('shows whole pounds without pence and other amounts with two decimals', () => {
    expect(formatPrice(75)).toBe('£75');
    expect(formatPrice(1250)).toBe('£1,250');
    expect(formatPrice(12.5)).toBe('£12.50');
  });

  it('writes pounds exactly as Intl does (the GBP path does without it)', () => {
    const amounts = [
      0,
      1,
      9.99,
      12.5,
      75,
      999,
      1000,
      1250,
      12345.6,
      999999.995,
      1234567,
      -5,
      -1250.5,
      0.1 + 0.2,
    ];
    for (const amount of amounts) {
      const intl = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: 'GBP',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(amount);
      expect(formatPrice(amount)).toBe(intl);
    }
  });

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
