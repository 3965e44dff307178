import type { CreateValuationFields } from '@valuation/contracts';
import { valuationFormData } from './upload';

const fields: CreateValuationFields = {
  serviceType: 'watch',
  serviceTier: 'express',
  watchBrand: 'Rolex',
  itemDescription: 'Submariner',
  autoRevalue: true,
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia@example.co.uk',
  address: { street: '1 Bond St', city: 'London', state: '', postalCode: 'W1', country: 'UK' },
};
const photo = new File([new Uint8Array(8)], 'dial.jpg', { type: 'image/jpeg' });

describe('valuationFormData', () => {
  it('sends the fields as text parts, the address as JSON, then the photos', () => {
    const form = valuationFormData(fields, [photo]);
    expect(form.get('autoRevalue')).toBe('true');
    expect(JSON.parse(form.get('address') as string)).toEqual(fields.address);
    expect((form.getAll('images')[0] as File).name).toBe('dial.jpg');
  });

  it('leaves out fields that are not set', () => {
    const form = valuationFormData({ ...fields, watchBrand: undefined }, []);
    expect(form.has('watchBrand')).toBe(false);
    expect(form.get('serviceType')).toBe('watch');
  });
});
