import { loadMarketConfig } from './market.config';

function withEnv(env: Record<string, string | undefined>, fn: () => void) {
  const saved = { ...process.env };
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    fn();
  } finally {
    process.env = saved;
  }
}

describe('market config', () => {
  it('withdraws within the contracts’ 15 minutes unless MARKET_WITHDRAW_WINDOW_SECONDS says', () => {
    withEnv({ MARKET_WITHDRAW_WINDOW_SECONDS: undefined }, () =>
      expect(loadMarketConfig()).toEqual({ withdrawWindowMs: 900_000 }),
    );
    withEnv({ MARKET_WITHDRAW_WINDOW_SECONDS: '30' }, () =>
      expect(loadMarketConfig()).toEqual({ withdrawWindowMs: 30_000 }),
    );
  });

  it.each(['-1', '1.5', 'soon', '86401'])('refuses %s with a sentence naming it', (value) => {
    withEnv({ MARKET_WITHDRAW_WINDOW_SECONDS: value }, () =>
      expect(() => loadMarketConfig()).toThrow(/^MARKET_WITHDRAW_WINDOW_SECONDS must be/),
    );
  });
});
