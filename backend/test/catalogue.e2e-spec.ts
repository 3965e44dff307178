import { CATALOGUE } from '@valuation/contracts';
import { bootApp, register, TestApp } from './helpers/test-app';

describe('GET /api/valuations/catalogue (public)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the services in order with the prices and turnarounds of the spec', async () => {
    const res = await t.call('GET', '/api/valuations/catalogue');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.currency).toBe('GBP');
    expect(
      res.body.services.map(
        (s: {
          type: string;
          name: string;
          title: string;
          description: string;
          tiers: Record<string, { name: string; price: number; turnaround: string }>;
        }) => [
          s.type,
          s.name,
          s.title,
          s.description,
          s.tiers.express.name,
          s.tiers.express.price,
          s.tiers.express.turnaround,
          s.tiers.standard.name,
          s.tiers.standard.price,
          s.tiers.standard.turnaround,
        ],
      ),
    ).toEqual([
      [
        'jewellery',
        'Jewellery',
        'Professional jewellery valuation service',
        'Professional jewellery valuation service',
        'Express',
        75,
        '1 business day',
        'Standard',
        55,
        '2-4 business days',
      ],
      [
        'watch',
        'Watch',
        'Professional watch valuation service',
        'Professional watch valuation service',
        'Express',
        75,
        '1 business day',
        'Standard',
        55,
        '2-4 business days',
      ],
      [
        'handbag',
        'Handbag',
        'Professional handbag valuation service',
        'Professional handbag valuation service',
        'Express',
        135,
        '1-2 business days',
        'Standard',
        115,
        '3-5 business days',
      ],
      [
        'art',
        'Art',
        'Professional art valuation service',
        'Professional art valuation service',
        'Express',
        155,
        '2-3 business days',
        'Standard',
        135,
        '4-7 business days',
      ],
    ]);
    // express is listed before standard in every service
    for (const s of res.body.services)
      expect(Object.keys(s.tiers)).toEqual(['express', 'standard']);
  });

  it('serves the contracts catalogue as it is: brands, home visit, auto-revalue, image limits', async () => {
    const { body } = await t.call('GET', '/api/valuations/catalogue');
    expect(body).toEqual(CATALOGUE);
    expect(Object.keys(body)).toEqual([
      'currency',
      'services',
      'watchBrands',
      'handbagBrands',
      'homeVisit',
      'autoRevalue',
      'images',
    ]);
    expect(body.watchBrands.at(-1)).toBe('Other');
    expect(body.handbagBrands.at(-1)).toBe('Other');
    expect(body.homeVisit).toEqual({
      hourlyRate: 185,
      depositRate: 0.5,
      minHours: 1,
      maxHours: 4,
      currency: 'GBP',
    });
    expect(body.autoRevalue).toEqual({ price: 20, afterYears: 2 });
    expect(body.images.maxFileSizeBytes).toBe(10 * 1024 * 1024);
  });

  it('may be cached for five minutes by anyone', async () => {
    const res = await t.call('GET', '/api/valuations/catalogue');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers the same to a signed-in customer and ignores a bad token', async () => {
    const anonymous = await t.call('GET', '/api/valuations/catalogue');
    const customer = await register(t);
    const signedIn = await t.call('GET', '/api/valuations/catalogue', { token: customer.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(anonymous.body);
    const badToken = await t.call('GET', '/api/valuations/catalogue', { token: 'not-a-jwt' });
    expect(badToken.status).toBe(200);
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await t.call('GET', '/api/docs-json');
    const op = res.body.paths['/api/valuations/catalogue'].get;
    expect(op.responses['200'].content['application/json'].schema.$ref).toMatch(/CatalogueDto$/);
  });
});
