import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootApp, register } from './helpers/test-app';

describe('restarting on the same DATA_DIR', () => {
  it('keeps accounts and the generated JWT secret (0600) across a stop and a start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'valuation-restart-'));
    try {
      const first = await bootApp({}, dataDir);
      const user = await register(first);
      await first.close();
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

      const second = await bootApp({}, dataDir);
      try {
        // the access token from the first run is still valid: same secret, same session
        expect((await second.call('GET', '/api/auth/validate', { token: user.token })).status).toBe(
          200,
        );
        const login = await second.call('POST', '/api/auth/login', {
          body: { email: user.email, password: user.password },
        });
        expect(login.status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
