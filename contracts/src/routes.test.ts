import { routePath, ROUTES } from './index';

describe('routes', () => {
  it('fills route parameters, encoded', () => {
    expect(routePath(ROUTES.valuationRequest, { id: 'a b' })).toBe('/valuations/a%20b');
    expect(() => routePath(ROUTES.verify)).toThrow('Missing route parameter "reference"');
    expect(routePath(ROUTES.login)).toBe('/login');
  });
});
