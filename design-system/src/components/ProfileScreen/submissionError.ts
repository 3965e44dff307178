/**
 * What a container's callback rejects with when the server refused a form: the sentence to show
 * and, for validation failures, one message per field (the API's `{error, details}` shape).
 */
export interface SubmissionError {
  error?: string;
  details?: { field: string; message: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The rejection's `error` sentence, else `fallback`. */
export function submissionMessage(reason: unknown, fallback: string): string {
  if (isRecord(reason) && typeof reason.error === 'string' && reason.error.trim()) {
    return reason.error;
  }
  return fallback;
}

/** The rejection's field messages for the fields this form shows (first message per field). */
export function submissionFieldErrors<F extends string>(
  reason: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (!isRecord(reason) || !Array.isArray(reason.details)) return result;
  for (const detail of reason.details as unknown[]) {
    if (!isRecord(detail) || typeof detail.field !== 'string') continue;
    if (typeof detail.message !== 'string') continue;
    // A nested field the form shows ("address.city") is its own; other nested fields
    // ("notificationPreferences.email") belong to their top-level control.
    const field = (
      fields.includes(detail.field as F) ? detail.field : detail.field.split('.')[0]
    ) as F;
    if (fields.includes(field) && !(field in result)) result[field] = detail.message;
  }
  return result;
}
