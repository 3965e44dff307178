import { CATALOGUE, catalogueService, catalogueTier } from '../index';

describe('the catalogue as a value', () => {
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
