import { API_ERRORS, hasControlCharacters, hasLoneSurrogates } from '@valuation/contracts';
import { FieldError } from '../errors';

/**
 * Checks every request goes through before any DTO, service or database sees it (app.setup.ts
 * wires them into the JSON parser and a preValidation hook): bounded nesting, a JSON object as
 * the body, and only well-formed text (no control characters, no lone UTF-16 surrogates) in any
 * string or key of the body, query or path. The multipart reader checks its text fields with the
 * same `unsafeTextProblem`.
 */

export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
export const NOT_AN_OBJECT = API_ERRORS.notAnObject;

/**
 * True when the JSON text opens more than `max` arrays/objects inside one another. A linear scan
 * that skips strings (and their escapes), so it runs before JSON.parse and never recurses.
 */
export function isNestedTooDeeply(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** A plain JSON object: not null, not an array, not a primitive. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "firstName" → "First name", "clientDataJSON" → "Client data JSON"; odd keys are quoted. */
export function fieldLabel(key: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) return `The field "${key.slice(0, 60)}"`;
  const words = key.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  const text = words.map((w) => (/^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : w.toLowerCase()));
  const sentence = text.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A parsed JSON object or query string: Object or null prototype, or one step above null. */
function isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  // fast-querystring (Fastify's query parser) builds its objects on an empty null-prototype class.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

function isEmptyPlainObject(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/** Keys that would reach Object.prototype or a class when copied: never a field of ours. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Why a text cannot be stored as sent, as a sentence naming it by `label` ("First name must not
 * contain control characters."), or null when it is well-formed text. PostgreSQL refuses NUL and
 * writes a lone surrogate as U+FFFD, so either would be stored altered, if at all.
 */
export function unsafeTextProblem(text: string, label: string): string | null {
  if (hasControlCharacters(text)) return `${label} must not contain control characters.`;
  if (hasLoneSurrogates(text))
    return `${label} must be valid Unicode text (it holds a lone UTF-16 surrogate).`;
  return null;
}

/**
 * Shows control characters and lone surrogates of a key as \uXXXX, so a field name in an answer
 * is readable.
 */
function printable(key: string): string {
  return key.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001F\u007F]|[\uD800-\uDFFF]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** How a top-level key is named in the answer (the SPA fallback's `*` parameter is "path"). */
export type FieldNames = Readonly<Record<string, { field: string; label: string }>>;

/**
 * One detail per field whose value (or key) is not well-formed text (`unsafeTextProblem`), or
 * whose key is __proto__, constructor or prototype (answered as an unknown field), anywhere in
 * `value`: nested objects and arrays included. Breadth-first over an explicit queue, so no input
 * can overflow the call stack. Fields are named by their path ("notificationPreferences.email",
 * "transports[0]"); the message by the field's own label (or as `names` says for a top-level key).
 */
export function unsafeInputProblems(value: unknown, names: FieldNames = {}): FieldError[] {
  // Most requests carry no body, query or parameters: nothing to walk.
  if (value === undefined || value === null || isEmptyPlainObject(value)) return [];
  const problems: FieldError[] = [];
  const queue: { value: unknown; path: string; label: string }[] = [
    { value, path: '', label: 'The request body' },
  ];
  const seen = new WeakSet<object>();
  for (let n = 0; n < queue.length && problems.length < 20; n++) {
    const { value: v, path, label } = queue[n];
    if (typeof v === 'string') {
      const message = unsafeTextProblem(v, label);
      if (message) problems.push({ field: path || 'body', message });
    } else if (Array.isArray(v) && !seen.has(v)) {
      seen.add(v);
      v.forEach((item, i) => queue.push({ value: item, path: `${path}[${i}]`, label }));
    } else if (isPlainObject(v) && !seen.has(v)) {
      // Plain objects only: a multipart body's file parts (streams, buffers) are not text.
      seen.add(v);
      for (const [key, item] of Object.entries(v)) {
        const named = path ? undefined : Object.hasOwn(names, key) ? names[key] : undefined;
        const field = named?.field ?? (path ? `${path}.${printable(key)}` : printable(key));
        const keyProblem = unsafeTextProblem(key, 'A field name');
        if (keyProblem) problems.push({ field, message: keyProblem });
        else if (FORBIDDEN_KEYS.has(key))
          problems.push({ field, message: `Unknown field "${field}"` });
        else queue.push({ value: item, path: field, label: named?.label ?? fieldLabel(key) });
      }
    }
  }
  return problems;
}
