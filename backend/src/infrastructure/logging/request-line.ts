/** What the one line of a completed request says. */
export interface CompletedRequest {
  method: string;
  url: string;
  remoteAddress: string | undefined;
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer. */
  responseTime: number;
}

/** Query parameters whose values are credentials: a reset link's token, a signed URL's sig. */
const SECRET_PARAMS = /([?&](?:token|sig)=)[^&#]*/g;

/**
 * The address as logged: the values of the query parameters that carry a credential (the
 * password-reset page's `token`, a signed file URL's `sig`) replaced by `[redacted]`. Nothing
 * else a request line holds can carry a secret: it has no headers and no body.
 */
export function loggedUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMS, '$1[redacted]') : url;
}

/**
 * The fields of a completed request's line as JSON members (without braces), in the shape pino's
 * request lines have (`req`, `res`, `responseTime`, `msg`), written as one string: serialising
 * the same object through pino cost more than the rest of a short API call's logging together
 * (bench/README.md, "Log cost"). Only the address and the client's address can hold characters
 * that need escaping; both go through JSON.stringify.
 */
export function completedRequestJson(r: CompletedRequest): string {
  const remote =
    r.remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(r.remoteAddress)}`;
  return (
    `"req":{"method":${JSON.stringify(r.method)},"url":${JSON.stringify(loggedUrl(r.url))}${remote}},` +
    `"res":{"statusCode":${r.statusCode}},"responseTime":${Number.isFinite(r.responseTime) ? r.responseTime : 0},"msg":"request completed"`
  );
}
