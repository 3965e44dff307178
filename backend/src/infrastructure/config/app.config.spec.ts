import { loadAppConfig } from './app.config';
import { loadAuthConfig } from './auth.config';

function withEnv(env: Record<string, string | undefined>, fn: () => void) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  try {
    fn();
  } finally {
    process.env = saved;
  }
}

describe('configuration', () => {
  it('uses the defaults, treating empty strings as unset', () => {
    withEnv({ PORT: '', PUBLIC_URL: '', LOG_LEVEL: '', DATA_DIR: '' }, () => {
      const config = loadAppConfig();
      expect(config.port).toBe(3000);
      expect(config.publicUrl).toBe('http://localhost:3000');
      expect(config.secureCookies).toBe(false);
      expect(config.logLevel).toBe('info');
      expect(config.dataDir).toBe(`${process.cwd()}/data`);
    });
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    withEnv({ TRUST_PROXY: undefined }, () => expect(loadAppConfig().trustProxy).toBe(false));
    withEnv({ TRUST_PROXY: 'loopback' }, () =>
      expect(loadAppConfig().trustProxy).toEqual(['loopback']),
    );
    withEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }, () =>
      expect(loadAppConfig().trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']),
    );
    for (const bad of ['true', 'everyone', '10.0.0.0/8,,', 'proxy.example.com'])
      withEnv({ TRUST_PROXY: bad }, () =>
        expect(loadAppConfig).toThrow(/^TRUST_PROXY must be a comma-separated list/),
      );
  });

  it('stops with one sentence naming a bad setting', () => {
    withEnv({ PORT: '70000' }, () =>
      expect(loadAppConfig).toThrow('PORT must be a whole number between 1 and 65535'),
    );
    withEnv({ PORT: '3.5' }, () =>
      expect(loadAppConfig).toThrow('PORT must be a whole number between 1 and 65535'),
    );
    withEnv({ PUBLIC_URL: 'ftp://x' }, () =>
      expect(loadAppConfig).toThrow(/^PUBLIC_URL must be a URL starting with http/),
    );
    withEnv({ LOG_LEVEL: 'loud' }, () =>
      expect(loadAppConfig).toThrow(/^LOG_LEVEL must be one of/),
    );
    withEnv({ JWT_SECRET: 'short' }, () =>
      expect(loadAuthConfig).toThrow('JWT_SECRET must be at least 32 characters long'),
    );
    withEnv({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: undefined }, () =>
      expect(loadAuthConfig).toThrow('ADMIN_PASSWORD must be set when ADMIN_EMAIL is set'),
    );
  });

  it('marks cookies Secure when PUBLIC_URL is https', () => {
    withEnv({ PUBLIC_URL: 'https://valuations.example.com/' }, () => {
      const config = loadAppConfig();
      expect(config.publicUrl).toBe('https://valuations.example.com');
      expect(config.secureCookies).toBe(true);
    });
  });
});
