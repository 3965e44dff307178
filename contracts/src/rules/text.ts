import { ENQUIRY_LIMITS } from '../api/enquiries';
import { emailProblem } from './account';

/** A string of at most `max` characters; `label` names the field in the messages. */
export function textProblem(
  value: unknown,
  label: string,
  max: number,
  required = true,
): string | null {
  if (typeof value !== 'string') return `${label} must be text`;
  if (required && value.trim() === '') return `${label} is required`;
  if (value.length > max) return `${label} must be at most ${max} characters`;
  return null;
}

const missing = (value: unknown) => value === undefined || value === null || value === '';

/** Required text of at most `max` characters. */
export function requiredTextProblem(value: unknown, label: string, max: number): string | null {
  return missing(value) ? `${label} is required` : textProblem(value, label, max);
}

/** The contact form's rules (docs/product.md §2, Contact): every field required. */
export const CONTACT_RULES = {
  name: (value: unknown) => requiredTextProblem(value, 'Name', ENQUIRY_LIMITS.name),
  email: (value: unknown) => (missing(value) ? 'Email is required' : emailProblem(value)),
  subject: (value: unknown) => requiredTextProblem(value, 'Subject', ENQUIRY_LIMITS.subject),
  message: (value: unknown) => requiredTextProblem(value, 'Message', ENQUIRY_LIMITS.message),
} as const;

// C0 controls other than tab, line feed and carriage return, DEL, and NUL above all.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when a text holds a control character no form field can carry (NUL above all). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

// Half of a UTF-16 surrogate pair standing alone (JSON's "\ud800"): not text in any encoding, and
// PostgreSQL would store it as U+FFFD. With the u flag, a well-formed pair is one code point and
// does not match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** True when a text holds a lone UTF-16 surrogate (a string that is not well-formed Unicode). */
export function hasLoneSurrogates(value: string): boolean {
  return LONE_SURROGATE.test(value);
}
