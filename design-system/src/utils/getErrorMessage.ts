/**
 * A readable message for anything thrown: "404 Not Found" for route error responses
 * (objects with a numeric status and a statusText), the message of an Error, String() otherwise.
 */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const candidate = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof candidate.status === 'number') {
      const statusText = typeof candidate.statusText === 'string' ? candidate.statusText : '';
      return `${candidate.status} ${statusText}`.trim();
    }
    if (error instanceof Error || typeof candidate.message === 'string') {
      return String(candidate.message);
    }
  }
  return String(error);
}
