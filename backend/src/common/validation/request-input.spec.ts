import {
  unsafeInputProblems,
  fieldLabel,
  isJsonObject,
  isNestedTooDeeply,
  MAX_JSON_DEPTH,
  unsafeTextProblem,
} from './request-input';

describe('isNestedTooDeeply', () => {
  it('accepts up to 32 levels and refuses the 33rd', () => {
    const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(isNestedTooDeeply(nest(MAX_JSON_DEPTH))).toBe(false);
    expect(isNestedTooDeeply(nest(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(isNestedTooDeeply(`{"a":${'{"a":'.repeat(40)}1${'}'.repeat(41)}`)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(isNestedTooDeeply(JSON.stringify({ a: '['.repeat(1000) }))).toBe(false);
    expect(isNestedTooDeeply(JSON.stringify({ a: `\\"${'{'.repeat(100)}` }))).toBe(false);
  });

  it('scans a million levels without overflowing the stack', () => {
    expect(isNestedTooDeeply('['.repeat(1_000_000))).toBe(true);
  });
});

describe('isJsonObject', () => {
  it('is true only for objects', () => {
    expect(isJsonObject({})).toBe(true);
    for (const v of [null, [], 1, 'x', true, undefined]) expect(isJsonObject(v)).toBe(false);
  });
});

describe('unsafeInputProblems', () => {
  it('names each field holding a control character, nested ones and array items included', () => {
    expect(
      unsafeInputProblems({
        firstName: 'Ja\u0000ne',
        lastName: 'Doe',
        notificationPreferences: { smsNumber: '\u0007' },
        transports: ['usb', 'x\u001f'],
      }),
    ).toEqual([
      { field: 'firstName', message: 'First name must not contain control characters.' },
      {
        field: 'notificationPreferences.smsNumber',
        message: 'Sms number must not contain control characters.',
      },
      { field: 'transports[1]', message: 'Transports must not contain control characters.' },
    ]);
  });

  it('refuses control characters in keys and shows them escaped', () => {
    expect(unsafeInputProblems({ 'a\u0000b': 'x' })).toEqual([
      { field: 'a\\u0000b', message: 'A field name must not contain control characters.' },
    ]);
  });

  it('refuses __proto__, constructor and prototype keys at any depth as unknown fields', () => {
    expect(
      unsafeInputProblems({
        constructor: 'x',
        a: { prototype: 1 },
        b: [JSON.parse('{"__proto__": 1}')],
      }),
    ).toEqual([
      { field: 'constructor', message: 'Unknown field "constructor"' },
      { field: 'a.prototype', message: 'Unknown field "a.prototype"' },
      { field: 'b[0].__proto__', message: 'Unknown field "b[0].__proto__"' },
    ]);
  });

  it('reads query objects built on a null-prototype class', () => {
    function Empty() {}
    Empty.prototype = Object.create(null) as object;
    const query = Object.assign(new (Empty as unknown as new () => object)(), {
      search: 'a\u0000',
    });
    expect(unsafeInputProblems(query)).toEqual([
      { field: 'search', message: 'Search must not contain control characters.' },
    ]);
  });

  it('names each field or key holding a lone UTF-16 surrogate', () => {
    expect(
      unsafeInputProblems({ email: 'a\ud800@b.co', list: ['\udc00'], ['k\udbff']: 1 }),
    ).toEqual([
      {
        field: 'k\\udbff',
        message: 'A field name must be valid Unicode text (it holds a lone UTF-16 surrogate).',
      },
      {
        field: 'email',
        message: 'Email must be valid Unicode text (it holds a lone UTF-16 surrogate).',
      },
      {
        field: 'list[0]',
        message: 'List must be valid Unicode text (it holds a lone UTF-16 surrogate).',
      },
    ]);
  });

  it('names a top-level key as told', () => {
    expect(
      unsafeInputProblems({ '*': 'a\u0000' }, { '*': { field: 'path', label: 'The address' } }),
    ).toEqual([{ field: 'path', message: 'The address must not contain control characters.' }]);
  });

  it('lets tabs, line breaks and other unicode through', () => {
    const text = 'line\r\n\tnext \u202e \u200b 💎 \uffff \ud83d\udc8e';
    expect(unsafeInputProblems({ message: text, list: [text] })).toEqual([]);
    expect(unsafeInputProblems(undefined)).toEqual([]);
  });

  it('survives a cycle and skips non-plain objects such as buffers', () => {
    const a: Record<string, unknown> = { file: Buffer.from('\u0000') };
    a.self = a;
    expect(unsafeInputProblems(a)).toEqual([]);
  });
});

describe('unsafeTextProblem', () => {
  it('is a sentence naming the field, or null for well-formed text', () => {
    expect(unsafeTextProblem('a\u0007', 'Content')).toBe(
      'Content must not contain control characters.',
    );
    expect(unsafeTextProblem('\ud800', 'Content')).toBe(
      'Content must be valid Unicode text (it holds a lone UTF-16 surrogate).',
    );
    expect(unsafeTextProblem('Caf\u00e9 💎\n', 'Content')).toBeNull();
  });
});

describe('fieldLabel', () => {
  it('turns a key into the start of a sentence', () => {
    expect(fieldLabel('firstName')).toBe('First name');
    expect(fieldLabel('clientDataJSON')).toBe('Client data JSON');
    expect(fieldLabel('id')).toBe('Id');
    expect(fieldLabel('$gt')).toBe('The field "$gt"');
  });
});
