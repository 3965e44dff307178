import { registerAs } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAppConfig } from './app.config';
import { ConfigError, env } from './env';
import { emailProblem, loginPasswordProblem, normaliseEmail } from '@valuation/contracts';

export interface AuthConfig {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  resetTokenTtlMinutes: number;
  /** A just-rotated refresh token presented again within this time gets the same successor. */
  refreshReuseGraceSeconds: number;
  admin: { email: string; password: string } | null;
}

/** Reads DATA_DIR/jwt-secret, creating it (mode 0600) the first time. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadAuthConfig(): AuthConfig {
  const explicitSecret = env('JWT_SECRET');
  if (explicitSecret !== undefined && explicitSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }

  const adminEmail = env('ADMIN_EMAIL');
  const adminPassword = process.env.ADMIN_PASSWORD || undefined;
  if (adminEmail && !adminPassword)
    throw new ConfigError('ADMIN_PASSWORD must be set when ADMIN_EMAIL is set');
  if (adminPassword && !adminEmail)
    throw new ConfigError('ADMIN_EMAIL must be set when ADMIN_PASSWORD is set');
  let admin: AuthConfig['admin'] = null;
  if (adminEmail && adminPassword) {
    const email = normaliseEmail(adminEmail) as string;
    if (emailProblem(email)) throw new ConfigError('ADMIN_EMAIL must be a valid email address');
    if (loginPasswordProblem(adminPassword)) {
      throw new ConfigError('ADMIN_PASSWORD must be between 8 and 128 characters long');
    }
    admin = { email, password: adminPassword };
  }

  return {
    jwtSecret: explicitSecret ?? persistentSecret(loadAppConfig().dataDir),
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
    resetTokenTtlMinutes: 60,
    refreshReuseGraceSeconds: 10,
    admin,
  };
}

export const authConfig = registerAs('auth', loadAuthConfig);
