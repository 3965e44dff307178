import type { Catalogue, CatalogueService, ServiceType } from './catalogue';

function service(
  type: ServiceType,
  name: string,
  express: [number, string],
  standard: [number, string],
): CatalogueService {
  const title = `Professional ${type} valuation service`;
  return {
    type,
    name,
    title,
    description: title,
    tiers: {
      express: { name: 'Express', price: express[0], turnaround: express[1] },
      standard: { name: 'Standard', price: standard[0], turnaround: standard[1] },
    },
  };
}

/**
 * A catalogue shaped and filled like the server's (product-spec section 9), for stories and
 * tests only: the product always shows what GET /api/valuations/catalogue answers.
 */
export const sampleCatalogue: Catalogue = {
  currency: 'GBP',
  services: [
    service('jewellery', 'Jewellery', [75, '1 business day'], [55, '2-4 business days']),
    service('watch', 'Watch', [75, '1 business day'], [55, '2-4 business days']),
    service('handbag', 'Handbag', [135, '1-2 business days'], [115, '3-5 business days']),
    service('art', 'Art', [155, '2-3 business days'], [135, '4-7 business days']),
  ],
  watchBrands: [
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
  ],
  handbagBrands: [
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
  ],
  homeVisit: { hourlyRate: 185, depositPercent: 50 },
  autoRevalue: { price: 20, afterYears: 2 },
  images: {
    maxFiles: 5,
    maxFileSizeBytes: 10 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  },
};
