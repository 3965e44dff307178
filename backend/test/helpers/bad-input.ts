import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { CallResult } from './test-app';
import { uniqueEmail } from './test-app';

/**
 * The generated bad-input run: reads the OpenAPI document and makes, for every operation, the
 * requests a careless or hostile caller would send. Each case says whether the server may accept
 * it (a 2xx is then fine, as long as it is JSON) or must refuse it (a 4xx with a sentence).
 */

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  nullable?: boolean;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/staff/users/{id}/role */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: Schema }[];
  /** The operation declares a request body (JSON or another type). */
  takesBody: boolean;
  /** The JSON body schema, resolved; null when the body is not JSON. */
  bodySchema: Schema | null;
}

export interface BadInputCase {
  /** What is wrong with the request, for the failure list. */
  name: string;
  url: string;
  /** The raw body, sent with `contentType` (default application/json). */
  raw?: string | Buffer;
  contentType?: string;
  /** The input is acceptable, so a 2xx (with a JSON body) is a correct answer too. */
  mayAccept: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function listOperations(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolve(doc, p.schema ?? {}) })),
        takesBody: op.requestBody !== undefined,
        bodySchema: json ? resolve(doc, json) : null,
      });
    }
  }
  return ops;
}

/** Follows $ref and merges allOf; takes the first of oneOf/anyOf. Bounded, so cycles end. */
export function resolve(doc: OpenApiDocument, schema: Schema, depth = 0): Schema {
  if (depth > 10) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  if (schema.allOf) {
    const merged: Schema = { ...schema, allOf: undefined };
    for (const part of schema.allOf) Object.assign(merged, resolve(doc, part, depth + 1));
    return { ...merged, nullable: schema.nullable ?? merged.nullable };
  }
  const first = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (first) return resolve(doc, first, depth + 1);
  if (schema.properties) {
    const properties: Record<string, Schema> = {};
    for (const [k, v] of Object.entries(schema.properties))
      properties[k] = resolve(doc, v, depth + 1);
    return { ...schema, properties };
  }
  if (schema.items) return { ...schema, items: resolve(doc, schema.items, depth + 1) };
  return schema;
}

/**
 * A plausible value for a schema. Passwords are never the test accounts' password (so no case
 * can delete the account or change its password), e-mail addresses are unique per case.
 */
export function sample(schema: Schema, key = ''): unknown {
  if (schema.type === 'string' && /password/i.test(key)) return `Wr0ng!pass-${randomUUID()}`;
  if (schema.type === 'string' && /email/i.test(key)) return uniqueEmail('bad-input');
  if (schema.example !== undefined) return structuredClone(schema.example);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      return 'Sample'.padEnd(schema.minLength ?? 0, 'x');
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems && schema.items ? [sample(schema.items)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? [])
        out[name] = sample(schema.properties?.[name] ?? {}, name);
      return out;
    }
    default:
      return 'Sample';
  }
}

/** A body the operation would plausibly accept: its required fields with sample values. */
export function sampleBody(op: Operation): Record<string, unknown> {
  return op.bodySchema
    ? (sample({ ...op.bodySchema, type: 'object' }) as Record<string, unknown>)
    : {};
}

/** Values of the wrong JSON type for a schema (null only when the schema does not allow it). */
function wrongTypes(schema: Schema): unknown[] {
  const all: [string, unknown][] = [
    ['string', 'text'],
    ['number', 12],
    ['boolean', true],
    ['array', ['a', 1]],
    ['object', { nested: { deep: 'x' } }],
  ];
  const type = schema.type === 'integer' ? 'number' : schema.type;
  return all.filter(([t]) => t !== type).map(([, v]) => v);
}

/** A free-form object (additionalProperties, or no described properties): anything may go in. */
function isFreeForm(schema: Schema): boolean {
  return (
    schema.type === undefined ||
    (schema.type === 'object' && (!schema.properties || schema.additionalProperties === true))
  );
}

const ODD_TEXT: [string, string][] = [
  ['lone high surrogate', '\uD800'],
  ['lone low surrogate', '\uDFFF'],
  ['right-to-left override', '\u202Eevil'],
  ['zero-width characters', '\u200B\u200C\u200D\uFEFF'],
  ['emoji', '💎👑🏳️‍🌈'],
  ['non-character U+FFFF', '\uFFFF'],
  ['combining marks', `e${'\u0301'.repeat(50)}`],
  ['SQL comment', "' OR 1=1 --"],
  ['SQL drop', "'; DROP TABLE users; --"],
];
const CONTROL_TEXT: [string, (text: string) => string][] = [
  ['a NUL character', (text) => `${text}\u0000`],
  ['a leading NUL character', (text) => `\u0000${text}`],
  ['bell and escape characters', (text) => `${text}\u0007\u001b[31m`],
];
const NOSQL: [string, unknown][] = [
  ['NoSQL $gt', { $gt: '' }],
  ['NoSQL $ne', { $ne: null }],
];

const nest = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** The body cases of one operation; `url` is the operation's path with plausible parameters. */
export function bodyCases(op: Operation, url: string): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const refuse = (name: string, raw: string | Buffer) =>
    cases.push({ name, url, raw, mayAccept: false });
  const accept = (name: string, raw: string | Buffer) =>
    cases.push({ name, url, raw, mayAccept: true });

  // What the JSON parser alone must refuse, on any route that reads a body.
  refuse('malformed JSON: cut short', '{"a": ');
  refuse('malformed JSON: single quotes', "{'a': 1}");
  refuse('malformed JSON: trailing comma', '{"a": 1,}');
  refuse('malformed JSON: raw NUL', '\u0000');
  refuse('malformed JSON: unbalanced brackets', ']]]{{{');
  for (const raw of ['null', '[]', '1', '"x"', 'true', '[{"a":1}]'])
    refuse(`non-object body ${raw}`, raw);
  refuse('nesting 1000 levels deep', `{"a":${nest(1000)}}`);
  refuse('nesting 100000 levels deep', `{"a":${nest(100000)}}`);
  refuse('unclosed nesting 1000 levels deep', '{'.repeat(1000));
  refuse('__proto__ key', '{"__proto__": {"isAdmin": true}}');
  refuse('constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}');
  refuse('NUL in a key', '{"a\\u0000b": "x"}');
  if (!op.takesBody) return cases;

  const schema = op.bodySchema;
  if (!schema) {
    // Not a JSON body (multipart…): a JSON one is refused whatever it holds.
    refuse('JSON instead of the declared body type', '{"a": "b"}');
    return cases;
  }
  const base = () => sampleBody(op);
  const withValue = (key: string, value: unknown) => JSON.stringify({ ...base(), [key]: value });

  refuse('unknown field', JSON.stringify({ ...base(), unexpectedField: 'x' }));
  refuse('prototype key', JSON.stringify({ ...base(), prototype: { isAdmin: true } }));
  refuse('constructor key', JSON.stringify({ ...base(), constructor: 'x' }));
  refuse(
    '__proto__ key beside valid fields',
    `{"__proto__": {"a": 1}, ${JSON.stringify(base()).slice(1)}`,
  );
  for (const name of schema.required ?? []) {
    refuse(`required "${name}" missing`, JSON.stringify({ ...base(), [name]: undefined }));
  }

  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const free = isFreeForm(prop);
    for (const value of wrongTypes(prop))
      cases.push({
        name: `"${key}" of the wrong type ${JSON.stringify(value)}`,
        url,
        raw: withValue(key, value),
        mayAccept: free,
      });
    const optional = !(schema.required ?? []).includes(key);
    cases.push({
      name: `"${key}" null`,
      url,
      raw: withValue(key, null),
      // class-validator's IsOptional lets null through as "not sent".
      mayAccept: free || optional || prop.nullable === true,
    });
    for (const [name, value] of NOSQL)
      cases.push({ name: `"${key}" ${name}`, url, raw: withValue(key, value), mayAccept: free });
    refuse(`"${key}" 1 MB string`, withValue(key, 'x'.repeat(1024 * 1024)));
    refuse(`"${key}" nested 1000 levels deep`, `{"${key}":${nest(1000)}}`);
    refuse(`"${key}" with a NUL key inside`, withValue(key, { 'a\u0000': 1 }));

    const start = prop.type === 'string' ? String(sample(prop, key)) : 'Sample';
    for (const [name, spoil] of CONTROL_TEXT) {
      const value = spoil(start);
      refuse(`"${key}" with ${name}`, withValue(key, value));
      refuse(`"${key}" in an array with ${name}`, withValue(key, [value]));
    }
    if (prop.type === 'string' || free) {
      for (const [name, text] of ODD_TEXT)
        accept(`"${key}" with ${name}`, withValue(key, `${start}${text}`));
      accept(
        `"${key}" as invalid UTF-8 bytes`,
        Buffer.concat([
          Buffer.from(`{"${key}":"${start}`),
          Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
          Buffer.from('"}'),
        ]),
      );
    }
  }
  return cases;
}

/** Odd values for one path parameter (already URL-encoded); no such resource ever exists. */
export const PATH_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', `${randomUUID()}%00`],
  ['SQL comment', encodeURIComponent("' OR 1=1 --")],
  ['SQL drop', encodeURIComponent("'; DROP TABLE users; --")],
  ['NoSQL operator', encodeURIComponent('{"$ne":null}')],
  ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
  ['1000 characters', 'x'.repeat(1000)],
  ['malformed escape', '%E0%A4%A'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['emoji', encodeURIComponent('💎')],
  ['right-to-left override', encodeURIComponent('\u202Eabc')],
  ['negative number', '-1'],
  ['huge number', '1e309'],
  ['the word null', 'null'],
  ['a space', '%20'],
  ['a random UUID', randomUUID()],
];

/** Odd values for one query parameter, as `name=value` parts (already URL-encoded). */
export function queryValues(name: string): [string, string, boolean][] {
  const n = encodeURIComponent(name);
  return [
    // [case, query string, mayAccept]
    ['NUL', `${n}=%00`, false],
    ['NUL inside', `${n}=abc%00def`, false],
    ['bell character', `${n}=%07`, false],
    ['SQL comment', `${n}=${encodeURIComponent("' OR 1=1 --")}`, true],
    ['SQL drop', `${n}=${encodeURIComponent("'; DROP TABLE users; --")}`, true],
    ['NoSQL operator key', `${n}[$gt]=`, true],
    ['NoSQL operator value', `${n}=${encodeURIComponent('{"$ne":null}')}`, true],
    ['repeated', `${n}=1&${n}=2`, true],
    ['10 000 characters', `${n}=${'x'.repeat(10000)}`, true],
    ['malformed escape', `${n}=%E0%A4%A`, true],
    ['encoded lone surrogate', `${n}=%ED%A0%80`, true],
    ['emoji', `${n}=${encodeURIComponent('💎')}`, true],
    ['right-to-left override', `${n}=${encodeURIComponent('\u202Eabc')}`, true],
    ['negative number', `${n}=-1`, true],
    ['huge number', `${n}=1e309`, true],
    ['NaN', `${n}=NaN`, true],
    ['empty', `${n}=`, true],
    ['__proto__ key', `__proto__=x&${n}=1`, true],
    ['constructor key', `constructor=x&${n}=1`, true],
  ];
}

const STATUS_TEXTS = new Set(Object.values(STATUS_CODES).map((t) => String(t).toLowerCase()));

/**
 * A sentence a person can read: starts with a capital letter, has more than one word, and is not
 * an HTTP status text ("Bad Request", "Not Found", "Not found"…).
 */
export function isSentence(text: unknown): boolean {
  return (
    typeof text === 'string' &&
    /^[A-Z]/.test(text) &&
    text.trim().includes(' ') &&
    !STATUS_TEXTS.has(text.trim().toLowerCase())
  );
}

/** Why an answer is wrong for a case, or null when it is right. */
export function answerProblem(res: CallResult, mayAccept: boolean): string | null {
  const type = String(res.headers['content-type'] ?? '');
  if (res.status >= 500) return 'server error';
  if (res.status < 200 || (res.status >= 300 && res.status < 400)) return 'unexpected status';
  if (!/^application\/json/.test(type)) return `not JSON (${type || 'no content type'})`;
  if (res.body === undefined) return 'the body does not parse as JSON';
  if (res.status < 300) return mayAccept ? null : 'accepted an input that must be refused';
  if (typeof res.body !== 'object' || res.body === null) return 'the error is not an object';
  if (res.body.statusCode !== res.status) return 'statusCode differs from the HTTP status';
  if (!isSentence(res.body.error)) return 'error is not a sentence';
  return null;
}
