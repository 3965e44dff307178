import { DomainError } from '../../common/domain-error';
import { isCreateField, optionalText, valuationFormOf } from './valuation-form';

describe('the valuation form read from multipart text parts', () => {
  const address = { street: '1 Bond St', city: 'London', postalCode: 'W1S 1AA', country: 'UK' };

  it('takes the address as one JSON object', () => {
    const form = valuationFormOf({ serviceType: 'watch', address: JSON.stringify(address) });
    expect(form).toEqual({ serviceType: 'watch', address });
  });

  it('takes the address as address[...] parts, which leave the form', () => {
    const form = valuationFormOf({
      serviceType: 'watch',
      'address[street]': '1 Bond St',
      'address[city]': 'London',
    });
    expect(form).toEqual({
      serviceType: 'watch',
      address: { street: '1 Bond St', city: 'London' },
    });
  });

  it('refuses both ways at once, malformed JSON and unknown address keys, naming the field', () => {
    const fail = (fields: Record<string, string>) => {
      try {
        valuationFormOf(fields);
      } catch (err) {
        return { message: (err as DomainError).message, details: (err as DomainError).details };
      }
      throw new Error('accepted');
    };
    expect(fail({ address: '{}', 'address[city]': 'x' }).message).toMatch(/not both/);
    expect(fail({ address: '[1]' }).details).toEqual([
      { field: 'address', message: expect.stringMatching(/JSON object/) },
    ]);
    expect(fail({ address: '{"floor":"2"}' }).message).toBe('Unknown field "address.floor"');
  });

  it('knows its fields and nothing else', () => {
    expect(isCreateField('itemDescription')).toBe(true);
    expect(isCreateField('address[postalCode]')).toBe(true);
    expect(isCreateField('address[floor]')).toBe(false);
    expect(isCreateField('price')).toBe(false);
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' 1990 ')).toBe('1990');
  });
});
