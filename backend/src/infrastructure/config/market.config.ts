import { registerAs } from '@nestjs/config';
import { MARKET_MOVEMENT_RULES } from '@valuation/contracts';
import { ConfigError, env } from './env';

export interface MarketConfig {
  /**
   * How long a recorded market movement can be withdrawn before its customers are told, in ms:
   * the contracts' window (15 minutes); MARKET_WITHDRAW_WINDOW_SECONDS shortens it for the
   * journeys, which cannot wait a quarter of an hour.
   */
  withdrawWindowMs: number;
}

export function loadMarketConfig(): MarketConfig {
  const fallback = String(MARKET_MOVEMENT_RULES.withdrawWindowMinutes * 60);
  const raw = env('MARKET_WITHDRAW_WINDOW_SECONDS') ?? fallback;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds > 86_400) {
    throw new ConfigError(
      'MARKET_WITHDRAW_WINDOW_SECONDS must be a whole number of seconds up to 86400',
    );
  }
  return { withdrawWindowMs: seconds * 1000 };
}

export const marketConfig = registerAs('market', loadMarketConfig);
