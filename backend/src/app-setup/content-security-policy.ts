import type { HelmetOptions } from 'helmet';
import { helmetHeaderSet } from '../common/security-headers';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  // emotion (MUI) and Swagger UI inject style elements.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // Nothing is fetched from another origin (the chat's emoji picker will use native emoji).
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The helmet options of every answer: our CSP, whose scripts are our own files plus the inline
 * scripts of the prerendered pages (the colour scheme's, the hydration's) allowed by their hashes
 * only; HSTS when the site is served over https (`secure`).
 */
export function securityHeaderOptions(
  scriptHashes: readonly string[],
  secure: boolean,
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        ...CSP_DIRECTIVES,
        scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes.map((h) => `'${h}'`)],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: secure ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/**
 * The CSP header of each prerendered page, allowing its own inline scripts only: a shorter header,
 * which counts towards the page's first round trip (issue 12).
 */
export function pageCspHeaders(
  pageScriptHashes: Readonly<Record<string, readonly string[]>>,
  secure: boolean,
): Map<string, string | undefined> {
  return new Map(
    Object.entries(pageScriptHashes).map(([path, hashes]) => [
      path,
      helmetHeaderSet(securityHeaderOptions(hashes, secure)).find(
        ([name]) => name === 'content-security-policy',
      )?.[1],
    ]),
  );
}
