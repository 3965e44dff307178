import { registerAs } from '@nestjs/config';
import { ConfigError, env, parseUrl } from './env';

export interface PaymentsConfig {
  /** Stripe Checkout when set; otherwise the built-in test provider. */
  stripe: {
    secretKey: string;
    webhookSecret: string;
    /** Where the Stripe API answers (tests point it at a fake server), e.g. https://api.stripe.com */
    apiBase: URL | null;
  } | null;
}

export function loadPaymentsConfig(): PaymentsConfig {
  const secretKey = env('STRIPE_SECRET_KEY');
  const webhookSecret = env('STRIPE_WEBHOOK_SECRET') ?? null;
  const rawBase = env('STRIPE_API_BASE');
  if (!secretKey) {
    if (webhookSecret)
      throw new ConfigError('STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is set');
    return { stripe: null };
  }
  if (!/^(sk|rk)_(test|live)_\S+$/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)');
  }
  if (!webhookSecret) {
    // without it no payment could ever be confirmed
    throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set');
  }
  if (!/^whsec_\S+$/.test(webhookSecret)) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)',
    );
  }
  const apiBase = rawBase ? parseUrl('STRIPE_API_BASE', rawBase, ['https:', 'http:']) : null;
  return { stripe: { secretKey, webhookSecret, apiBase } };
}

export const paymentsConfig = registerAs('payments', loadPaymentsConfig);
