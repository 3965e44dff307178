import type { AllowedPushHost } from '../../../infrastructure/config/push.config';

const MAX_ENDPOINT_LENGTH = 2048;

/**
 * Whether the server may send web push to `endpoint` (docs/product.md "Notifications"): an https URL
 * without user info whose host and port are on PUSH_ALLOWED_HOSTS. This is the server-side
 * request forgery boundary: the host is compared after WHATWG URL parsing (which lower-cases it,
 * turns IDN into punycode and decimal, octal or hex IPv4 spellings into dotted quads), exactly,
 * so an internal address, a trailing dot, another port or a look-alike host never matches. Sends
 * never follow redirects (web-push makes one request).
 */
export function pushEndpointAllowed(
  endpoint: string,
  allowed: readonly AllowedPushHost[],
): boolean {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  // Control characters and spaces are stripped or rejected by URL parsers differently: refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(endpoint)) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  if (!endpoint.toLowerCase().startsWith('https://')) return false;
  const host = url.hostname;
  // IP literals are never push services.
  if (host.startsWith('[') || /^\d+(\.\d+){3}$/.test(host)) return false;
  return allowed.some((entry) => {
    if (entry.port !== url.port) return false;
    return entry.wildcard ? host.endsWith(`.${entry.host}`) : host === entry.host;
  });
}
