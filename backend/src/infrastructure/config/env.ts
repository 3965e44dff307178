/** Reads an environment variable, treating an empty string as unset. */
export function env(name: string): string | undefined {
  const value = process.env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A configuration problem: its message is one sentence naming the setting. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function parseUrl(name: string, value: string, protocols: string[]): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a valid URL (for example ${protocols[0]}//host)`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );
  }
  return url;
}
