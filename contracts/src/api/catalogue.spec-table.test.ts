import { CATALOGUE, catalogueService, catalogueTier } from '../index';

/** docs/product.md §9, "Pricing (GBP)", row by row. */
const SPEC_PRICING = [
  ['jewellery', 75, '1 business day', 55, '2-4 business days'],
  ['watch', 75, '1 business day', 55, '2-4 business days'],
  ['handbag', 135, '1-2 business days', 115, '3-5 business days'],
  ['art', 155, '2-3 business days', 135, '4-7 business days'],
] as const;

describe('valuation catalogue (docs/product.md §3 and §9)', () => {
  it('lists the four services in order with the express and standard figures of the table', () => {
    expect(CATALOGUE.currency).toBe('GBP');
    expect(CATALOGUE.services.map((s) => s.type)).toEqual(SPEC_PRICING.map((row) => row[0]));
    for (const [type, express, expressTime, standard, standardTime] of SPEC_PRICING) {
      expect(catalogueService(type)?.tiers).toEqual({
        express: { name: 'Express', price: express, turnaround: expressTime },
        standard: { name: 'Standard', price: standard, turnaround: standardTime },
      });
    }
  });

  it('starts online valuations at £55 standard and £75 express', () => {
    const prices = (tier: 'express' | 'standard') =>
      CATALOGUE.services.map((s) => s.tiers[tier].price);
    expect(Math.min(...prices('standard'))).toBe(55);
    expect(Math.min(...prices('express'))).toBe(75);
  });

  it('titles each service "Professional {service} valuation service"', () => {
    expect(CATALOGUE.services.map((s) => [s.name, s.title, s.description])).toEqual([
      [
        'Jewellery',
        'Professional jewellery valuation service',
        'Professional jewellery valuation service',
      ],
      ['Watch', 'Professional watch valuation service', 'Professional watch valuation service'],
      [
        'Handbag',
        'Professional handbag valuation service',
        'Professional handbag valuation service',
      ],
      ['Art', 'Professional art valuation service', 'Professional art valuation service'],
    ]);
  });

  it('lists the brands of docs/product.md §3 in order, ending with Other', () => {
    expect(CATALOGUE.watchBrands).toEqual([
      'Rolex',
      'Patek Philippe',
      'Audemars Piguet',
      'Omega',
      'Cartier',
      'IWC',
      'Jaeger-LeCoultre',
      'Vacheron Constantin',
      'Panerai',
      'Breitling',
      'Tag Heuer',
      'A. Lange & Söhne',
      'Other',
    ]);
    expect(CATALOGUE.handbagBrands).toEqual([
      'Hermès',
      'Louis Vuitton',
      'Chanel',
      'Gucci',
      'Prada',
      'Fendi',
      'Celine',
      'Dior',
      'Balenciaga',
      'Bottega Veneta',
      'Saint Laurent',
      'Goyard',
      'Burberry',
      'Valentino',
      'Mulberry',
      'Other',
    ]);
  });

  it('holds the home visit, auto-revalue and image limits of docs/product.md §9', () => {
    expect(CATALOGUE.homeVisit).toEqual({
      hourlyRate: 185,
      depositRate: 0.5,
      minHours: 1,
      maxHours: 4,
      currency: 'GBP',
    });
    expect(CATALOGUE.autoRevalue).toEqual({ price: 20, afterYears: 2 });
    expect(CATALOGUE.images).toEqual({
      maxFiles: 5,
      maxFileSizeBytes: 10485760,
      types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    });
  });

  it('looks tiers up and cannot be changed at run time', () => {
    expect(catalogueTier('art', 'express')?.price).toBe(155);
    expect(catalogueTier('art', 'premium')).toBeUndefined();
    expect(catalogueTier('toString', 'express')).toBeUndefined();
    expect(() => {
      (CATALOGUE.services[0].tiers.express as { price: number }).price = 1;
    }).toThrow(TypeError);
    expect(CATALOGUE.services[0].tiers.express.price).toBe(75);
  });
});
