import { CATALOGUE, catalogueService, catalogueTier, routePath, ROUTES } from '../index';

describe('the catalogue (docs/product.md §9)', () => {
  it('prices every service in whole pounds, express dearer than standard', () => {
    expect(CATALOGUE.services.map((s) => s.type)).toEqual(['jewellery', 'watch', 'handbag', 'art']);
    for (const service of CATALOGUE.services) {
      expect(Number.isInteger(service.tiers.express.price)).toBe(true);
      expect(service.tiers.express.price).toBeGreaterThan(service.tiers.standard.price);
    }
    expect(catalogueTier('handbag', 'express')).toEqual({
      name: 'Express',
      price: 135,
      turnaround: '1-2 business days',
    });
  });

  it('answers nothing for unknown services or tiers', () => {
    expect(catalogueService('car')).toBeUndefined();
    expect(catalogueTier('watch', 'overnight')).toBeUndefined();
    expect(catalogueTier('__proto__', 'express')).toBeUndefined();
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(CATALOGUE.services[0].tiers.express)).toBe(true);
    expect(() => {
      (CATALOGUE.services[0].tiers.express as { price: number }).price = 1;
    }).toThrow(TypeError);
  });
});

describe('routes', () => {
  it('fills route parameters, encoded', () => {
    expect(routePath(ROUTES.valuationRequest, { id: 'a b' })).toBe('/valuations/a%20b');
    expect(() => routePath(ROUTES.verify)).toThrow('Missing route parameter "reference"');
    expect(routePath(ROUTES.login)).toBe('/login');
  });
});
