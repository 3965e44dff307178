import { loadPaymentsConfig } from './payments.config';

describe('payments configuration', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const withEnv = (env: Record<string, string | undefined>) => {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'])
      delete process.env[key];
    Object.assign(process.env, env);
    return loadPaymentsConfig;
  };

  it('uses the built-in test provider when Stripe is not configured', () => {
    expect(withEnv({})()).toEqual({ stripe: null });
  });

  it('takes Stripe with its webhook secret and an optional API base', () => {
    const config = withEnv({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    })();
    expect(config.stripe?.secretKey).toBe('sk_test_abc');
    expect(config.stripe?.apiBase?.port).toBe('12111');
  });

  it('names the setting that is wrong', () => {
    expect(withEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set',
    );
    expect(withEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      'STRIPE_SECRET_KEY must be set',
    );
    expect(
      withEnv({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow('STRIPE_SECRET_KEY must be a Stripe secret key');
    expect(
      withEnv({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
        STRIPE_API_BASE: 'ftp://x',
      }),
    ).toThrow('STRIPE_API_BASE');
  });
});
