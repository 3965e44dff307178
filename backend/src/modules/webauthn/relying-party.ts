export const RP_NAME = 'Luxe Valuations';
export const CEREMONY_TIMEOUT_MS = 60_000;

/** RP id = host name of PUBLIC_URL; expected origin = PUBLIC_URL's origin. */
export function relyingParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** The challenge inside a base64url clientDataJSON, or null when it cannot be read. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512
      ? challenge
      : null;
  } catch {
    return null;
  }
}

/**
 * A validated credential DTO as @simplewebauthn expects it: no extension results means `{}`, and a
 * `null` attachment (allowed by the JSON) means none.
 */
export function asSimpleWebAuthnResponse<T extends object>(
  credential: T & {
    clientExtensionResults?: Record<string, unknown>;
    authenticatorAttachment?: 'platform' | 'cross-platform' | null;
  },
) {
  return {
    ...credential,
    clientExtensionResults: credential.clientExtensionResults ?? {},
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
  };
}
